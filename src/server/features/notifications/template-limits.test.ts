import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mailer } from '../../adapters/mailer';
import { emailConfigs } from '../../db/schema/notifications';
import { outboxMessages } from '../../db/schema/outbox';
import { signInAdmin } from '../../testing/admin';
import { book, bookingRequest, homeEvent, NOW, offeredSlots, packageIds } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { RETRY_DELAYS_MS } from '../outbox';
import { STAFF_TEMPLATE_STOPS_BEFORE_FAILED, sendDueMessages } from './worker';

// DESIGN §8.2 "Templates cannot stop the server": a template that would hold the process (a loop of
// promises, a value whose toString loops) is stopped at the hard limit while the server keeps
// answering, refused when saved or previewed, and, stored past the check, fails its email after being
// stopped 3 tries in a row (DESIGN §8.9).

// Renders in the template process, as they are, counted as they begin and end: what the health checks
// below are ordered against (an answer while a render was under way), not the clock.
const renders = vi.hoisted(() => ({ started: 0, running: 0, onStart: [] as (() => void)[] }));
vi.mock('./template-runner', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./template-runner')>();
  return {
    ...actual,
    runTemplateProgram: (...args: Parameters<typeof actual.runTemplateProgram>) => {
      renders.started += 1;
      renders.running += 1;
      for (const resolve of renders.onStart.splice(0)) resolve();
      return actual.runTemplateProgram(...args).finally(() => {
        renders.running -= 1;
      });
    },
  };
});

let t: TestApp;
let base: string;
let admin: { headers: Record<string, string>; token: string };
let originals: Map<string, { id: number; value: string }>;

/**
 * The loops run for LOOP_SECONDS, far past the limit (the first two hold the template process until
 * it is stopped at RENDER_TIMEOUT_MS). Not stopped, a loop would hold whatever ran it that long: the
 * test fails on its bound below (a loop without end would hang the whole test run instead;
 * templates.test.ts stops those in the template process). How soon the stop comes, and how fast
 * /api/health answers meanwhile, is measured by the benchmark (npm run bench, its templates case),
 * not here: on a busy machine any bound near the limit fails at random.
 */
const LOOP_SECONDS = 20;
const loopUntil = `var end = Date.now() + ${LOOP_SECONDS * 1000};`;
const HOLDING_TEMPLATES = [
  [
    'a chain of promises',
    `<p>Dear <%= registration.firstName %></p>\n<% ${loopUntil} Promise.resolve().then(function f() { if (Date.now() < end) return Promise.resolve().then(f) }) %>`,
    /^Template error( on line \d+)?: Timed out: the template ran longer than 500 ms and was stopped$/,
    { holds: true },
  ],
  [
    'an async function that loops on await',
    `<% ${loopUntil} (async function () { while (Date.now() < end) await null })() %>`,
    /^Template error( on line \d+)?: Timed out: the template ran longer than 500 ms and was stopped$/,
    { holds: true },
  ],
  [
    'a returned value whose toString loops',
    `<% ${loopUntil} return { toString: function () { while (Date.now() < end) {} return 'x' } } %>`,
    /^Template error: The template returned a value instead of writing text/,
    // Refused as soon as its program returns: no render lasts long enough to probe.
    { holds: false },
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
const renderStarts = () => new Promise<void>((resolve) => renders.onStart.push(resolve));

/**
 * Runs some work while asking /api/health over HTTP, one probe after another from the moment a render
 * begins until the work is done (or at once, should the work render nothing). Answers the work's
 * result, how long it took, how many health answers came and how many of them came while a render was
 * under way: the server (this process) answering while the template process works.
 */
async function whileProbingHealth<T>(work: () => Promise<T>) {
  let done = false;
  const started = performance.now();
  const running = work().finally(() => {
    done = true;
  });
  let answered = 0;
  let answeredWhileRendering = 0;
  await Promise.race([renderStarts(), running]);
  do {
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    await res.json();
    answered += 1;
    if (renders.running > 0) answeredWhileRendering += 1;
    // Not a wait for anything: only a gap between probes.
    await sleep(5);
  } while (!done);
  const result = await running;
  return { result, ms: performance.now() - started, health: { answered, answeredWhileRendering } };
}

const adminCall = (method: string, path: string, body?: object) =>
  fetch(`${base}${path}`, {
    method,
    headers: { ...admin.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

const storeDirectly = (key: string, value: string) =>
  t.db.update(emailConfigs).set({ configValue: value }).where(eq(emailConfigs.configKey, key));

/** Every health answer was a 200 (whileProbingHealth checks); `whileRendering`: one came during a render. */
const expectHealthy = (
  health: { answered: number; answeredWhileRendering: number },
  options: { whileRendering: boolean } = { whileRendering: true },
) => {
  expect(health.answered).toBeGreaterThanOrEqual(1);
  if (options.whileRendering) expect(health.answeredWhileRendering).toBeGreaterThanOrEqual(1);
};

/** Far past the half second of a stopped render however busy the machine, and short of a loop run to its end. */
const NOT_HELD_MS = LOOP_SECONDS * 1000;

describe('a template that would hold the server', () => {
  it.each(HOLDING_TEMPLATES)(
    '%s is refused when saved, with the reason, while /api/health answers',
    async (_name, text, reason, { holds }) => {
      const { id, value } = originals.get('EMAIL_REMINDER_TEMPLATE')!;
      const { result, ms, health } = await whileProbingHealth(async () => {
        const res = await adminCall('PATCH', `/api/admin/email-configs/${id}`, { configValue: text });
        return { status: res.status, body: await res.json() };
      });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ success: false, errors: [{ path: 'configValue' }] });
      expect(result.body.message).toMatch(reason);
      expect(result.body.errors[0].message).toBe(result.body.message);
      // Stopped (or refused) rather than run for LOOP_SECONDS anywhere.
      expect(ms).toBeLessThan(NOT_HELD_MS);
      expectHealthy(health, { whileRendering: holds });
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

    // A day later (and after any restart) the outbox worker leaves it, without rendering it again: staff
    // fix the template and send it again.
    clock = new Date(NOW.getTime() + 86_400_000);
    const rendersBefore = renders.started;
    expect(await run()).toBe(0);
    expect(renders.started).toBe(rendersBefore);
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
