import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERASED_NAME } from '@domain/privacy/personal-data';
import { addDaysToIsoDate, singaporeDateTime } from '@domain/shared/dates';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxFolder } from '../../adapters/mailer';
import type { DatabaseHandle } from '../../db/client';
import { claimDailyRun } from '../../db/daily-runs';
import { auditLog } from '../../db/schema/audit-log';
import { participants, registrations } from '../../db/schema/bookings';
import { dailyJobRuns } from '../../db/schema/jobs';
import { outboxMessages } from '../../db/schema/outbox';
import { eventDates, timeslots } from '../../db/schema/timeslots';
import { type BookingSetup, bookingSetup, householdMember, NOW } from '../../testing/bookings';
import { openSecondInstance, raceDescribe } from '../../testing/race-database';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { RETENTION_JOB, runRetention } from './retention';

const describeRace = await raceDescribe();
const DAY_MS = 24 * 60 * 60_000;

/** The visit date of each offered slot, so bookings can be put on two different days. */
async function slotDates(t: TestApp): Promise<Map<number, string>> {
  const rows = await t.db
    .select({ id: timeslots.id, date: eventDates.date })
    .from(timeslots)
    .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId));
  return new Map(rows.map((row) => [row.id, row.date]));
}

/** Two slots on different days, the earlier first. */
async function slotsOnTwoDays(t: TestApp, setup: BookingSetup) {
  const dates = await slotDates(t);
  const first = setup.slots.next();
  for (;;) {
    const other = setup.slots.next();
    if (dates.get(other)! > dates.get(first)!) {
      return { early: { id: first, date: dates.get(first)! }, late: { id: other, date: dates.get(other)! } };
    }
  }
}

/** 10:00 Singapore time on this date: a "now" whose Singapore day is that date. */
const morningOf = (isoDate: string) => singaporeDateTime(isoDate, '10:00');

const rows = async (t: TestApp, id: string) => ({
  booking: (await t.db.select().from(registrations).where(eq(registrations.id, id)))[0]!,
  household: await t.db.select().from(participants).where(eq(participants.registrationId, id)),
});

