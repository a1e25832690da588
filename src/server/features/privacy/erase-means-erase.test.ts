import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERASED_NAME, PERSON_MOBILE_INVALID_MESSAGE } from '@domain/privacy/personal-data';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, emlFileName, outboxFolder } from '../../adapters/mailer';
import { createTextSender, textFileName } from '../../adapters/texts';
import { auditLog } from '../../db/schema/audit-log';
import { participants, registrations } from '../../db/schema/bookings';
import { events, packages } from '../../db/schema/events';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { outboxMessages } from '../../db/schema/outbox';
import { waitlistEntries } from '../../db/schema/waitlist';
import { adminApi, freshAddress, signInAdmin } from '../../testing/admin';
import {
  type BookingSetup,
  book,
  bookingRequest,
  bookingSetup,
  householdMember,
  NOW,
  testNric,
} from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sendDueMessages } from '../notifications';
import { messageIdOf, textMessageKeyOf } from '../outbox';
import { vacuumErasedRows } from './vacuum';

// DESIGN §8.9 "Erase means erase": erase and export find a person by the normalised keys of their email
// and mobile (§8.2), and erasing also removes the answers stored for retried booking requests and every
// message to them, rows and files. And the 409 while a visit is ahead holds for a single visit.

const silent = { warn: () => {}, info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

let t: TestApp;
let api: ReturnType<typeof adminApi>;
let setup: BookingSetup;
let dataDir: string;

const exportFor = (query: Record<string, string>) =>
  api('GET', `/personal-data?${new URLSearchParams(query).toString()}`);
const erase = (body: object) => api('POST', '/personal-data/erase', body);
const registrationRow = async (id: string) =>
  (await t.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;
const references = (res: { json(): { data: { bookings: { referenceNumber: string }[] } } }) =>
  res
    .json()
    .data.bookings.map((booking) => booking.referenceNumber)
    .sort();

async function cancel(id: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/registrations/${id}/cancel`,
    remoteAddress: freshAddress(),
  });
  expect(res.statusCode).toBe(200);
}

/** Sends every due message, as the worker does without SMTP_URL and Twilio: .eml and .txt files. */
async function sendEverything() {
  const mailer = createMailer(t.config);
  const texts = createTextSender(t.config);
  while ((await sendDueMessages({ db: t.db, mailer, texts, config: t.config, log: silent, now: () => NOW })) > 0) {}
}

/** The outbox rows sent to this address or number as stored, and the files the file outboxes wrote for them. */
async function messagesTo(toAddress: string) {
  const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, toAddress));
  const files = rows.map((row) =>
    row.channel === 'email'
      ? path.join(outboxFolder(dataDir), emlFileName(messageIdOf(row, t.config.PUBLIC_BASE_URL)))
      : path.join(outboxFolder(dataDir), row.channel, textFileName(textMessageKeyOf(row))),
  );
  return { rows, files };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'erase-means-erase-'));
  t = await createTestApp({ now: NOW, config: { DATA_DIR: dataDir } });
  api = adminApi(await signInAdmin(t), { prefix: '/api/admin' });
  setup = await bookingSetup(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('erasing while a visit is ahead', () => {
  it('is refused with 409 for a single visit ahead too, and changes nothing', async () => {
    const person = { identificationNumber: testNric(9_200_001), email: 'single.visit@example.com' };
    // One booking of theirs is cancelled (erasable), the other still ahead: exactly one visit ahead.
    const cancelled = await setup.createBooking({ ...person, mobileNumber: '81200001' });
    await cancel(cancelled.id);
    const ahead = await setup.createBooking({ ...person, mobileNumber: '81200002' });
    const before = await Promise.all([registrationRow(cancelled.id), registrationRow(ahead.id)]);

    const res = await erase({ identificationNumber: person.identificationNumber });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `The visit of booking ${ahead.reference_number} is still ahead: cancel it before erasing.`,
    );
    expect(await Promise.all([registrationRow(cancelled.id), registrationRow(ahead.id)])).toEqual(before);
  });
});

describe('a Gmail address, however it is spelt', () => {
  it('finds and erases the booking, and deletes the emails to every spelling of the address, rows and files', async () => {
    const booked = await setup.createBooking({
      identificationNumber: testNric(9_200_011),
      email: 'Tan.Mei.Ling+clinic@gmail.com',
      mobileNumber: '81200011',
    });
    // An email to another spelling of the same mailbox that names no booking of theirs (an old address).
    await t.db.insert(outboxMessages).values({
      kind: 'contact-changed',
      toAddress: 'tanmeiling@googlemail.com',
      subject: 'Your contact details changed',
      html: '<p>Tan Mei Ling</p>',
      status: 'sent',
    });
    await sendEverything();
    // The files of what was sent: the cancellation below adds a row of its own, not sent yet.
    const own = await messagesTo('Tan.Mei.Ling+clinic@gmail.com');
    const old = await messagesTo('tanmeiling@googlemail.com');
    expect(own.rows.length).toBeGreaterThan(0);
    expect(own.files.every((file) => existsSync(file))).toBe(true);
    await cancel(booked.id);
    const stranger = await setup.createBooking({
      identificationNumber: testNric(9_200_012),
      email: 'tanmei@gmail.com',
    });

    const found = await exportFor({ email: 'TANMEILING@gmail.com' });
    expect(found.statusCode).toBe(200);
    expect(references(found)).toEqual([booked.reference_number]);
    expect(found.json().data.messages.map((message: { toAddress: string }) => message.toAddress)).toContain(
      'tanmeiling@googlemail.com',
    );

    const res = await erase({ email: 't.a.n.m.e.i.l.i.n.g+privacy@gmail.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ erasedBookings: 1, referenceNumbers: [booked.reference_number] });
    expect(await registrationRow(booked.id)).toMatchObject({ firstName: ERASED_NAME, email: '', emailKey: null });
    expect((await messagesTo('Tan.Mei.Ling+clinic@gmail.com')).rows).toEqual([]);
    expect((await messagesTo('tanmeiling@googlemail.com')).rows).toEqual([]);
    expect([...own.files, ...old.files].some((file) => existsSync(file))).toBe(false);
    // Someone else's mailbox is another key: kept.
    expect((await registrationRow(stranger.id)).email).toBe('tanmei@gmail.com');
  });
});

describe('a mobile number', () => {
  it('is asked for with enough digits to name one person (400 otherwise)', async () => {
    for (const mobileNumber of ['9123', 'not a number']) {
      const res = await exportFor({ mobileNumber });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(PERSON_MOBILE_INVALID_MESSAGE);
    }
  });

  it('finds and erases the bookings, household rows, waitlist entries and texts of the number, however it is written', async () => {
    const person = { mobile: '81200021', e164: '+6581200021' };
    const own = await setup.createBooking({ identificationNumber: testNric(9_200_021), mobileNumber: person.mobile });
    const theirs = await setup.createBooking({
      identificationNumber: testNric(9_200_022),
      mobileNumber: '81200022',
      participants: [householdMember(setup.pkg.premium, 'Priya')],
    });
    // Their number as a household member gave it later, in another spelling.
    const [member] = await t.db
      .update(participants)
      .set({ mobileNumber: '+65 8120-0021' })
      .where(eq(participants.registrationId, theirs.id))
      .returning({ id: participants.id });
    const [event] = await t.db.select().from(events).where(eq(events.id, setup.eventId));
    const [pkg] = await t.db.select().from(packages).where(eq(packages.id, setup.pkg.premium));
    const [entry] = await t.db
      .insert(waitlistEntries)
      .values({
        eventId: event!.id,
        packageId: pkg!.id,
        persons: 1,
        region: 'central',
        postalCode: '238801',
        dateFrom: '2026-12-01',
        dateTo: '2026-12-10',
        timeOfDay: 'any',
        firstName: 'Priya',
        lastName: 'Nair',
        email: 'priya.waiting@example.com',
        mobileNumber: '(65) 8120 0021',
        gender: 'female',
        identificationNumber: testNric(9_200_023),
        address: '1 Orchard Road',
        emailKey: 'priya.waiting@example.com',
        mobileKey: '6581200021',
        idKey: testNric(9_200_023),
        leaveTokenHash: 'not-a-real-hash',
        status: 'left',
      })
      .returning({ id: waitlistEntries.id });
    // A text to the number that names no booking of theirs (sent to it as an old number).
    await t.db.insert(outboxMessages).values({
      channel: 'sms',
      kind: 'contact-changed',
      toAddress: person.e164,
      subject: '',
      html: 'Your contact details changed',
      status: 'sent',
    });
    await sendEverything();
    // The booking's texts went to the number as sent (E.164), each as a .txt file.
    const texts = await messagesTo(person.e164);
    const sentTexts = texts.files.filter((_, index) => texts.rows[index]!.registrationId === own.id);
    expect(sentTexts.length).toBeGreaterThan(0);
    expect(sentTexts.every((file) => existsSync(file))).toBe(true);
    await Promise.all([cancel(own.id), cancel(theirs.id)]);

    const found = await exportFor({ mobileNumber: '+65 8120 0021' });
    expect(found.statusCode).toBe(200);
    expect(references(found)).toEqual([own.reference_number, theirs.reference_number].sort());
    expect(found.json().data.query).toEqual({ identificationNumber: null, email: null, mobileNumber: '+65 8120 0021' });
    expect(found.json().data.waitlist.map((row: { id: number }) => row.id)).toEqual([entry!.id]);

    const res = await erase({ mobileNumber: '8120 0021' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ erasedBookings: 2, erasedHouseholdMembers: 1 });
    expect(await registrationRow(own.id)).toMatchObject({ mobileNumber: '', mobileKey: null });
    const [memberAfter] = await t.db.select().from(participants).where(eq(participants.id, member!.id));
    expect(memberAfter).toMatchObject({ firstName: ERASED_NAME, mobileNumber: null });
    // The booking's own person in someone else's booking stays.
    expect((await registrationRow(theirs.id)).mobileNumber).toBe('81200022');
    expect(await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entry!.id))).toEqual([]);
    expect((await messagesTo(person.e164)).rows).toEqual([]);
    expect(texts.files.some((file) => existsSync(file))).toBe(false);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'erase-personal-data'), eq(auditLog.entity, 'personal-data')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.changes).toMatchObject({ searchedBy: ['mobileNumber'] });
    expect(JSON.stringify(audit!.changes)).not.toContain('8120');
  });
});

describe('stored answers of booking requests', () => {
  it("are deleted with the person's bookings, and nobody else's", async () => {
    const key = 'erase-means-erase-1';
    const mine = bookingRequest({
      eventId: setup.eventId,
      packageId: setup.pkg.premium,
      timeslotId: setup.slots.next(),
      identificationNumber: testNric(9_200_031),
      email: 'answer.kept@example.com',
      mobileNumber: '81200031',
    });
    const booked = await book(t, mine, { 'idempotency-key': key });
    expect(booked.statusCode).toBe(201);
    const theirs = bookingRequest({
      eventId: setup.eventId,
      packageId: setup.pkg.premium,
      timeslotId: setup.slots.next(),
    });
    expect((await book(t, theirs, { 'idempotency-key': `${key}-other` })).statusCode).toBe(201);
    const stored = () =>
      t.db
        .select({ key: idempotencyKeys.key })
        .from(idempotencyKeys)
        .where(inArray(idempotencyKeys.key, [key, `${key}-other`]));
    expect((await stored()).map((row) => row.key).sort()).toEqual([key, `${key}-other`]);
    await cancel(booked.json().data.id);

    const res = await erase({ email: 'answer.kept@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ erasedBookings: 1, erasedStoredAnswers: 1 });
    expect((await stored()).map((row) => row.key)).toEqual([`${key}-other`]);
  });
});

describe("the erased rows' old versions", () => {
  it('are vacuumed after an erasure: the statement runs on this database', async () => {
    expect(await vacuumErasedRows(t.db)).toBe(true);
  });
});
