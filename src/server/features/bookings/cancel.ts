import {
  ALREADY_CANCELLED_MESSAGE,
  changeCutoffMessage,
  NOT_CANCELLABLE_MESSAGE,
} from '@domain/bookings/appointment-messages';
import type { RefundOutcome } from '@domain/bookings/responses';
import { LIVE_BOOKING_STATUSES } from '@domain/bookings/status';
import { REGISTRATION_CLOSED_MESSAGE, VISIT_OUTCOME_NOT_CANCELLABLE_MESSAGE } from '@domain/orders/messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { registrations } from '../../db/schema/bookings';
import { conflict } from '../../errors';
import { recordAudit } from '../audit-log';
import { NOT_SENT_ONCE_CLOSED, queueMessages, withdrawUnsentMessages } from '../outbox';
import { type FreedVisits, findSlotTimes } from '../timeslots';
import { lockBookingForStaff, requireBooking } from './booking-lock';
import { releaseBookingHolds } from './release-holds';
import { isBeforeCutoff, SELF_SERVICE_STATUSES } from './self-service';

/**
 * What a cancellation asks of payments, which sits above bookings and is passed in by the caller
 * (`refundsFor` from payments): in the cancelling transaction, refuse while a card payment is under way
 * and claim the settled ones for a refund; after the commit, ask the gateway for the money back.
 */
export interface CancellationRefunds<Claim> {
  claim(tx: Executor, registrationId: string): Promise<{ claims: Claim[]; refundDue: string | null }>;
  settle(claims: Claim[], actor: string): Promise<RefundOutcome>;
}

export interface CancelledBooking {
  id: string;
  referenceNumber: string;
  previousStatus: string;
  cancelledAt: Date;
  /** What was paid by card and is owed back ('12.34'); null when nothing was. */
  refundDue: string | null;
  refund: RefundOutcome;
}

/**
 * Cancels a booking: the one cancellation, for the customer's cancel page (`by: 'customer'`, by the
 * booking's id, only before the change cut-off and only from a status they may change) and for staff
 * (`by: 'staff'`, any live booking whose visit outcome is not recorded).
 *
 * In one transaction: the booking row is locked first, so of two concurrent cancellations one cancels
 * and the other gets a 409; the card payments are claimed for a refund (refused while one is under
 * way); status `cancelled` with one conditional UPDATE from the status it had; the slot's capacity and
 * the code's redemptions given back exactly once; the audit entry; the cancellation email in the
 * outbox, so it exists exactly when the cancellation does. After the commit the gateway is asked for
 * the refund: a refused refund leaves the payment `refund_pending` for staff, the booking cancelled.
 */
export async function cancelBooking<Claim>(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  options: {
    registrationId: string;
    actor: string;
    by: 'customer' | 'staff';
    refunds: CancellationRefunds<Claim>;
    /** The waitlist's offer of the visit this frees (waitlist-offers' `freedVisitOffers`: it sits above bookings). */
    freedVisits: Pick<FreedVisits, 'offerFreedVisits'>;
  },
): Promise<CancelledBooking> {
  const now = ctx.now();
  const { actor, refunds, freedVisits } = options;
  const cancelled = await ctx.db.transaction(async (tx) => {
    if (options.by === 'customer') await checkCustomerMayCancel(tx, ctx, options.registrationId, now);
    const booking = await lockBookingForStaff(tx, options.registrationId);
    if (booking.status === 'completed' || booking.status === 'no_show') {
      throw conflict(VISIT_OUTCOME_NOT_CANCELLABLE_MESSAGE);
    }
    const { claims, refundDue } = await refunds.claim(tx, booking.id);

    const updated = await tx
      .update(registrations)
      .set({ status: 'cancelled', cancelledAt: now, paymentDueAt: null, updatedAt: now })
      .where(and(eq(registrations.id, booking.id), inArray(registrations.status, [...LIVE_BOOKING_STATUSES])))
      .returning({ id: registrations.id });
    if (updated.length === 0) throw conflict(REGISTRATION_CLOSED_MESSAGE);

    const codes = await releaseBookingHolds(
      tx,
      { id: booking.id, timeslotId: booking.timeslotId, persons: booking.personCount },
      now,
      { freedVisits, offerMinutes: ctx.config.WAITLIST_OFFER_MINUTES },
    );

    await recordAudit(tx, {
      actor,
      action: 'cancel',
      entity: 'registration',
      entityId: booking.id,
      // Figures only: the audit trail carries no personal data. The refund's own entry follows it.
      changes: {
        referenceNumber: booking.referenceNumber,
        before: { status: booking.status },
        after: { status: 'cancelled' },
        released: { timeslotId: booking.timeslotId, persons: booking.personCount, codes },
        ...(refundDue ? { refundDue } : {}),
      },
      now,
    });
    await withdrawUnsentMessages(tx, {
      registrationId: booking.id,
      kinds: NOT_SENT_ONCE_CLOSED,
      reason: 'withdrawn: booking cancelled',
      now,
    });
    await queueMessages(tx, {
      kind: 'cancellation',
      registrationId: booking.id,
      toAddress: booking.email,
      now,
      textCountryCodes: ctx.config.SMS_ALLOWED_COUNTRY_CODES,
    });
    return { booking, claims, refundDue };
  });

  const refund = await refunds.settle(cancelled.claims, actor);
  return {
    id: cancelled.booking.id,
    referenceNumber: cancelled.booking.referenceNumber,
    previousStatus: cancelled.booking.status,
    cancelledAt: now,
    refundDue: cancelled.refundDue,
    refund,
  };
}

/** The customer's own rules (spec 000 §2 cancel page): a status they may change, before the cut-off. */
async function checkCustomerMayCancel(
  tx: Executor,
  ctx: Pick<AppContext, 'config'>,
  registrationId: string,
  now: Date,
): Promise<void> {
  // Locked first: of two concurrent cancels the second waits here, then finds the booking cancelled.
  const booking = await requireBooking(tx, registrationId, { forUpdate: true });
  if (booking.status === 'cancelled') throw conflict(ALREADY_CANCELLED_MESSAGE);
  if (!SELF_SERVICE_STATUSES.includes(booking.status)) throw conflict(NOT_CANCELLABLE_MESSAGE);
  const slot = (await findSlotTimes(tx, [booking.timeslotId])).get(booking.timeslotId);
  const cutoffHours = ctx.config.CHANGE_CUTOFF_HOURS;
  if (!slot || !isBeforeCutoff(slot, cutoffHours, now)) throw conflict(changeCutoffMessage(cutoffHours));
}
