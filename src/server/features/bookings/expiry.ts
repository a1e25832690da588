import { OPEN_PAYMENT_STATUSES } from '@domain/bookings/status';
import { DEFAULT_WAITLIST_OFFER_MINUTES } from '@domain/waitlist/rules';
import { and, eq, inArray, isNotNull, lte, notExists, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { registrations } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { recordAudit } from '../audit-log';
import { NOT_SENT_ONCE_CLOSED, queueMessages, withdrawUnsentMessages } from '../outbox';
import type { FreedVisits } from '../timeslots';
import { releaseBookingHolds } from './release-holds';

/** How many holds one sweep releases per transaction; the next sweep takes the rest. */
const SWEEP_BATCH = 100;
/** The statuses of a booking that holds a visit without having paid for it. */
const UNPAID_STATUSES = ['pending_payment', 'confirmed'] as const;

/**
 * Releases unpaid bookings whose payment time has passed, and unpaid bookings (either flow) whose
 * unproven hold has run out (DESIGN §8.2): status `expired`, the slot's capacity and the code's
 * redemption given back, and an email saying so, in one transaction per batch. Safe with several
 * instances: candidates are locked with SKIP LOCKED, so two sweepers take different rows, and the
 * status moves only from an unpaid one, so a booking is released once. A booking with a card payment
 * under way is left alone: its outcome decides. The released visits go to the waitlist first, through
 * the `freedVisits` the caller composes (waitlist-offers sits above bookings). Returns how many were
 * released.
 */
export async function expireUnpaidHolds(
  db: Database,
  now: Date,
  freedVisits: Pick<FreedVisits, 'offerFreedVisits'>,
  offerMinutes = DEFAULT_WAITLIST_OFFER_MINUTES,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: registrations.id,
        timeslotId: registrations.timeslotId,
        persons: registrations.personCount,
        referenceNumber: registrations.referenceNumber,
        status: registrations.status,
        email: registrations.email,
      })
      .from(registrations)
      .where(
        and(
          or(
            and(
              eq(registrations.status, 'pending_payment'),
              isNotNull(registrations.paymentDueAt),
              lte(registrations.paymentDueAt, now),
            ),
            and(
              inArray(registrations.status, [...UNPAID_STATUSES]),
              isNotNull(registrations.holdExpiresAt),
              lte(registrations.holdExpiresAt, now),
            ),
          ),
          notExists(
            tx
              .select({ id: payments.id })
              .from(payments)
              .where(
                and(
                  eq(payments.registrationId, registrations.id),
                  inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
                ),
              ),
          ),
        ),
      )
      .limit(SWEEP_BATCH)
      .for('update', { of: registrations, skipLocked: true });
    if (due.length === 0) return 0;

    const released = await tx
      .update(registrations)
      // The code's hash stays, so the right code is told the hold ran out rather than that it is wrong.
      .set({ status: 'expired', paymentDueAt: null, holdExpiresAt: null, updatedAt: now })
      .where(
        and(
          inArray(
            registrations.id,
            due.map((row) => row.id),
          ),
          inArray(registrations.status, [...UNPAID_STATUSES]),
        ),
      )
      .returning({ id: registrations.id });
    const releasedIds = new Set(released.map((row) => row.id));
    for (const booking of due.filter((row) => releasedIds.has(row.id))) {
      await releaseBookingHolds(tx, booking, now, { freedVisits, offerMinutes });
      await recordAudit(tx, {
        actor: 'system',
        action: 'expire',
        entity: 'registration',
        entityId: booking.id,
        changes: { referenceNumber: booking.referenceNumber, status: { from: booking.status, to: 'expired' } },
        now: now,
      });
      await withdrawUnsentMessages(tx, {
        registrationId: booking.id,
        kinds: NOT_SENT_ONCE_CLOSED,
        reason: 'withdrawn: hold released',
        now,
      });
      await queueMessages(tx, { kind: 'hold-expired', registrationId: booking.id, toAddress: booking.email, now });
    }
    return releasedIds.size;
  });
}
