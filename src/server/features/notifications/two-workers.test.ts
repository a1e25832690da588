import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMailer } from '../../adapters/mailer';
import { createTwilioTextSender, type TextSender } from '../../adapters/texts';
import type { Database, DatabaseHandle } from '../../db/client';
import { outboxMessages } from '../../db/schema/outbox';
import { bookingSetup, NOW } from '../../testing/bookings';
import {
  FAKE_SMS_FROM,
  FAKE_TWILIO_ACCOUNT_SID,
  FAKE_TWILIO_AUTH_TOKEN,
  startFakeTwilio,
} from '../../testing/fake-twilio';
import { openSecondInstance, raceDescribe } from '../../testing/race-database';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type SmtpPeer, startSmtpPeer } from './smtp-peer';
import { sendDueMessages } from './worker';

// Two instances draining one outbox at once, on PostgreSQL: each worker has its own connection pool, as
// two servers behind a load balancer would, and every message reaches the mail server exactly once.
const describeRace = await raceDescribe();

const MESSAGES = 100;
const silent = { warn: () => {}, info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

let t: TestApp;
let peer: SmtpPeer;
let second: DatabaseHandle;

/** One instance's worker, run in small batches until nothing is due; answers how many it sent. */
async function drain(db: Database, texts?: TextSender) {
  const mailer = createMailer(t.config);
  let sent = 0;
  for (;;) {
    const count = await sendDueMessages({
      db,
      mailer,
      texts,
      config: t.config,
      log: silent,
      now: () => NOW,
      batchSize: 3,
    });
    if (count === 0) return sent;
    sent += count;
  }
}

describeRace('two outbox workers', () => {
  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp({ now: NOW, config: { SMTP_URL: peer.url }, race: true });
    second = await openSecondInstance(t.db);
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await peer?.close();
  });

  it(`two workers on one database send each of ${MESSAGES} messages exactly once`, async () => {
    const { createBooking } = await bookingSetup(t);
    const registrationId = (await createBooking()).id;
    // The booking's own confirmation plus 99 more about it, each its own message.
    await t.db.insert(outboxMessages).values(
      Array.from({ length: MESSAGES - 1 }, (_, index) => ({
        kind: 'confirmation',
        registrationId,
        dedupeKey: `load-test:${index}`,
        toAddress: 'load@example.com',
        subject: '',
        html: '',
        nextAttemptAt: NOW,
        createdAt: NOW,
      })),
    );

    const [first, other] = await Promise.all([drain(t.db), drain(second.db)]);
    expect(first + other).toBe(MESSAGES);
    // Both took part (each claims in small batches while the other sends).
    expect(first).toBeGreaterThan(0);
    expect(other).toBeGreaterThan(0);

    const mails = await peer.waitFor(MESSAGES);
    const ids = mails.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(MESSAGES);
    expect(ids).toHaveLength(MESSAGES);
    const rows = await t.db
      .select({ status: outboxMessages.status, attempts: outboxMessages.attempts })
      .from(outboxMessages)
      .where(eq(outboxMessages.channel, 'email'));
    expect(rows).toHaveLength(MESSAGES);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  }, 120_000);

  it(`two workers send each of ${MESSAGES} texts to Twilio exactly once`, async () => {
    const twilio = await startFakeTwilio();
    try {
      const texts = createTwilioTextSender({
        TWILIO_ACCOUNT_SID: FAKE_TWILIO_ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: FAKE_TWILIO_AUTH_TOKEN,
        SMS_FROM: FAKE_SMS_FROM,
        WHATSAPP_FROM: undefined,
        TWILIO_API_BASE: twilio.url,
        SMS_ALLOWED_COUNTRY_CODES: ['65'],
      });
      await t.db.delete(outboxMessages);
      const { createBooking } = await bookingSetup(t);
      const registrationId = (await createBooking()).id;
      await t.db.delete(outboxMessages);
      await t.db.insert(outboxMessages).values(
        Array.from({ length: MESSAGES }, (_, index) => ({
          channel: 'sms',
          kind: 'on-my-way',
          registrationId,
          dedupeKey: `text-load-test:${index}`,
          toAddress: '',
          subject: '',
          html: '',
          variables: { minutes: String(index + 1) },
          nextAttemptAt: NOW,
          createdAt: NOW,
        })),
      );
      const [first, other] = await Promise.all([drain(t.db, texts), drain(second.db, texts)]);
      expect(first + other).toBe(MESSAGES);
      expect(first).toBeGreaterThan(0);
      expect(other).toBeGreaterThan(0);
      // Each text reached Twilio once: every minutes value exactly once.
      expect(twilio.messages).toHaveLength(MESSAGES);
      const minutes = twilio.messages.map((message) => /about (\d+) minutes/.exec(message.body)?.[1]);
      expect(new Set(minutes).size).toBe(MESSAGES);
      const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'sms'));
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1 && row.providerMessageId)).toBe(true);
    } finally {
      await twilio.close();
    }
  }, 120_000);
});
