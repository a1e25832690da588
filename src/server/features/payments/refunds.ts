import type { RefundOutcome } from '@domain/bookings/responses';
import { OPEN_PAYMENT_STATUSES } from '@domain/bookings/status';
import { PAYMENT_IN_PROGRESS_MESSAGE } from '@domain/payments/messages';
import { centsToAmount, toCents } from '@domain/shared/money';
import { and, eq, inArray } from 'drizzle-orm';
import { type PaymentGateway, stripeRefundGateway } from '../../adapters/payments';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { conflict } from '../../errors';
import { recordAudit } from '../audit-log';

// Refunds of a cancelled booking's card payments: claimed in the cancelling transaction, asked of the
// gateway after it commits (no network call inside a transaction).

/** A card payment claimed for a refund in the cancelling transaction. */
export interface RefundClaim {
  registrationId: string;
  transactionId: string;
  gateway: string;
  amount: string;
}

/**
 * Inside the cancelling transaction: refused while a card payment is under way (its outcome decides
 * first); the booking's settled card payments become `refund_pending`, so staff see the money as owed
 * from the moment the booking is cancelled, whatever happens to the gateway call that follows.
 */
export async function claimRefunds(
  tx: Executor,
  registrationId: string,
): Promise<{ claims: RefundClaim[]; refundDue: string | null }> {
  const open = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.registrationId, registrationId), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])))
    .limit(1);
  if (open.length > 0) throw conflict(PAYMENT_IN_PROGRESS_MESSAGE);
  const claims = await tx
    .update(payments)
    .set({ status: 'refund_pending' })
    .where(and(eq(payments.registrationId, registrationId), eq(payments.status, 'settled')))
    .returning({
      registrationId: payments.registrationId,
      transactionId: payments.transactionId,
      gateway: payments.gateway,
      amount: payments.amount,
    });
  const paid = claims.reduce((sum, claim) => sum + toCents(claim.amount), 0);
  return { claims, refundDue: paid > 0 ? centsToAmount(paid) : null };
}

/** The gateway that took the payment: the one named on its row, whatever mode the site is in now. */
export function gatewayOf(
  ctx: Pick<AppContext, 'payments'>,
  claim: Pick<RefundClaim, 'gateway'>,
): { kind: string; refund: PaymentGateway['refund'] } | null {
  if (claim.gateway === ctx.payments.test.kind) return ctx.payments.test;
  if (ctx.payments.live && claim.gateway === ctx.payments.live.kind) return ctx.payments.live;
  // A live PayNow payment: its row's transaction id is the Stripe PaymentIntent it is refunded by.
  if (ctx.payments.paynow && claim.gateway === ctx.payments.paynow.kind)
    return stripeRefundGateway(ctx.payments.paynow);
  return null;
}

/**
 * Asks each payment's gateway for the money back. A refund given makes the row `refunded`; a refusal,
 * an unreachable gateway or one without credentials leaves it `refund_pending` for staff, with the
 * reason on the row (and the attempt in the audit log): the booking stays cancelled either way.
 */
export async function refundClaims(
  ctx: Pick<AppContext, 'db' | 'now' | 'payments'>,
  { claims, actor }: { claims: RefundClaim[]; actor: string },
): Promise<RefundOutcome> {
  if (claims.length === 0) return { status: 'none', amount: null };
  let allRefunded = true;
  for (const claim of claims) {
    const outcome = await askRefund(gatewayOf(ctx, claim), claim.transactionId, claim.gateway);
    if (!outcome.refunded) allRefunded = false;
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      // Refused, the row stays `refund_pending` with the reason: staff give the money back.
      await tx
        .update(payments)
        .set({ ...(outcome.refunded ? { status: 'refunded' } : {}), ...refundFacts(outcome, now) })
        .where(and(eq(payments.transactionId, claim.transactionId), eq(payments.status, 'refund_pending')));
      await recordAudit(tx, {
        actor,
        action: outcome.refunded ? 'refund' : 'refund_pending',
        entity: 'registration',
        entityId: claim.registrationId,
        changes: { transactionId: claim.transactionId, gateway: claim.gateway, amount: claim.amount, ...outcome },
        now,
      });
    });
  }
  const paid = claims.reduce((sum, claim) => sum + toCents(claim.amount), 0);
  return { status: allRefunded ? 'refunded' : 'refund_pending', amount: centsToAmount(paid) };
}

/** The refund steps a cancellation takes (bookings' `cancelBooking` is given them: payments sits above bookings). */
export const refundsFor = (ctx: Pick<AppContext, 'db' | 'now' | 'payments'>) => ({
  claim: claimRefunds,
  settle: (claims: RefundClaim[], actor: string) => refundClaims(ctx, { claims, actor }),
});

/** What a gateway answered to a refund: given (its refund id and its word for how), or why not. */
export type RefundAnswer = { refunded: true; refundId: string; method: string } | { refunded: false; reason: string };

/** Asks the gateway for a charge back; a refusal, an unreachable gateway or none at all is an answer too. */
export async function askRefund(
  gateway: { refund: PaymentGateway['refund'] } | null,
  transactionId: string,
  gatewayName: string,
): Promise<RefundAnswer> {
  try {
    if (!gateway) throw new Error(`No ${gatewayName} gateway is configured`);
    const refund = await gateway.refund({ transactionId });
    return { refunded: true, refundId: refund.transactionId, method: refund.method };
  } catch (error) {
    // For staff only: the gateway's reason (never card data: neither gateway returns any).
    return { refunded: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** The payment row's columns for a refund's answer, written with its status in the same transaction. */
export function refundFacts(answer: RefundAnswer, now: Date) {
  return answer.refunded
    ? { refundId: answer.refundId, refundMethod: answer.method, refundedAt: now }
    : { refundFailureReason: answer.reason, refundFailedAt: now };
}
