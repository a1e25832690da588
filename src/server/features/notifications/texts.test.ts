import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMS_OPT_OUT_LINE } from '@domain/notifications/text-messages';
import { singaporeDateTime } from '@domain/shared/dates';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../../adapters/mailer';
import { createFileTextSender, createTwilioTextSender, type TextSender } from '../../adapters/texts';
import { loadConfig } from '../../config';
import { registrations } from '../../db/schema/bookings';
import { emailConfigs, smsOptOuts } from '../../db/schema/notifications';
import { outboxMessages } from '../../db/schema/outbox';
import { signInAdmin } from '../../testing/admin';
import { book, bookingRequest, homeEvent, NOW, offeredSlots, packageIds } from '../../testing/bookings';
import {
  FAKE_SMS_FROM,
  FAKE_TWILIO_ACCOUNT_SID,
  FAKE_TWILIO_AUTH_TOKEN,
  FAKE_WHATSAPP_FROM,
  type FakeTwilio,
  startFakeTwilio,
} from '../../testing/fake-twilio';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { cancelBooking } from '../bookings';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from '../outbox';
import { refundsFor } from '../payments';
import { findReceiptData } from '../receipts';
import { freedVisitOffers } from '../waitlist-offers';
import { queueDueReminders } from './reminders';
import { sendDueMessages } from './worker';

// Texts (DESIGN §8.5) against a local fake of Twilio's API: what is sent, to whom, once; retries;
// STOP and START; signed callbacks only; reminders withdrawn on cancel and sent once on a fake clock.

const BASE_URL = 'https://book.example.sg';
const quiet = { warn: () => {}, info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
const mailer: Mailer = {
  kind: 'file',
  send: async (message) => ({ messageId: message.messageId, response: 'dropped' }),
  close: () => {},
};

let t: TestApp;
let twilio: FakeTwilio;
let texts: TextSender;
let clock: Date;
let eventId: number;
let pkg: Awaited<ReturnType<typeof packageIds>>;
let slots: { id: number }[];
let nextSlot = 0;

const setClock = (date: Date) => {
  clock = date;
  t.setNow(date);
};
const runWorker = (sender: TextSender = texts) =>
  sendDueMessages({ db: t.db, mailer, texts: sender, config: t.config, log: quiet, now: () => clock });

beforeAll(async () => {
  twilio = await startFakeTwilio();
  t = await createTestApp({
    now: NOW,
    config: {
      PUBLIC_BASE_URL: BASE_URL,
      TWILIO_ACCOUNT_SID: FAKE_TWILIO_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: FAKE_TWILIO_AUTH_TOKEN,
      SMS_FROM: FAKE_SMS_FROM,
      WHATSAPP_FROM: FAKE_WHATSAPP_FROM,
      TWILIO_API_BASE: twilio.url,
    },
  });
  texts = createTwilioTextSender(t.config);
  eventId = (await homeEvent(t)).id;
  pkg = await packageIds(t);
  slots = await offeredSlots(t, eventId);
});
afterAll(async () => {
  await t.close();
  await twilio.close();
});
beforeEach(async () => {
  setClock(NOW);
  await t.db.delete(outboxMessages);
  await t.db.delete(smsOptOuts);
  await t.db.update(emailConfigs).set({ configValue: 'sms' }).where(eq(emailConfigs.configKey, 'TEXT_MESSAGE_CHANNEL'));
  twilio.messages.length = 0;
});

let nextPhone = 0;
async function bookOne(overrides: Record<string, unknown> = {}) {
  const timeslotId = slots[nextSlot++ % slots.length]!.id;
  // Each booking its own mobile, so opt-outs of one test touch no other.
  const mobileNumber = `9${String(1_000_000 + nextPhone++).padStart(7, '0')}`;
  const res = await book(t, {
    ...bookingRequest({ eventId, packageId: pkg.premium, timeslotId }),
    mobileNumber,
    ...overrides,
  });
  expect(res.statusCode).toBe(201);
  const data = res.json().data as { id: string; reference_number: string };
  return { ...data, mobileNumber, e164: `+65${mobileNumber}` };
}

const textRows = (registrationId: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.registrationId, registrationId), eq(outboxMessages.channel, 'sms')));

