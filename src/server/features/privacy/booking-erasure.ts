import { isClosedBookingStatus } from '@domain/bookings/status';
import { ERASED_NAME, type PersonQuery, personKeysOf } from '@domain/privacy/personal-data';
import { addDaysToIsoDate, todayInSingapore } from '@domain/shared/dates';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailKeySql, idNumberKeySql, mobileKeySql } from '../../db/contact-keys';
import { participants, registrations } from '../../db/schema/bookings';
import { eventDates, timeslots } from '../../db/schema/timeslots';
import { type Actor, auditQuery } from '../audit-log';
import { forgetOutcomesOfBookings, forgetOutcomesOfMembers } from '../nurse';
import { forgetAnswersOfBookings, forgetAnswersOfMembers } from '../questionnaire';

// Erasing personal data from bookings (DESIGN §8.3): after the retention period, and on a person's
// request. One rule for both: what is cleared, what stays for the books, and what the audit log says.

/** Why personal data was erased, as the audit entry names it. */
export type ErasureReason = 'retention' | 'request';

/** The booking's fields that hold a person; reference, event, package, prices, dates, region and status stay. */
export const ERASED_BOOKING_FIELDS = [
  'firstName',
  'lastName',
  'identificationNumber',
  'dateOfBirth',
  'mobileNumber',
  'email',
  'postalCode',
  'unitNumber',
  'address',
  'medicalConditions',
  'aiaMemberId',
  'vitalityMembershipNo',
] as const;

/** A household member's fields that hold them. */
export const ERASED_PARTICIPANT_FIELDS = [
  'firstName',
  'lastName',
  'identificationNumber',
  'dateOfBirth',
  'mobileNumber',
  'email',
  'medicalConditions',
  'aiaMemberId',
  'vitalityMembershipNo',
] as const;

const erasedBooking = (now: Date) =>
  ({
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
    // Derived from the person, or the keys to the booking: neither is needed once nobody is in it.
    emailKey: null,
    mobileKey: null,
    idKey: null,
    verificationCodeHash: null,
    bookingTokenHash: null,
    erasedAt: now,
    updatedAt: now,
  }) satisfies Partial<typeof registrations.$inferInsert>;

const erasedParticipant = (now: Date) =>
  ({
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
    updatedAt: now,
  }) satisfies Partial<typeof participants.$inferInsert>;

/**
 * Erases every person of these bookings: the booking's own person and its household. Bookings erased
 * already are left as they are, so running it again changes nothing. One audit entry per booking names
 * the fields, never their values. Returns the bookings erased now.
 */
export async function eraseBookings(
  tx: Executor,
  options: { ids: string[]; now: Date; actor: Actor; reason: ErasureReason },
): Promise<{ id: string; referenceNumber: string }[]> {
  if (options.ids.length === 0) return [];
  const erased = await tx
    .update(registrations)
    .set(erasedBooking(options.now))
    .where(and(inArray(registrations.id, options.ids), isNull(registrations.erasedAt)))
    .returning({ id: registrations.id, referenceNumber: registrations.referenceNumber });
  if (erased.length === 0) return [];
  const ids = erased.map((booking) => booking.id);
  // The pre-visit answers are health data: they go whole, nothing of them is kept for the books.
  await forgetAnswersOfBookings(tx, ids);
  await forgetOutcomesOfBookings(tx, ids);
  const household = await tx
    .update(participants)
    .set(erasedParticipant(options.now))
    .where(and(inArray(participants.registrationId, ids), isNull(participants.erasedAt)))
    .returning({ registrationId: participants.registrationId });
  const membersOf = new Map<string, number>();
  for (const member of household) membersOf.set(member.registrationId, (membersOf.get(member.registrationId) ?? 0) + 1);
  for (const booking of erased) {
    await auditQuery(tx, {
      actor: options.actor,
      action: 'erase-personal-data',
      entity: 'registration',
      entityId: booking.id,
      changes: {
        referenceNumber: booking.referenceNumber,
        reason: options.reason,
        fields: ERASED_BOOKING_FIELDS,
        householdMembersErased: membersOf.get(booking.id) ?? 0,
      },
      now: options.now,
    });
  }
  return erased;
}

/** Erases these household members only (a person who asked, in someone else's booking). */
export async function eraseHouseholdMembers(
  tx: Executor,
  options: { ids: number[]; now: Date; actor: Actor },
): Promise<{ id: number; registrationId: string }[]> {
  if (options.ids.length === 0) return [];
  const erased = await tx
    .update(participants)
    .set(erasedParticipant(options.now))
    .where(and(inArray(participants.id, options.ids), isNull(participants.erasedAt)))
    .returning({ id: participants.id, registrationId: participants.registrationId });
  await forgetAnswersOfMembers(tx, erased);
  await forgetOutcomesOfMembers(tx, erased);
  for (const member of erased) {
    await auditQuery(tx, {
      actor: options.actor,
      action: 'erase-personal-data',
      entity: 'registration',
      entityId: member.registrationId,
      changes: { participantId: member.id, reason: 'request', fields: ERASED_PARTICIPANT_FIELDS },
      now: options.now,
    });
  }
  return erased;
}

