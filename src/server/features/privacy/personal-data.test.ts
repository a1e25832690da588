import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRIVACY_NOTICE_VERSION } from '@domain/privacy/notice';
import { ERASED_NAME, PERSON_QUERY_REQUIRED_MESSAGE } from '@domain/privacy/personal-data';
import { addDaysToIsoDate, singaporeDateTime } from '@domain/shared/dates';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, emlFileName, outboxFolder } from '../../adapters/mailer';
import { createTextSender, textFileName } from '../../adapters/texts';
import { auditLog } from '../../db/schema/audit-log';
import { participants, registrations } from '../../db/schema/bookings';
import { outboxMessages } from '../../db/schema/outbox';
import { eventDates, timeslots } from '../../db/schema/timeslots';
import { adminApi, signInAdmin } from '../../testing/admin';
import { type BookingSetup, bookingSetup, householdMember, NOW, testNric } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sendDueMessages } from '../notifications';
import { messageIdOf, textMessageKeyOf } from '../outbox';

const silent = { warn: () => {}, info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

let t: TestApp;
let api: ReturnType<typeof adminApi>;
let setup: BookingSetup;
let dataDir: string;

// The person who asks: the main person of one booking and a household member in someone else's. Two
// sets of such people: the first for the tests that read and refuse, the second for the one that
// erases (what it erases is then no other test's).
const peopleOf = (set: number) => {
  const serial = 9_100_001 + set * 10;
  const mail = (name: string) => (set === 0 ? `${name}@example.com` : `${name}.${set}@example.com`);
  return {
    person: { id: testNric(serial), email: mail('priya.nair'), mobile: String(91_000_001 + set * 10) },
    other: { id: testNric(serial + 1), email: mail('quentin.goh'), mobile: String(91_000_002 + set * 10) },
    stranger: { id: testNric(serial + 2), email: mail('rachel.ong'), mobile: String(91_000_003 + set * 10) },
    memberId: testNric(serial + 3),
  };
};
const { person, other, stranger } = peopleOf(0);
let own: { id: string; reference: string };
let theirs: { id: string; reference: string };
let ownMemberId: string;

const exportFor = (query: string) => api('GET', `/personal-data?${query}`);
const erase = (body: object) => api('POST', '/personal-data/erase', body);
const registrationRow = async (id: string) =>
  (await t.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;
const householdOf = (id: string) => t.db.select().from(participants).where(eq(participants.registrationId, id));

/** The .eml files the outbox wrote for these bookings' messages. */
async function messageFiles(registrationIds: string[]) {
  const rows = await t.db.select().from(outboxMessages).where(inArray(outboxMessages.registrationId, registrationIds));
  return rows.map((row) =>
    row.channel === 'email'
      ? path.join(outboxFolder(dataDir), emlFileName(messageIdOf(row, t.config.PUBLIC_BASE_URL)))
      : path.join(outboxFolder(dataDir), row.channel, textFileName(textMessageKeyOf(row))),
  );
}

/** The bookings of one set of people (peopleOf), and their confirmations sent (.eml and .txt files). */
async function bookThePeople(people: ReturnType<typeof peopleOf>) {
  const { person, other, stranger } = people;
  const booked = async (overrides: Parameters<BookingSetup['createBooking']>[0]) => {
    const booking = await setup.createBooking(overrides);
    return { id: booking.id, reference: booking.reference_number };
  };
  const own = await booked({
    firstName: 'Priya',
    lastName: 'Nair',
    identificationNumber: person.id,
    email: person.email,
    mobileNumber: person.mobile,
    participants: [{ ...householdMember(setup.pkg.premium, 'Siti'), identificationNumber: people.memberId }],
  });
  const theirs = await booked({
    firstName: 'Quentin',
    lastName: 'Goh',
    identificationNumber: other.id,
    email: other.email,
    mobileNumber: other.mobile,
    participants: [
      { ...householdMember(setup.pkg.premium, 'Priya'), lastName: 'Nair', identificationNumber: person.id },
    ],
  });
  const unrelated = await booked({
    firstName: 'Rachel',
    lastName: 'Ong',
    identificationNumber: stranger.id,
    email: stranger.email,
    mobileNumber: stranger.mobile,
  });
  const ownMemberId = String((await householdOf(theirs.id))[0]!.id);
  // The confirmations go out as .eml files and their texts as .txt files, as they do without SMTP_URL and Twilio.
  const mailer = createMailer(t.config);
  const texts = createTextSender(t.config);
  while ((await sendDueMessages({ db: t.db, mailer, texts, config: t.config, log: silent, now: () => NOW })) > 0) {}
  return { own, theirs, unrelated, ownMemberId };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'personal-data-'));
  t = await createTestApp({ now: NOW, config: { DATA_DIR: dataDir } });
  setup = await bookingSetup(t);
  ({ own, theirs, ownMemberId } = await bookThePeople(peopleOf(0)));
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});
// The clock of the bookings, and a session begun then: a test that moves the clock moves it for itself.
beforeEach(async () => {
  t.setNow(NOW);
  api = adminApi(await signInAdmin(t), { prefix: '/api/admin' });
});