async function inbound(params: Record<string, string>, options: { token?: string; path?: string } = {}) {
  const url = `${BASE_URL}${options.path ?? '/api/sms/inbound'}`;
  const { payload, headers } = twilio.signedPost(url, params, options.token);
  return t.app.inject({ method: 'POST', url: options.path ?? '/api/sms/inbound', payload, headers });
}

describe('texts through Twilio', () => {
  it('sends the confirmation to the mobile in E.164 with the reference, the visit and the manage link, once', async () => {
    const booking = await bookOne();
    expect(await runWorker()).toBe(2);
    expect(await runWorker()).toBe(0);
    expect(twilio.messages).toHaveLength(1);
    const [message] = twilio.messages;
    const receipt = (await findReceiptData(t.db, booking.id))!;
    expect(message).toMatchObject({
      to: booking.e164,
      from: FAKE_SMS_FROM,
      statusCallback: `${BASE_URL}/api/sms/status`,
    });
    expect(message!.body).toContain(booking.reference_number);
    expect(message!.body).toContain(`${BASE_URL}/booking/manage/${booking.reference_number}#token=`);
    expect(message!.body).toMatch(new RegExp(receipt.visitDate.slice(8, 10).replace(/^0/, '')));
    expect(message!.body.endsWith(SMS_OPT_OUT_LINE)).toBe(true);
    const [row] = await textRows(booking.id);
    expect(row).toMatchObject({
      status: 'sent',
      channel: 'sms',
      toAddress: booking.e164,
      providerMessageId: message!.sid,
    });
    // The token was for this message alone: cleared once sent.
    expect(row!.linkSecrets).toBeNull();
  });

  it('leads the confirmation text of a held visit with its deadline and the code the email carries', async () => {
    const booking = await bookOne();
    const [email] = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.registrationId, booking.id), eq(outboxMessages.channel, 'email')));
    const code = (email!.linkSecrets as { verificationCode?: string }).verificationCode;
    expect(code).toMatch(/^\d{6}$/);
    await runWorker();
    const [message] = twilio.messages;
    expect(message!.body).toMatch(
      new RegExp(`^Keep your visit: your code is ${code}\\. Enter it by \\d{1,2}:\\d{2} [AP]M today, or pay by then`),
    );
    expect(message!.body).toContain(`${BASE_URL}/booking/verify/${booking.reference_number}#code=${code}`);
    // The payment deadline the template names comes second, once the code is entered it is the one.
    expect(message!.body.indexOf('Keep your visit')).toBeLessThan(message!.body.indexOf('Please pay by'));
    const [row] = await textRows(booking.id);
    expect(row!.linkSecrets).toBeNull();
  });

  it('sends nothing by text when the customer unticked "Send me SMS reminders"', async () => {
    const booking = await bookOne({ smsReminders: false });
    await runWorker();
    expect(await textRows(booking.id)).toHaveLength(0);
    expect(twilio.messages).toHaveLength(0);
  });

  it('refuses a smsReminders that is not true or false, with a 400 and no booking', async () => {
    const timeslotId = slots[nextSlot++ % slots.length]!.id;
    const res = await book(t, {
      ...bookingRequest({ eventId, packageId: pkg.premium, timeslotId }),
      smsReminders: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/smsReminders/);
  });

  it('retries with back-off while Twilio fails, then marks the text failed for staff to resend', async () => {
    const booking = await bookOne();
    twilio.failNext({ status: 503, code: 20503, message: 'Service unavailable' }, MAX_ATTEMPTS);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await runWorker();
      const [row] = await textRows(booking.id);
      expect(row!.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(row!.status).toBe('pending');
        expect(row!.nextAttemptAt.getTime() - clock.getTime()).toBe(RETRY_DELAYS_MS[attempt - 1]);
        setClock(row!.nextAttemptAt);
      } else {
        expect(row!.status).toBe('failed');
        expect(row!.lastError).toContain('Twilio 503');
      }
    }
    expect(twilio.messages).toHaveLength(0);

    // Staff see it with the failed emails, and send it again.
    const admin = await signInAdmin(t);
    const failed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/email-outbox?status=failed',
      headers: admin.headers,
    });
    const item = (failed.json().data as { id: number; channel: string }[]).find((row) => row.channel === 'sms');
    expect(item).toBeDefined();
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/email-outbox/${item!.id}/resend`,
      headers: admin.headers,
    });
    expect(resent.statusCode).toBe(200);
    expect(await runWorker()).toBe(1);
    expect(twilio.messages).toHaveLength(1);
  });

  it('does not retry a number Twilio refuses for good (400)', async () => {
    const booking = await bookOne();
    twilio.failNext({ status: 400, code: 21211, message: "The 'To' number is not a valid phone number." });
    await runWorker();
    const [row] = await textRows(booking.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('uses WhatsApp where staff switch it on', async () => {
    await t.db
      .update(emailConfigs)
      .set({ configValue: 'whatsapp' })
      .where(eq(emailConfigs.configKey, 'TEXT_MESSAGE_CHANNEL'));
    const booking = await bookOne();
    await runWorker();
    expect(twilio.messages[0]).toMatchObject({
      to: `whatsapp:${booking.e164}`,
      from: `whatsapp:${FAKE_WHATSAPP_FROM}`,
    });
    expect(twilio.messages[0]!.body).not.toContain(SMS_OPT_OUT_LINE);
    const [row] = await textRows(booking.id).then(() =>
      t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.registrationId, booking.id), eq(outboxMessages.channel, 'whatsapp'))),
    );
    expect(row).toMatchObject({ status: 'sent' });
  });
});

describe('STOP and START', () => {
  it('STOP opts the number out of every text, START back in', async () => {
    const booking = await bookOne();
    const stop = await inbound({ From: booking.e164, Body: ' stop ', MessageSid: 'SMin1' });
    expect(stop.statusCode).toBe(200);
    expect(stop.headers['content-type']).toMatch(/text\/xml/);
    await runWorker();
    expect(twilio.messages).toHaveLength(0);
    const [row] = await textRows(booking.id);
    expect(row).toMatchObject({ status: 'skipped', lastError: 'opted out (STOP)' });

    // Another booking of the same number: still nothing.
    const again = await bookOne({ mobileNumber: booking.mobileNumber });
    await runWorker();
    expect(twilio.messages).toHaveLength(0);

    const start = await inbound({ From: booking.e164, Body: 'START', MessageSid: 'SMin2' });
    expect(start.statusCode).toBe(200);
    const ctx = { ...t.app.ctx, now: () => clock };
    await cancelBooking(ctx, {
      registrationId: again.id,
      actor: 'system',
      by: 'staff',
      refunds: refundsFor(ctx),
      freedVisits: freedVisitOffers,
    });
    await runWorker();
    expect(twilio.messages.map((message) => message.to)).toEqual([booking.e164]);
    expect(twilio.messages[0]!.body).toContain('cancelled');
  });

  it('refuses a post without a valid Twilio signature with 403 and changes nothing', async () => {
    const booking = await bookOne();
    const forged = await inbound({ From: booking.e164, Body: 'STOP' }, { token: 'not-the-auth-token' });
    expect(forged.statusCode).toBe(403);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      payload: `From=${encodeURIComponent(booking.e164)}&Body=STOP`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json().message).toMatch(/X-Twilio-Signature/);
    const status = await inbound(
      { MessageSid: 'SM1', MessageStatus: 'failed' },
      { token: 'wrong', path: '/api/sms/status' },
    );
    expect(status.statusCode).toBe(403);
    expect(await t.db.select().from(smsOptOuts)).toHaveLength(0);
  });

  it('records delivery reports; an undelivered text becomes failed; a late report does not go back', async () => {
    const booking = await bookOne();
    await runWorker();
    const sid = twilio.messages[0]!.sid;
    const report = (MessageStatus: string, extra: Record<string, string> = {}) =>
      inbound({ MessageSid: sid, MessageStatus, ...extra }, { path: '/api/sms/status' });
    expect((await report('sent')).json().data).toEqual({ received: true, updated: true });
    expect((await report('undelivered', { ErrorCode: '30003' })).statusCode).toBe(200);
    expect((await report('sent')).statusCode).toBe(200);
    const [row] = await textRows(booking.id);
    expect(row).toMatchObject({ deliveryStatus: 'undelivered', status: 'failed' });
    expect(row!.lastError).toContain('30003');
    const unknown = await inbound({ MessageSid: 'SMunknown', MessageStatus: 'delivered' }, { path: '/api/sms/status' });
    expect(unknown.json().data).toEqual({ received: true, updated: false });
  });
});

describe('reminders by text', () => {
  it('are sent once, at 10:00 Singapore time the day before, on a fake clock', async () => {
    const booking = await bookOne();
    await runWorker();
    twilio.messages.length = 0;
    const visit = singaporeDateTime((await findReceiptData(t.db, booking.id))!.visitDate, '00:00');
    const dayBefore = (hh: number) => new Date(visit.getTime() - 24 * 3_600_000 + hh * 3_600_000);
    setClock(new Date(dayBefore(10).getTime() - 60_000));
    await queueDueReminders(t.db, clock, t.config.SMS_ALLOWED_COUNTRY_CODES);
    expect(await runWorker()).toBe(0);
    for (const hour of [10, 11, 15]) {
      setClock(dayBefore(hour));
      await queueDueReminders(t.db, clock, t.config.SMS_ALLOWED_COUNTRY_CODES);
      await runWorker();
    }
    // Other tests' bookings visiting that day are reminded too: this one's number gets exactly one.
    const reminders = twilio.messages.filter((message) => message.to === booking.e164);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.body).toContain('tomorrow');
  });

  it('are withdrawn when the booking is cancelled before they go', async () => {
    const booking = await bookOne();
    await runWorker();
    twilio.messages.length = 0;
    const visit = singaporeDateTime((await findReceiptData(t.db, booking.id))!.visitDate, '00:00');
    setClock(new Date(visit.getTime() - 14 * 3_600_000));
    // Twilio is down at 10:00: the reminder waits for its retry...
    twilio.failNext({ status: 500, code: 20500, message: 'Internal error' }, 1, booking.e164);
    await queueDueReminders(t.db, clock, t.config.SMS_ALLOWED_COUNTRY_CODES);
    await runWorker();
    // ...and the clinic cancels the visit meanwhile.
    const ctx = { ...t.app.ctx, now: () => clock };
    await cancelBooking(ctx, {
      registrationId: booking.id,
      actor: 'system',
      by: 'staff',
      refunds: refundsFor(ctx),
      freedVisits: freedVisitOffers,
    });
    setClock(new Date(clock.getTime() + 3_600_000));
    await runWorker();
    const rows = await textRows(booking.id);
    expect(rows.find((row) => row.kind === 'reminder')).toMatchObject({
      status: 'skipped',
      lastError: 'withdrawn: booking cancelled',
    });
    const ours = twilio.messages.filter((message) => message.to === booking.e164);
    expect(ours.map((message) => message.body)).toEqual([expect.stringContaining('cancelled')]);
  });
});

describe('texts only where customers live (DESIGN §8.9)', () => {
  const UK_MOBILE = '+44 7700 900123';
  const messageRows = (registrationId: string) =>
    t.db.select().from(outboxMessages).where(eq(outboxMessages.registrationId, registrationId));

  it('a booking with a +44 mobile gets its confirmation email but no text row, nor a text file', async () => {
    const booking = await bookOne({ mobileNumber: UK_MOBILE });
    expect((await messageRows(booking.id)).map((row) => [row.channel, row.kind])).toEqual([['email', 'confirmation']]);
    const folder = await mkdtemp(path.join(tmpdir(), 'texts-abroad-'));
    expect(await runWorker(createFileTextSender(folder, undefined, t.config.SMS_ALLOWED_COUNTRY_CODES))).toBe(1);
    await expect(readdir(path.join(folder, 'sms'))).rejects.toThrow(/ENOENT/);
    // The booking's later messages too: the cancellation is emailed, not texted.
    const ctx = { ...t.app.ctx, now: () => clock };
    await cancelBooking(ctx, {
      registrationId: booking.id,
      actor: 'system',
      by: 'staff',
      refunds: refundsFor(ctx),
      freedVisits: freedVisitOffers,
    });
    expect(
      (await messageRows(booking.id)).filter((row) => row.kind === 'cancellation').map((row) => row.channel),
    ).toEqual(['email']);
    await runWorker();
    expect(twilio.messages).toHaveLength(0);
  });

  it('a booking with a +65 mobile gets both', async () => {
    const booking = await bookOne({ mobileNumber: '+65 9123 0001' });
    expect((await messageRows(booking.id)).map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    expect(await runWorker()).toBe(2);
    expect(twilio.messages.map((message) => message.to)).toEqual(['+6591230001']);
  });

  it('Twilio refuses a number outside the list whatever queued it: failed with the reason, never retried', async () => {
    const booking = await bookOne();
    // The number changed after the text was queued (as if by a path that did not check).
    await t.db.update(registrations).set({ mobileNumber: UK_MOBILE }).where(eq(registrations.id, booking.id));
    await runWorker();
    const [row] = await textRows(booking.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toBe(
      'Not sent: texts go only to numbers with the country code +65 (SMS_ALLOWED_COUNTRY_CODES)',
    );
    setClock(new Date(clock.getTime() + 4 * 3_600_000));
    await runWorker();
    expect((await textRows(booking.id))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(twilio.messages).toHaveLength(0);
  });

  it('with SMS_ALLOWED_COUNTRY_CODES=65,60 a +60 number gets a text, a +44 one still does not', async () => {
    const allowed = loadConfig({ SMS_ALLOWED_COUNTRY_CODES: '65,60' }).SMS_ALLOWED_COUNTRY_CODES;
    expect(allowed).toEqual(['65', '60']);
    const other = await createTestApp({ now: NOW, config: { ...t.config, SMS_ALLOWED_COUNTRY_CODES: allowed } });
    try {
      const otherEvent = (await homeEvent(other)).id;
      const otherSlots = await offeredSlots(other, otherEvent);
      const otherPkg = await packageIds(other);
      const bookOther = async (mobileNumber: string, index: number) => {
        const request = bookingRequest({
          eventId: otherEvent,
          packageId: otherPkg.premium,
          timeslotId: otherSlots[index]!.id,
        });
        const res = await book(other, { ...request, mobileNumber });
        expect(res.statusCode).toBe(201);
        return (res.json().data as { id: string }).id;
      };
      const malaysian = await bookOther('+60 12 345 6789', 0);
      const british = await bookOther(UK_MOBILE, 1);
      const channels = async (registrationId: string) =>
        (await other.db.select().from(outboxMessages).where(eq(outboxMessages.registrationId, registrationId)))
          .map((row) => row.channel)
          .sort();
      expect(await channels(malaysian)).toEqual(['email', 'sms']);
      expect(await channels(british)).toEqual(['email']);
      await sendDueMessages({
        db: other.db,
        mailer,
        texts: createTwilioTextSender(other.config),
        config: other.config,
        log: quiet,
        now: () => NOW,
      });
      expect(twilio.messages.map((message) => message.to)).toEqual(['+60123456789']);
    } finally {
      await other.close();
    }
  });
});

describe('texts without Twilio', () => {
  it('are written as text files under DATA_DIR/outbox/sms, one per message', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'texts-'));
    const booking = await bookOne();
    await runWorker(createFileTextSender(folder));
    const files = await readdir(path.join(folder, 'sms'));
    expect(files).toHaveLength(1);
    const content = await readFile(path.join(folder, 'sms', files[0]!), 'utf8');
    expect(content).toContain(`To: ${booking.e164}`);
    expect(content).toContain('Kind: confirmation');
    expect(content).toContain(booking.reference_number);
    expect(content.trim().endsWith(SMS_OPT_OUT_LINE)).toBe(true);
  });
});
