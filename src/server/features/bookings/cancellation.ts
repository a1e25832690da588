import { and, eq } from 'drizzle-orm';
import type { CancelAppointmentResult, RefundOutcome } from '../../../domain/api-schemas';
import {
  ALREADY_CANCELLED_MESSAGE,
  changeCutoffMessage,
  NOT_CANCELLABLE_MESSAGE,
} from '../../../domain/appointment-messages';
import { centsToAmount, toCents } from '../../../domain/money';
import type { PaymentGateway } from '../../adapters/payments';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema';
import { conflict } from '../../errors';
import { recordAudit } from '../audit-log';
import { findSlotTimes } from '../timeslots';
import { cancelRegistration } from './admin';
import { requireBooking } from './booking-lock';
import { isBeforeCutoff, SELF_SERVICE_STATUSES } from './self-service';

/** A card payment claimed for a refund in the cancelling transaction. */
export interface RefundClaim {
  registrationId: string;
  transactionId: string;
  gateway: string;
  amount: string;
}

/**
 * POST /api/registrations/{id}/cancel (the customer, by reference): before the cut-off, cancels the
 * booking with the cancellation staff use (status `cancelled`, capacity and code redemptions given
 * back exactly once) and refunds what was paid by card.
 */
export async function cancelAppointment(
  ctx: AppContext,
  options: { registrationId: string },
): Promise<CancelAppointmentResult> {
  const now = ctx.now();
  const cancelled = await ctx.db.transaction(async (tx) => {
    // Locked first: of two concurrent cancels the second waits here, then finds the booking cancelled.
    const booking = await requireBooking(tx, options.registrationId, { forUpdate: true });
    if (booking.status === 'cancelled') throw conflict(ALREADY_CANCELLED_MESSAGE);
    if (!SELF_SERVICE_STATUSES.includes(booking.status)) throw conflict(NOT_CANCELLABLE_MESSAGE);
    const slot = (await findSlotTimes(tx, [booking.timeslotId])).get(booking.timeslotId);
    const cutoffHours = ctx.config.CHANGE_CUTOFF_HOURS;
    if (!slot || !isBeforeCutoff(slot, cutoffHours, now)) throw conflict(changeCutoffMessage(cutoffHours));

    await cancelRegistration(tx, { registrationId: booking.id, actor: 'customer', now });
    const refunds = await claimRefunds(tx, booking.id);
    return { booking, refunds };
  });

  // The gateway is called after the cancellation is committed: no network call inside a transaction.
  const refund = await refundClaims(ctx, cancelled.refunds);
  return {
    id: cancelled.booking.id,
    referenceNumber: cancelled.booking.referenceNumber,
    status: 'cancelled',
    cancelledAt: now.toISOString(),
    refund,
  };
}

/**
 * Inside the cancelling transaction: the booking's settled card payments become `refund_pending`, so
 * staff see the money as owed from the moment the booking is cancelled, whatever happens to the
 * gateway call that follows.
 */
export async function claimRefunds(tx: Executor, registrationId: string): Promise<RefundClaim[]> {
  return tx
    .update(payments)
    .set({ status: 'refund_pending' })
    .where(and(eq(payments.registrationId, registrationId), eq(payments.status, 'settled')))
    .returning({
      registrationId: payments.registrationId,
      transactionId: payments.transactionId,
      gateway: payments.gateway,
      amount: payments.amount,
    });
}

/** The gateway that took the payment: the one named on its row, whatever mode the site is in now. */
function gatewayOf(ctx: Pick<AppContext, 'payments'>, claim: RefundClaim): PaymentGateway | null {
  if (claim.gateway === ctx.payments.test.kind) return ctx.payments.test;
  if (ctx.payments.live && claim.gateway === ctx.payments.live.kind) return ctx.payments.live;
  return null;
}

/**
 * Asks each payment's gateway for the money back. A refund given makes the row `refunded`; a refusal,
 * an unreachable gateway or one without credentials leaves it `refund_pending` for staff, with the
 * reason in the audit log: the booking stays cancelled either way.
 */
export async function refundClaims(
  ctx: Pick<AppContext, 'db' | 'now' | 'payments'>,
  claims: RefundClaim[],
  actor = 'customer',
): Promise<RefundOutcome> {
  if (claims.length === 0) return { status: 'none', amount: null };
  let allRefunded = true;
  for (const claim of claims) {
    const gateway = gatewayOf(ctx, claim);
    let outcome: { refunded: true; refundId: string; method: string } | { refunded: false; reason: string };
    try {
      if (!gateway) throw new Error(`No ${claim.gateway} gateway is configured`);
      const result = await gateway.refund({ transactionId: claim.transactionId });
      outcome = { refunded: true, refundId: result.transactionId, method: result.method };
    } catch (error) {
      // For staff only: the gateway's reason (never card data: neither gateway returns any).
      outcome = { refunded: false, reason: error instanceof Error ? error.message : String(error) };
    }
    if (!outcome.refunded) allRefunded = false;
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      if (outcome.refunded) {
        await tx
          .update(payments)
          .set({ status: 'refunded' })
          .where(and(eq(payments.transactionId, claim.transactionId), eq(payments.status, 'refund_pending')));
      }
      await recordAudit(tx, {
        actor,
        action: outcome.refunded ? 'refund' : 'refund_pending',
        entity: 'registration',
        entityId: claim.registrationId,
        changes: { transactionId: claim.transactionId, gateway: claim.gateway, amount: claim.amount, ...outcome },
        now: now,
      });
    });
  }
  const paid = claims.reduce((sum, claim) => sum + toCents(claim.amount), 0);
  return { status: allRefunded ? 'refunded' : 'refund_pending', amount: centsToAmount(paid) };
}
