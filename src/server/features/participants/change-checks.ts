import { changeCutoffMessage } from '@domain/bookings/appointment-messages';
import { DUPLICATE_ID_MESSAGE } from '@domain/bookings/messages';
import { OPEN_PAYMENT_STATUSES } from '@domain/bookings/status';
import { REGISTRATION_CLOSED_MESSAGE } from '@domain/orders/messages';
import { PARTICIPANT_NOT_FOUND_MESSAGE, PARTICIPANTS_LOCKED_MESSAGE } from '@domain/participants/messages';
import { PAYMENT_IN_PROGRESS_MESSAGE } from '@domain/payments/messages';
import { MAX_RECORD_ID, RECORD_ID_DIGITS } from '@domain/shared/schema-parts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { badRequest, conflict, notFound } from '../../errors';
import { isBeforeCutoff, type LockedBooking, UNPAID_STATUSES } from '../bookings';
import { findSlotTimes } from '../timeslots';
import type { ParticipantRow } from './persons';

// What a change of the persons is refused for: the booking's state, the cut-off, and ids that name
// no one or the same person twice.

/**
 * Participants change only while nothing has been paid (pending_payment, or confirmed to be paid on
 * the day), no card payment is under way, and the visit is further away than the cut-off.
 */
export async function assertChangeable(
  tx: Executor,
  booking: LockedBooking,
  options: { cutoffHours: number; now: Date },
) {
  if (booking.status === 'cancelled' || booking.status === 'expired') throw conflict(REGISTRATION_CLOSED_MESSAGE);
  if (!UNPAID_STATUSES.includes(booking.status)) throw conflict(PARTICIPANTS_LOCKED_MESSAGE);
  // The card payment was priced at the amount due when it started: the persons cannot change under it.
  const open = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.registrationId, booking.id), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])))
    .limit(1);
  if (open.length > 0) throw conflict(PAYMENT_IN_PROGRESS_MESSAGE);
  await assertBeforeCutoff(tx, booking, options);
}

/** Nothing changes here within the cut-off of the visit: the clinic's contact instead. */
export async function assertBeforeCutoff(
  tx: Executor,
  booking: LockedBooking,
  options: { cutoffHours: number; now: Date },
) {
  const slot = (await findSlotTimes(tx, [booking.timeslotId])).get(booking.timeslotId);
  if (!slot || !isBeforeCutoff(slot, options.cutoffHours, options.now)) {
    throw conflict(changeCutoffMessage(options.cutoffHours));
  }
}

export function assertDistinctIds(ids: string[]) {
  if (new Set(ids).size !== ids.length) {
    throw badRequest(DUPLICATE_ID_MESSAGE, [{ path: 'identificationNumber', message: DUPLICATE_ID_MESSAGE }]);
  }
}

/** A participant id as the path gives it: the primary's 0, or a positive row id; anything else names nothing. */
export function parseParticipantId(id: string): number {
  if (!RECORD_ID_DIGITS.test(id)) throw notFound(PARTICIPANT_NOT_FOUND_MESSAGE);
  const value = Number(id);
  if (value > MAX_RECORD_ID) throw notFound(PARTICIPANT_NOT_FOUND_MESSAGE);
  return value;
}

/** Rule 7: a participant id is honoured only together with its own booking; another booking's is a 404. */
export function requireRow(rows: ParticipantRow[], id: number): ParticipantRow {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw notFound(PARTICIPANT_NOT_FOUND_MESSAGE);
  return row;
}
