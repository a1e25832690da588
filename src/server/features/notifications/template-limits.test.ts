import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../../adapters/mailer';
import { emailConfigs } from '../../db/schema/notifications';
import { outboxMessages } from '../../db/schema/outbox';
import { signInAdmin } from '../../testing/admin';
import { book, bookingRequest, homeEvent, NOW, offeredSlots, packageIds } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { RETRY_DELAYS_MS } from '../outbox';
import { RENDER_TIMEOUT_MS } from './templates';
import { STAFF_TEMPLATE_STOPS_BEFORE_FAILED, sendDueMessages } from './worker';

// DESIGN §8.2 "Templates cannot stop the server": a template that would hold the process (a loop of
// promises, a value whose toString loops) is stopped at the hard limit while the server keeps
// answering, refused when saved or previewed, and, stored past the check, fails its email after being
// stopped 3 tries in a row (DESIGN §8.9).

let t: TestApp;
let base: string;
let admin: { headers: Record<string, string>; token: string };
let originals: Map<string, { id: number; value: string }>;

/**
 * The loops run for LOOP_SECONDS, far past the limit: stopped, the test sees half a second; not stopped,
 * they hold the server that long and the test fails on the health check's time (a loop without end
 * would hang the whole test run instead; templates.test.ts stops those in the template process).
 */
const LOOP_SECONDS = 10;
const loopUntil = `var end = Date.now() + ${LOOP_SECONDS * 1000};`;
const HOLDING_TEMPLATES = [
  [
    'a chain of promises',
    `<p>Dear <%= registration.firstName %></p>\n<% ${loopUntil} Promise.resolve().then(function f() { if (Date.now() < end) return Promise.resolve().then(f) }) %>`,
    /^Template error( on line \d+)?: Timed out: the template ran longer than 500 ms and was stopped$/,
  ],
  [
    'an async function that loops on await',
    `<% ${loopUntil} (async function () { while (Date.now() < end) await null })() %>`,
    /^Template error( on line \d+)?: Timed out: the template ran longer than 500 ms and was stopped$/,
  ],
  [
    'a returned value whose toString loops',
    `<% ${loopUntil} return { toString: function () { while (Date.now() < end) {} return 'x' } } %>`,
    /^Template error: The template returned a value instead of writing text/,
  ],
] as const;