describe('GET /api/admin/personal-data', () => {
  it("returns every booking, household row and email that holds the person, and nothing of anyone else's", async () => {
    const res = await exportFor(`identificationNumber=${encodeURIComponent(` ${person.id.toLowerCase()} `)}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.bookings.map((booking: { referenceNumber: string }) => booking.referenceNumber).sort()).toEqual(
      [own.reference, theirs.reference].sort(),
    );
    const mine = data.bookings.find(
      (booking: { referenceNumber: string }) => booking.referenceNumber === own.reference,
    );
    expect(mine).toMatchObject({
      role: 'main person',
      visitAhead: true,
      erasedAt: null,
      otherPersons: 1,
      householdMembers: [],
      booking: {
        firstName: 'Priya',
        identificationNumber: person.id,
        email: person.email,
        mobileNumber: person.mobile,
        address: '1 Orchard Road',
        dateOfBirth: '1985-04-12',
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      },
    });
    expect(mine.booking).not.toHaveProperty('bookingTokenHash');
    const inTheirs = data.bookings.find(
      (booking: { referenceNumber: string }) => booking.referenceNumber === theirs.reference,
    );
    expect(inTheirs).toMatchObject({ role: 'household member', otherPersons: 1, payments: [] });
    expect(inTheirs.householdMembers).toHaveLength(1);
    expect(inTheirs.householdMembers[0]).toMatchObject({ id: Number(ownMemberId), identificationNumber: person.id });
    // The booking's own person is someone else: none of their fields are in the export.
    for (const field of ['firstName', 'lastName', 'identificationNumber', 'email', 'mobileNumber', 'dateOfBirth']) {
      expect(inTheirs.booking).not.toHaveProperty(field);
    }
    expect(data.messages.length).toBeGreaterThan(0);
    expect(data.messages.every((message: { registrationId: string }) => message.registrationId === own.id)).toBe(true);
    expect(data.waitlist).toEqual([]);

    const text = JSON.stringify(data);
    for (const value of [
      other.id,
      other.email,
      other.mobile,
      'Quentin',
      stranger.id,
      stranger.email,
      'Rachel',
      'Siti',
    ]) {
      expect(text).not.toContain(value);
    }
  });

  it('finds by email too, and audits the export without the values searched for', async () => {
    const exports = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'export-personal-data'));
    const before = (await exports()).length;
    const res = await exportFor(`email=${encodeURIComponent(person.email.toUpperCase())}`);
    expect(res.json().data.bookings.map((booking: { referenceNumber: string }) => booking.referenceNumber)).toEqual([
      own.reference,
    ]);
    const entries = await exports();
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)!.changes).toEqual({ searchedBy: ['email'], bookings: [own.reference] });
    expect(entries.at(-1)!.actor).toMatch(/^admin:/);
    for (const entry of entries) expect(JSON.stringify(entry.changes)).not.toContain(person.id);
  });

  it('answers 400 without an ID number or email, and 401 without a session', async () => {
    for (const query of ['', 'identificationNumber=', 'email=%20']) {
      const res = await exportFor(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(PERSON_QUERY_REQUIRED_MESSAGE);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/admin/personal-data?email=${person.email}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/admin/personal-data/erase', () => {
  it('refuses with 409 while a visit is still ahead, naming the bookings, and changes nothing', async () => {
    const before = await registrationRow(own.id);
    const res = await erase({ identificationNumber: person.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(own.reference);
    expect(res.json().message).toContain(theirs.reference);
    expect(await registrationRow(own.id)).toEqual(before);
    expect((await householdOf(theirs.id))[0]!.identificationNumber).toBe(person.id);
  });

  it('erases a booking whose future visit was cancelled', async () => {
    const cancelled = await setup.createBooking({
      identificationNumber: testNric(9_100_005),
      email: 'leaving@example.com',
    });
    expect((await t.app.inject({ method: 'POST', url: `/api/registrations/${cancelled.id}/cancel` })).statusCode).toBe(
      200,
    );
    const res = await erase({ email: 'leaving@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ erasedBookings: 1, referenceNumbers: [cancelled.reference_number] });
    expect(await registrationRow(cancelled.id)).toMatchObject({
      email: '',
      firstName: ERASED_NAME,
      status: 'cancelled',
    });
  });

  it("once the visits are past, erases the person's own booking whole and only their row in another's", async () => {
    const { person } = peopleOf(1);
    const { own, theirs, unrelated } = await bookThePeople(peopleOf(1));
    const dates = await t.db
      .select({ date: eventDates.date })
      .from(registrations)
      .innerJoin(timeslots, eq(timeslots.id, registrations.timeslotId))
      .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
      .where(inArray(registrations.id, [own.id, theirs.id]));
    const lastVisit = dates
      .map((row) => row.date)
      .sort()
      .at(-1)!;
    t.setNow(singaporeDateTime(addDaysToIsoDate(lastVisit, 1), '09:00'));
    // Days later: the morning's session has ended.
    api = adminApi(await signInAdmin(t), { prefix: '/api/admin' });
    const ownFiles = await messageFiles([own.id]);
    const keptFiles = await messageFiles([unrelated.id, theirs.id]);
    expect(ownFiles.length).toBeGreaterThan(0);
    expect([...ownFiles, ...keptFiles].every((file) => existsSync(file))).toBe(true);
    const theirsBefore = await registrationRow(theirs.id);
    const unrelatedBefore = await registrationRow(unrelated.id);

    const res = await erase({ identificationNumber: person.id, email: person.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ erasedBookings: 2, erasedHouseholdMembers: 1 });
    expect(res.json().data.referenceNumbers.sort()).toEqual([own.reference, theirs.reference].sort());

    // Their own booking: every person in it, the household member they brought too.
    expect(await registrationRow(own.id)).toMatchObject({
      firstName: ERASED_NAME,
      identificationNumber: '',
      email: '',
      mobileNumber: '',
      dateOfBirth: null,
      address: null,
    });
    expect(
      (await householdOf(own.id)).every((row) => row.firstName === ERASED_NAME && row.identificationNumber === ''),
    ).toBe(true);
    // Someone else's booking: only their row; the booking's own person and the books stay.
    const [member] = await householdOf(theirs.id);
    expect(member).toMatchObject({ firstName: ERASED_NAME, identificationNumber: '', dateOfBirth: null });
    expect(await registrationRow(theirs.id)).toEqual(theirsBefore);
    expect(await registrationRow(unrelated.id)).toEqual(unrelatedBefore);
    // Their emails are gone, rows and files; others' stay.
    expect(await t.db.select().from(outboxMessages).where(eq(outboxMessages.registrationId, own.id))).toEqual([]);
    expect(ownFiles.some((file) => existsSync(file))).toBe(false);
    expect(keptFiles.every((file) => existsSync(file))).toBe(true);
    // Audited: one entry for the request, one per booking, none with the values.
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'erase-personal-data'), eq(auditLog.entity, 'personal-data')));
    expect(entries.at(-1)!.changes).toMatchObject({ searchedBy: ['identificationNumber', 'email'] });
    const all = JSON.stringify(await t.db.select().from(auditLog));
    expect(all).not.toContain(person.id);
    expect(all).not.toContain(person.email);

    // Nothing is found any more; erasing again erases nothing.
    const after = (await exportFor(`identificationNumber=${person.id}&email=${person.email}`)).json().data;
    expect(after.bookings).toEqual([]);
    expect(after.messages).toEqual([]);
    expect((await erase({ identificationNumber: person.id })).json().data).toMatchObject({ erasedBookings: 0 });
  });
});