/** The last visit date whose bookings are past retention on `now`'s Singapore day. */
export const lastVisitDatePastRetention = (now: Date, retentionDays: number) =>
  addDaysToIsoDate(todayInSingapore(now), -retentionDays - 1);

/** Up to `limit` bookings not yet erased whose visit was on or before `lastVisitDate`, oldest first. */
export async function findBookingsPastRetention(
  db: Executor,
  options: { lastVisitDate: string; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: registrations.id })
    .from(registrations)
    .innerJoin(timeslots, eq(timeslots.id, registrations.timeslotId))
    .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
    .where(and(isNull(registrations.erasedAt), sql`${eventDates.date} <= ${options.lastVisitDate}`))
    .orderBy(asc(eventDates.date), asc(registrations.id))
    .limit(options.limit);
  return rows.map((row) => row.id);
}

/**
 * The rows that hold the person, by the keys of what they were asked by (DESIGN §8.9): a booking by the
 * keys it stores, a household member by the same keys computed from its columns. Nothing without a key.
 */
function matchesPerson(table: 'registrations' | 'participants', person: PersonQuery): SQL {
  const keys = personKeysOf(person);
  const columns =
    table === 'registrations'
      ? { id: registrations.idKey, email: registrations.emailKey, mobile: registrations.mobileKey }
      : {
          id: idNumberKeySql(participants.identificationNumber),
          email: emailKeySql(participants.email),
          mobile: mobileKeySql(participants.mobileNumber),
        };
  const matches = [
    keys.idKey ? sql`${columns.id} = ${keys.idKey}` : undefined,
    keys.emailKey ? sql`${columns.email} = ${keys.emailKey}` : undefined,
    keys.mobileKey ? sql`${columns.mobile} = ${keys.mobileKey}` : undefined,
  ].filter((match) => match !== undefined);
  return or(...matches) ?? sql`false`;
}

/** A booking that holds the person, and whether as its own person or as a household member. */
export interface BookingHoldingPerson {
  registration: typeof registrations.$inferSelect;
  /** True when the booking's own person (the main contact) is the one asked about. */
  isMainPerson: boolean;
  /** The household members that are the person (usually none or one). */
  members: (typeof participants.$inferSelect)[];
  /** Everyone else in the booking: counted, never shown. */
  otherPersons: number;
  visitDate: string;
  visitTime: string;
}

/** Every booking that holds the person, newest visit first. */
export async function findBookingsHoldingPerson(db: Executor, person: PersonQuery): Promise<BookingHoldingPerson[]> {
  const [mainRows, memberRows] = await Promise.all([
    db.select({ id: registrations.id }).from(registrations).where(matchesPerson('registrations', person)),
    db.select().from(participants).where(matchesPerson('participants', person)),
  ]);
  const ids = [...new Set([...mainRows.map((row) => row.id), ...memberRows.map((row) => row.registrationId)])];
  if (ids.length === 0) return [];
  const [rows, household] = await Promise.all([
    db
      .select({ registration: registrations, visitDate: eventDates.date, visitTime: timeslots.time })
      .from(registrations)
      .innerJoin(timeslots, eq(timeslots.id, registrations.timeslotId))
      .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
      .where(inArray(registrations.id, ids)),
    db
      .select({ registrationId: participants.registrationId, n: sql<number>`count(*)::int` })
      .from(participants)
      .where(inArray(participants.registrationId, ids))
      .groupBy(participants.registrationId),
  ]);
  const mainIds = new Set(mainRows.map((row) => row.id));
  const householdSize = new Map(household.map((row) => [row.registrationId, row.n]));
  return rows
    .map(({ registration, visitDate, visitTime }) => {
      const isMainPerson = mainIds.has(registration.id);
      const members = memberRows.filter((row) => row.registrationId === registration.id);
      const persons = 1 + (householdSize.get(registration.id) ?? 0);
      return {
        registration,
        isMainPerson,
        members,
        otherPersons: persons - members.length - (isMainPerson ? 1 : 0),
        visitDate,
        visitTime,
      };
    })
    .sort(
      (a, b) =>
        b.visitDate.localeCompare(a.visitDate) ||
        a.registration.referenceNumber.localeCompare(b.registration.referenceNumber),
    );
}

/** A visit still to come: its day is today or later and the booking is live. Erasing it is refused. */
export function isVisitAhead(booking: Pick<BookingHoldingPerson, 'visitDate' | 'registration'>, now: Date): boolean {
  return booking.visitDate >= todayInSingapore(now) && !isClosedBookingStatus(booking.registration.status);
}
