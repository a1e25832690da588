import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { BOOKING_TOKEN_REQUIRED_MESSAGE, HOLD_VERIFY_CODE_LENGTH } from '@domain/bookings/hold-messages';
import { emailKey, idNumberKey, mobileKey } from '@domain/shared/contact-keys';
import { todayInSingapore } from '@domain/shared/dates';
import { MAX_PENDING_BOOKINGS_PER_ID } from '@domain/timeslots/availability';
import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { registrations } from '../../db/schema/bookings';
import { advisoryLockKey } from '../../db/short-transaction';
import { AppError } from '../../errors';
import { slotOnOrAfter } from '../timeslots';
import { requireBooking } from './booking-lock';

/**
 * Holds must be earned (DESIGN §8.2, decision 011): an unpaid booking holds its visit for
 * HOLD_VERIFY_MINUTES unless the customer proves the contact (the emailed code, or the emailed link's
 * button) or pays; at most MAX_PENDING_BOOKINGS_PER_ID live unpaid bookings per person, counted by
 * each of their email, mobile and ID keys.
 */

/** Namespace of the advisory locks that serialise bookings of one person's key. */
const HOLD_KEY_LOCK_NAMESPACE = 7_204_118;

/** The booking's keys as stored, so the caps count every spelling of one person together. */
export interface ContactKeys {
  emailKey: string;
  mobileKey: string;
  idKey: string;
}

export function contactKeysOf(person: { email: string; mobileNumber: string; identificationNumber: string }) {
  return {
    emailKey: emailKey(person.email),
    mobileKey: mobileKey(person.mobileNumber),
    idKey: idNumberKey(person.identificationNumber),
  } satisfies ContactKeys;
}

/**
 * The advisory locks that serialise bookings of one person (DESIGN §8.2): one per key, in one order,
 * so two bookings never wait on each other. Held until the booking's transaction ends, they make the
 * count of live holds and the insert one step.
 */
export function holdKeyLocks(keys: ContactKeys) {
  return [`e:${keys.emailKey}`, `m:${keys.mobileKey}`, `i:${keys.idKey}`]
    .sort()
    .map((key) => ({ namespace: HOLD_KEY_LOCK_NAMESPACE, key: advisoryLockKey(key) }));
}

/**
 * True when the person already has MAX_PENDING_BOOKINGS_PER_ID live unpaid bookings (`pending_payment`,
 * or `confirmed` to be paid on the day; their visit not yet past) by any of their email, mobile and ID
 * keys: a condition for the booking's writing statement, evaluated under holdKeyLocks. No cap per
 * client address: offices and carriers share one.
 */
export function holdsUsedUp(db: Executor, keys: ContactKeys, now: Date): SQL<boolean> {
  const most = mostByContactKeys(db, {
    table: registrations,
    columns: registrations,
    keys,
    live: and(
      inArray(registrations.status, ['pending_payment', 'confirmed']),
      slotOnOrAfter(registrations.timeslotId, todayInSingapore(now)),
    ),
  });
  return sql<boolean>`(${most}) >= ${MAX_PENDING_BOOKINGS_PER_ID}`;
}

/**
 * The most `live` rows of `table` that any one of the person's keys has: the count the caps by person
 * compare (unpaid bookings here, live waitlist entries in the waitlist). One row, column `most`; run it
 * under holdKeyLocks so that the count and the insert that follows are one step.
 */
export function mostByContactKeys(
  db: Executor,
  source: {
    table: PgTable;
    columns: { emailKey: AnyPgColumn; mobileKey: AnyPgColumn; idKey: AnyPgColumn };
    keys: ContactKeys;
    live: SQL | undefined;
  },
) {
  const { columns, keys } = source;
  const countBy = (column: AnyPgColumn, key: string) => count(sql`case when ${column} = ${key} then 1 end`);
  return db
    .select({
      most: sql<number>`greatest(${countBy(columns.emailKey, keys.emailKey)}, ${countBy(columns.mobileKey, keys.mobileKey)}, ${countBy(columns.idKey, keys.idKey)})`.mapWith(
        Number,
      ),
    })
    .from(source.table)
    .where(
      and(
        source.live,
        or(eq(columns.emailKey, keys.emailKey), eq(columns.mobileKey, keys.mobileKey), eq(columns.idKey, keys.idKey)),
      ),
    );
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The stored form of a booking's code: bound to the booking, so one hash says nothing of another. */
export const verificationCodeHash = (registrationId: string, code: string) => sha256(`${registrationId}:${code}`);
export const bookingTokenHash = (token: string) => sha256(token);

/** True when the hashes match, compared in constant time. */
export function hashesMatch(stored: string | null, candidate: string): boolean {
  if (!stored || stored.length !== candidate.length) return false;
  return timingSafeEqual(Buffer.from(stored), Buffer.from(candidate));
}

/** A fresh 6-digit code, as a booking's and a waitlist entry's (DESIGN §8.9). */
export const newVerificationCode = () =>
  String(randomInt(10 ** HOLD_VERIFY_CODE_LENGTH)).padStart(HOLD_VERIFY_CODE_LENGTH, '0');

/** A fresh code (6 random digits) and booking token (256 random bits). */
export function newBookingSecrets() {
  return {
    verificationCode: newVerificationCode(),
    bookingToken: randomBytes(32).toString('base64url'),
  };
}

/** What the confirmation email may carry and nothing else keeps: read once when it is rendered. */
export interface BookingLinkSecrets {
  verificationCode?: string;
  bookingToken?: string;
}

/**
 * When an unproven hold ends: HOLD_VERIFY_MINUTES after booking, never later than the payment
 * deadline (which releases it anyway).
 */
export function holdExpiry(options: { now: Date; verifyMinutes: number; paymentDueAt: Date | null }): Date {
  const end = new Date(options.now.getTime() + options.verifyMinutes * 60_000);
  return options.paymentDueAt && options.paymentDueAt < end ? options.paymentDueAt : end;
}

/** The hold's end as answers show it: only while the booking is unpaid and the hold conditional. */
export function conditionalHoldEnd(booking: { status: string; holdExpiresAt: Date | null }): string | null {
  if (booking.status !== 'pending_payment' && booking.status !== 'confirmed') return null;
  return booking.holdExpiresAt?.toISOString() ?? null;
}

/** True when `token` is the token of this booking row (compared by hash, in constant time). */
export const isBookingToken = (booking: { bookingTokenHash: string | null }, token: string | undefined) =>
  token !== undefined && token !== '' && hashesMatch(booking.bookingTokenHash, bookingTokenHash(token));

/** True when `token` is the booking's token. */
export async function hasBookingToken(db: Executor, registrationId: string, token: string | undefined) {
  return isBookingToken(await requireBooking(db, registrationId), token);
}

/**
 * Participant and contact changes need the booking's token (X-Booking-Token, DESIGN §8.2): the
 * reference number and the booking id are not secrets. An unknown booking is the usual 404, a missing
 * or wrong token 403.
 */
export async function requireBookingToken(db: Executor, registrationId: string, token: string | undefined) {
  if (!(await hasBookingToken(db, registrationId, token))) {
    throw new AppError('FORBIDDEN', BOOKING_TOKEN_REQUIRED_MESSAGE);
  }
}
