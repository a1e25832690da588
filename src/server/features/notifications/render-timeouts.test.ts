import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mailer, MailMessage } from '../../adapters/mailer';
import { emailConfigs } from '../../db/schema/notifications';
import { outboxMessages } from '../../db/schema/outbox';
import { book, bookingRequest, homeEvent, NOW, offeredSlots, packageIds } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS, UNTIL_SENT_MAX_DELAY_MS } from '../outbox';
import type { LinkSecrets } from './notices';
import { sendDueMessages } from './worker';

// DESIGN §8.9 "No email is lost to a busy machine". The template process is made to answer every render
// with its hard stop, as on a machine too busy for it to answer within RENDER_TIMEOUT_MS: nothing here
// depends on the machine's real load.
const machine = vi.hoisted(() => ({ busy: false, processRenders: 0 }));
vi.mock('./template-runner', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./template-runner')>();
  return {
    ...actual,
    runTemplateProgram: (...args: Parameters<typeof actual.runTemplateProgram>) => {
      machine.processRenders += 1;
      if (!machine.busy) return actual.runTemplateProgram(...args);
      return Promise.resolve({ stopped: { line: null, reason: actual.TIMED_OUT_REASON } });
    },
  };
});

let t: TestApp;
let clock: Date;
let slots: { id: number }[];
let nextSlot = 0;
let originals: { id: number; configValue: string }[];
const sent: MailMessage[] = [];
/** The mail server: accepts, or refuses the connection. */
const mailServer = { down: false };
const mailer: Mailer = {
  kind: 'file',
  send: async (message) => {
    if (mailServer.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    sent.push(message);
    return { messageId: message.messageId, response: 'ok' };
  },
  close: () => {},
};
const silentLog = { warn: () => {}, info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
const runWorker = () => sendDueMessages({ db: t.db, mailer, config: t.config, log: silentLog, now: () => clock });

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  slots = await offeredSlots(t, (await homeEvent(t)).id);
  originals = await t.db.select({ id: emailConfigs.id, configValue: emailConfigs.configValue }).from(emailConfigs);
});
afterAll(() => t.close());
beforeEach(async () => {
  for (const { id, configValue } of originals) {
    await t.db.update(emailConfigs).set({ configValue }).where(eq(emailConfigs.id, id));
  }
  await t.db.delete(outboxMessages);
  Object.assign(machine, { busy: false, processRenders: 0 });
  mailServer.down = false;
  sent.length = 0;
  clock = new Date(NOW.getTime() + 1_000);
});

/** A booking whose confirmation (the email, with the hold's code) is due: its outbox row. */
async function bookedConfirmation() {
  const eventId = (await homeEvent(t)).id;
  const { premium } = await packageIds(t);
  const timeslotId = slots[nextSlot++ % slots.length]!.id;
  const booked = await book(t, bookingRequest({ eventId, packageId: premium, timeslotId }));
  expect(booked.statusCode).toBe(201);
  const registrationId: string = booked.json().data.id;
  return async () =>
    (
      await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.registrationId, registrationId), eq(outboxMessages.channel, 'email')))
    )[0]!;
}

describe('a render time-out', () => {
  it('of a stock email is retried and the email is sent', async () => {
    const confirmation = await bookedConfirmation();
    const { verificationCode } = (await confirmation()).linkSecrets as LinkSecrets;
    expect(verificationCode).toMatch(/^\d{6}$/);

    machine.busy = true;
    expect(await runWorker()).toBe(0);
    const stopped = await confirmation();
    expect(stopped).toMatchObject({ status: 'pending', attempts: 1 });
    expect(stopped.nextAttemptAt.getTime() - clock.getTime()).toBe(RETRY_DELAYS_MS[0]);
    expect(stopped.lastError).toMatch(/^Stopped 1 time in a row: EMAIL_CONFIRMATION_SUBJECT: .*Timed out/);

    // The machine is as busy a minute later: the stock templates render in the server's process instead.
    clock = stopped.nextAttemptAt;
    machine.processRenders = 0;
    expect(await runWorker()).toBe(1);
    expect(machine.processRenders).toBe(0);
    expect(await confirmation()).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^Your health screening booking HS/);
    expect(sent[0]!.html).toContain('Thank you for booking your home based health screening');
    expect(sent[0]!.html).toContain(verificationCode);
  });

  it('of a stock email never fails it: past the tries of a send failure, it is tried again within minutes', async () => {
    const confirmation = await bookedConfirmation();
    // Its last try but one, after the mail server could not be reached.
    mailServer.down = true;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      expect(await runWorker()).toBe(0);
      clock = (await confirmation()).nextAttemptAt;
    }
    expect(await confirmation()).toMatchObject({ status: 'pending', attempts: MAX_ATTEMPTS - 1 });

    mailServer.down = false;
    machine.busy = true;
    expect(await runWorker()).toBe(0);
    const stopped = await confirmation();
    expect(stopped).toMatchObject({ status: 'pending', attempts: MAX_ATTEMPTS });
    expect(stopped.nextAttemptAt.getTime() - clock.getTime()).toBe(UNTIL_SENT_MAX_DELAY_MS);

    clock = stopped.nextAttemptAt;
    expect(await runWorker()).toBe(1);
    expect(await confirmation()).toMatchObject({ status: 'sent', attempts: MAX_ATTEMPTS + 1 });
  });

  it('of a staff template is tried again in the template process only, counted while tries keep timing out', async () => {
    for (const [key, value] of [
      ['EMAIL_CONFIRMATION_SUBJECT', 'See you soon, <%= registration.firstName %>'],
      ['EMAIL_CONFIRMATION_TEMPLATE', '<p>Dear <%= registration.firstName %>, see you soon.</p>'],
    ]) {
      await t.db.update(emailConfigs).set({ configValue: value }).where(eq(emailConfigs.configKey, key!));
    }
    const confirmation = await bookedConfirmation();
    const tryAgain = async () => {
      clock = (await confirmation()).nextAttemptAt;
      return runWorker();
    };

    machine.busy = true;
    expect(await runWorker()).toBe(0);
    expect((await confirmation()).lastError).toMatch(/^Stopped 1 time in a row: EMAIL_CONFIRMATION_SUBJECT: /);
    // Not rendered in the server's process, as a stock template would be now: stopped again.
    expect(await tryAgain()).toBe(0);
    expect(await confirmation()).toMatchObject({ status: 'pending', attempts: 2 });
    expect((await confirmation()).lastError).toMatch(/^Stopped 2 times in a row: EMAIL_CONFIRMATION_SUBJECT: /);

    // A send failure in between: the time-outs are counted from 1 again, so the 4th try is not the last.
    machine.busy = false;
    mailServer.down = true;
    expect(await tryAgain()).toBe(0);
    expect((await confirmation()).lastError).toContain('ECONNREFUSED');
    machine.busy = true;
    mailServer.down = false;
    expect(await tryAgain()).toBe(0);
    expect(await confirmation()).toMatchObject({ status: 'pending', attempts: 4 });
    expect((await confirmation()).lastError).toMatch(/^Stopped 1 time in a row: /);

    machine.busy = false;
    expect(await tryAgain()).toBe(1);
    expect(sent[0]!.subject).toBe('See you soon, Tan');
  });
});