const silentLog = { warn: () => {}, info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  admin = await signInAdmin(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const rows = await t.db.select().from(emailConfigs);
  originals = new Map(rows.map((row) => [row.configKey, { id: row.id, value: row.configValue }]));
});
afterAll(() => t.close());
beforeEach(async () => {
  for (const [key, { value }] of originals) {
    await t.db.update(emailConfigs).set({ configValue: value }).where(eq(emailConfigs.configKey, key));
  }
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs some work while asking /api/health over HTTP every 25 ms: the work's result, how long it took,
 * and how long each health answer took.
 */
async function whileProbingHealth<T>(work: () => Promise<T>) {
  let done = false;
  const started = performance.now();
  const running = work().finally(() => {
    done = true;
  });
  const answers: number[] = [];
  // The first probe goes out once the work's request is on its way, the last after it has finished.
  await sleep(10);
  do {
    const asked = performance.now();
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    await res.json();
    answers.push(performance.now() - asked);
    await sleep(25);
  } while (!done);
  const result = await running;
  return { result, ms: performance.now() - started, health: answers };
}

const adminCall = (method: string, path: string, body?: object) =>
  fetch(`${base}${path}`, {
    method,
    headers: { ...admin.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

const storeDirectly = (key: string, value: string) =>
  t.db.update(emailConfigs).set({ configValue: value }).where(eq(emailConfigs.configKey, key));

const expectHealthy = (health: number[]) => {
  // Asked while the template ran (a refusal without running it can come before a second probe), and
  // each answer came in well under a second.
  expect(health.length).toBeGreaterThanOrEqual(1);
  expect(Math.max(...health)).toBeLessThan(1_000);
};

describe('a template that would hold the server', () => {
  it.each(HOLDING_TEMPLATES)(
    '%s is refused when saved, with the reason, while /api/health answers',
    async (_name, text, reason) => {
      const { id, value } = originals.get('EMAIL_REMINDER_TEMPLATE')!;
      const { result, ms, health } = await whileProbingHealth(async () => {
        const res = await adminCall('PATCH', `/api/admin/email-configs/${id}`, { configValue: text });
        return { status: res.status, body: await res.json() };
      });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ success: false, errors: [{ path: 'configValue' }] });
      expect(result.body.message).toMatch(reason);
      expect(result.body.errors[0].message).toBe(result.body.message);
      expect(ms).toBeLessThan(RENDER_TIMEOUT_MS + 1_000);
      expectHealthy(health);
      const [after] = await t.db.select().from(emailConfigs).where(eq(emailConfigs.id, id));
      expect(after!.configValue).toBe(value);
    },
  );

  it('is refused when created, with the reason', async () => {
    const [, text, reason] = HOLDING_TEMPLATES[0];
    const { result, health } = await whileProbingHealth(async () => {
      const res = await adminCall('POST', '/api/admin/email-configs', {
        configKey: 'EMAIL_FOLLOW_UP_TEMPLATE',
        configValue: text,
      });
      return { status: res.status, body: await res.json() };
    });
    expect(result.status).toBe(400);
    expect(result.body.message).toMatch(reason);
    expectHealthy(health);
    expect(
      await t.db.select().from(emailConfigs).where(eq(emailConfigs.configKey, 'EMAIL_FOLLOW_UP_TEMPLATE')),
    ).toEqual([]);
  });

  it('stored past the check, is refused by the preview and the test email with its key and reason', async () => {
    await storeDirectly('EMAIL_CONFIRMATION_TEMPLATE', HOLDING_TEMPLATES[0][1]);
    const { result, health } = await whileProbingHealth(async () => {
      const preview = await adminCall('GET', '/api/test-email?type=confirmation&render=1');
      const send = await adminCall('GET', '/api/test-email?type=confirmation&email=staff@example.com');
      return [
        { status: preview.status, body: await preview.json() },
        { status: send.status, body: await send.json() },
      ];
    });
    for (const answer of result) {
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toMatch(
        /^EMAIL_CONFIRMATION_TEMPLATE: Template error( on line \d+)?: Timed out: the template ran longer than 500 ms/,
      );
    }
    expectHealthy(health);

    // A stored template that merely fails is refused by the preview too (the outbox uses the default).
    await storeDirectly('EMAIL_CONFIRMATION_TEMPLATE', '<p>\n<%= registration.nothing.here %>\n</p>');
    const failing = await adminCall('GET', '/api/test-email?type=confirmation&render=1');
    expect(failing.status).toBe(400);
    expect((await failing.json()).message).toMatch(
      /^EMAIL_CONFIRMATION_TEMPLATE: Template error on line 2: Cannot read properties of undefined/,
    );
  });

  it('stored past the check, is tried again with back-off; timing out 3 times it is marked failed and shown as failed', async () => {
    await storeDirectly('EMAIL_CONFIRMATION_TEMPLATE', HOLDING_TEMPLATES[0][1]);
    const eventId = (await homeEvent(t)).id;
    const { premium } = await packageIds(t);
    const [slot] = await offeredSlots(t, eventId);
    const booked = await book(t, bookingRequest({ eventId, packageId: premium, timeslotId: slot!.id }));
    expect(booked.statusCode).toBe(201);
    let sent = 0;
    const mailer: Mailer = {
      kind: 'file',
      send: async (message) => {
        sent += 1;
        return { messageId: message.messageId, response: 'ok' };
      },
      close: () => {},
    };
    let clock = new Date(NOW.getTime() + 1_000);
    const run = () => sendDueMessages({ db: t.db, mailer, config: t.config, log: silentLog, now: () => clock });
    const confirmation = async () =>
      (
        await t.db
          .select()
          .from(outboxMessages)
          .where(and(eq(outboxMessages.registrationId, booked.json().data.id), eq(outboxMessages.channel, 'email')))
      )[0]!;
    const { result, health } = await whileProbingHealth(run);
    expect(result).toBe(0);
    expectHealthy(health);
    for (let stops = 1; stops <= STAFF_TEMPLATE_STOPS_BEFORE_FAILED; stops += 1) {
      const message = await confirmation();
      expect(message).toMatchObject({ kind: 'confirmation', attempts: stops });
      expect(message.lastError).toMatch(
        new RegExp(
          `^Stopped ${stops} times? in a row: EMAIL_CONFIRMATION_TEMPLATE: Template error( on line \\d+)?: Timed out: the template ran longer than 500 ms`,
        ),
      );
      if (stops === STAFF_TEMPLATE_STOPS_BEFORE_FAILED) {
        expect(message.status).toBe('failed');
        break;
      }
      // Back-off as for a send failure, and not before its time.
      expect(message.status).toBe('pending');
      expect(message.nextAttemptAt.getTime() - clock.getTime()).toBe(RETRY_DELAYS_MS[stops - 1]);
      expect(await run()).toBe(0);
      expect((await confirmation()).attempts).toBe(stops);
      clock = message.nextAttemptAt;
      expect(await run()).toBe(0);
    }
    expect(sent).toBe(0);

    // Staff see it as they see every failed message: on the email page's failed list and on the dashboard.
    const failedList = await adminCall('GET', '/api/admin/email-outbox?status=failed');
    const { id } = await confirmation();
    expect((await failedList.json()).data).toEqual([
      expect.objectContaining({ id, kind: 'confirmation', status: 'failed', attempts: 3 }),
    ]);
    const today = await adminCall('GET', '/api/admin/dashboard/today');
    expect((await today.json()).data.failedMessages).toBe(1);

    // A day later (and after any restart) the outbox worker leaves it: staff fix the template and send it again.
    clock = new Date(NOW.getTime() + 86_400_000);
    const started = performance.now();
    expect(await run()).toBe(0);
    expect(performance.now() - started).toBeLessThan(RENDER_TIMEOUT_MS);
    expect(await confirmation()).toMatchObject({ status: 'failed', attempts: 3 });
  });
});

describe('a normal template', () => {
  it('is saved and rendered as before', async () => {
    const { id } = originals.get('EMAIL_CONFIRMATION_TEMPLATE')!;
    const text = '<p>Dear <%= registration.firstName %> & <%= "<family>" %></p>\n<% if (registration) { %>ok<% } %>';
    const res = await adminCall('PATCH', `/api/admin/email-configs/${id}`, { configValue: text });
    expect(res.status).toBe(200);
    const preview = await adminCall('GET', '/api/test-email?type=confirmation&render=1');
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain('<p>Dear Mei Ling & &lt;family&gt;</p>\nok');
  });
});