describe('the retention job (DESIGN §8.3), on a fake clock', () => {
  let t: TestApp;
  let dataDir: string;
  let early: { id: string; reference: string; date: string };
  let late: { id: string; date: string };

  // A database and a data folder of its own for each test: a run marks its day done and erases what is
  // past retention on it, so a test on a later day would leave nothing for one on an earlier day.
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'retention-'));
    t = await createTestApp({ now: NOW, config: { DATA_DIR: dataDir } });
    const setup = await bookingSetup(t);
    const slots = await slotsOnTwoDays(t, setup);
    const earlyBooking = await setup.createBooking({
      timeslotId: slots.early.id,
      participants: [householdMember(setup.pkg.premium, 'Siti'), householdMember(setup.pkg.premium, 'Ravi')],
    });
    early = { id: earlyBooking.id, reference: earlyBooking.reference_number, date: slots.early.date };
    late = { id: (await setup.createBooking({ timeslotId: slots.late.id })).id, date: slots.late.date };
  });
  afterEach(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('erases nothing while every visit is within RETENTION_DAYS_AFTER_VISIT', async () => {
    const before = await rows(t, early.id);
    // The last day the earlier visit is still kept: exactly 730 days after it.
    const run = await runRetention(t.db, t.config, morningOf(addDaysToIsoDate(early.date, 730)));
    expect(run).toMatchObject({ ran: true, erasedBookings: 0 });
    expect(await rows(t, early.id)).toEqual(before);
  });

  it('erases every person of exactly the bookings past retention, keeps the books, and runs once a day', async () => {
    const before = await rows(t, early.id);
    const lateBefore = await rows(t, late.id);
    const now = morningOf(addDaysToIsoDate(early.date, 731));
    expect(late.date > early.date).toBe(true);

    const run = await runRetention(t.db, t.config, now);
    expect(run).toMatchObject({ ran: true, erasedBookings: 1 });

    const after = await rows(t, early.id);
    expect(after.booking).toMatchObject({
      firstName: ERASED_NAME,
      lastName: ERASED_NAME,
      identificationNumber: '',
      dateOfBirth: null,
      mobileNumber: '',
      email: '',
      postalCode: null,
      unitNumber: null,
      address: null,
      medicalConditions: null,
      aiaMemberId: null,
      vitalityMembershipNo: null,
      emailKey: null,
      mobileKey: null,
      idKey: null,
      bookingTokenHash: null,
      erasedAt: now,
    });
    // The books: reference, event, package, slot, every amount, status, region and dates stay.
    const books = (booking: typeof before.booking) => {
      const {
        firstName,
        lastName,
        identificationNumber,
        dateOfBirth,
        mobileNumber,
        email,
        postalCode,
        unitNumber,
        address,
        medicalConditions,
        aiaMemberId,
        vitalityMembershipNo,
        emailKey,
        mobileKey,
        idKey,
        verificationCodeHash,
        bookingTokenHash,
        erasedAt,
        updatedAt,
        ...kept
      } = booking;
      return kept;
    };
    expect(books(after.booking)).toEqual(books(before.booking));
    expect(before.household).toHaveLength(2);
    for (const member of after.household) {
      expect(member).toMatchObject({
        firstName: ERASED_NAME,
        lastName: ERASED_NAME,
        identificationNumber: '',
        dateOfBirth: null,
        mobileNumber: null,
        email: null,
        medicalConditions: null,
        aiaMemberId: null,
        vitalityMembershipNo: null,
        erasedAt: now,
      });
      const { packageId, packagePrice, originalPrice, discountAmount, isPrimary, registrationId } = member;
      const was = before.household.find((row) => row.id === member.id)!;
      expect({ packageId, packagePrice, originalPrice, discountAmount, isPrimary, registrationId }).toEqual({
        packageId: was.packageId,
        packagePrice: was.packagePrice,
        originalPrice: was.originalPrice,
        discountAmount: was.discountAmount,
        isPrimary: was.isPrimary,
        registrationId: was.registrationId,
      });
    }
    // The later visit is not yet past retention: untouched.
    expect(await rows(t, late.id)).toEqual(lateBefore);

    // The audit entry names the fields, never their values.
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, early.id), eq(auditLog.action, 'erase-personal-data')));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toMatchObject({ referenceNumber: early.reference, reason: 'retention' });
    const text = JSON.stringify(entries[0]!.changes);
    for (const value of [before.booking.identificationNumber, before.booking.email, before.booking.mobileNumber]) {
      expect(text).not.toContain(value);
    }

    // The same day again: the run is done, nothing runs.
    expect(await runRetention(t.db, t.config, new Date(now.getTime() + 60 * 60_000))).toMatchObject({ ran: false });
    // The next day: it runs, and changes nothing already erased.
    const next = await runRetention(t.db, t.config, new Date(now.getTime() + DAY_MS));
    expect(next).toMatchObject({ ran: true, erasedBookings: 0 });
    expect(await rows(t, early.id)).toEqual(after);
  });

  it('deletes outbox messages and .eml files older than MESSAGE_RETENTION_DAYS, and keeps newer ones', async () => {
    const now = morningOf(addDaysToIsoDate(early.date, 740));
    const old = new Date(now.getTime() - 31 * DAY_MS);
    const recent = new Date(now.getTime() - 29 * DAY_MS);
    const message = (label: string, createdAt: Date) => ({
      kind: 'confirmation',
      registrationId: late.id,
      toAddress: `${label}@example.com`,
      subject: label,
      html: `<p>${label}</p>`,
      status: 'sent',
      createdAt,
    });
    await t.db.insert(outboxMessages).values([message('old', old), message('recent', recent)]);
    const folder = outboxFolder(dataDir);
    mkdirSync(folder, { recursive: true });
    const file = (name: string, written: Date) => {
      writeFileSync(path.join(folder, name), 'Subject: test\r\n\r\nbody');
      utimesSync(path.join(folder, name), written, written);
    };
    file('old-message.eml', old);
    file('recent-message.eml', recent);
    file('notes.txt', old);

    const run = await runRetention(t.db, t.config, now);
    expect(run.ran).toBe(true);
    const left = await t.db
      .select({ subject: outboxMessages.subject, createdAt: outboxMessages.createdAt })
      .from(outboxMessages);
    expect(left.map((row) => row.subject)).toContain('recent');
    expect(left.map((row) => row.subject)).not.toContain('old');
    expect(left.every((row) => row.createdAt >= new Date(now.getTime() - 30 * DAY_MS))).toBe(true);
    expect(readdirSync(folder).sort()).toEqual(['notes.txt', 'recent-message.eml']);
    expect(run.deletedFiles).toBe(1);
  });

  it('waits for a run another instance holds, and takes it over once its lease has ended', async () => {
    const now = morningOf(addDaysToIsoDate(early.date, 750));
    const claimed = await claimDailyRun(t.db, RETENTION_JOB, now);
    expect(claimed).not.toBeNull();
    // That instance died mid-run: nobody else runs until its lease ends.
    expect((await runRetention(t.db, t.config, new Date(now.getTime() + 60_000))).ran).toBe(false);
    expect((await runRetention(t.db, t.config, new Date(claimed!.leaseUntil.getTime() + 1))).ran).toBe(true);
    const [row] = await t.db.select().from(dailyJobRuns).where(eq(dailyJobRuns.name, RETENTION_JOB));
    expect(row).toMatchObject({ runningUntil: null, lastRunOn: addDaysToIsoDate(early.date, 750) });
  });
});

describeRace('the retention job on two instances', () => {
  let t: TestApp;
  let second: DatabaseHandle;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'retention-race-'));
    t = await createTestApp({ now: NOW, config: { DATA_DIR: dataDir }, race: true });
    second = await openSecondInstance(t.db);
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('never runs twice at once: of two instances started together each day, one runs and erases each booking once', async () => {
    const setup = await bookingSetup(t);
    const booked = await Promise.all(Array.from({ length: 6 }, () => setup.createBooking()));
    const dates = await slotDates(t);
    const lastVisit = [...booked.map((booking) => dates.get(booking.timeslotId)!)].sort().at(-1)!;
    let now = morningOf(addDaysToIsoDate(lastVisit, 731));
    let erased = 0;
    for (let day = 0; day < 5; day += 1) {
      const runs = await Promise.all([
        runRetention(t.db, t.config, now),
        runRetention(second.db, t.config, now),
        runRetention(second.db, t.config, now),
      ]);
      expect(runs.filter((run) => run.ran)).toHaveLength(1);
      erased += runs.reduce((sum, run) => sum + run.erasedBookings, 0);
      now = new Date(now.getTime() + DAY_MS);
    }
    expect(erased).toBe(booked.length);
    const [entries] = (
      (await t.db.execute(
        sql`select count(*)::int as n from audit_log where action = 'erase-personal-data'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(entries!.n).toBe(booked.length);
  });
});
