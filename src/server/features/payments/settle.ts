import { OPEN_PAYMENT_STATUSES } from '@domain/bookings/status';
import type { CardCharge } from '@domain/payments/card-discount';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments';
import type { AppContext } from '../../context';
import { payments } from '../../db/schema/payments';
import { recordAudit } from '../audit-log';
import { findRegistrationForPayment, markRegistrationPaid } from '../bookings';
import { releaseCardDiscount } from '../discounts';
import { queueMessages } from '../outbox';
import { askRefund, refundFacts } from './refunds';

// How a payment's outcome is written, once, whoever learns it: the payment call itself, the
// reconciliation job or staff checking with the gateway (DESIGN §8.2). Every write locks the booking
// first (the order the claim takes), then moves the payment only out of an open status, so two writers
// of one outcome change it once.

/** A card discount taken when the payment was claimed, as its row records it. */
export interface ClaimedCardDiscount {
  discountId: number;
  label: string;
  /** The booking's amounts with the discount: stored on the booking when the payment settles. */
  charge: CardCharge;
}

/** What a payment row's `detail` holds: the card, the discount taken, then what became of it. */
export interface PaymentDetail {
  brand?: string;
  last4?: string;
  cardDiscountId?: number | null;
  cardDiscount?: ClaimedCardDiscount | null;
  [key: string]: unknown;
}

/** A payment whose outcome is being written, and the booking it pays. */
export interface OpenPayment {
  /** payments.id */
  id: number;
  registrationId: string;
  /** Where the receipt goes. */
  email: string;
  card: { brand: string; last4: string };
  /** What the receipt and the admin name the method; the card's label (cardLabel) unless given (PayNow). */
  paymentMethod?: string;
  cardDiscount: ClaimedCardDiscount | null;
}

type Ctx = Pick<AppContext, 'db' | 'now'>;

const isOpen = () => inArray(payments.status, [...OPEN_PAYMENT_STATUSES]);

export const cardLabel = (card: { brand: string; last4: string }) => `card (${card.brand} ending ${card.last4})`;

/**
 * The gateway charged the card: the payment becomes `settled` under the gateway's transaction id and
 * amount, and the booking `paid` with the amounts charged, an audit entry and the receipt email, in one
 * transaction. 'not_open': the payment's outcome was already written (nothing changed); 'booking_closed':
 * the payment is recorded but the booking could no longer be paid, so the caller gives the money back.
 */
export async function recordCharge(
  ctx: Ctx & Pick<AppContext, 'config'>,
  {
    payment,
    charge,
  }: {
    payment: OpenPayment;
    charge: { transactionId: string; amount: string; actor: string; audit?: Record<string, unknown> };
  },
): Promise<'paid' | 'not_open' | 'booking_closed'> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await findRegistrationForPayment(tx, payment.registrationId, { forUpdate: true });
    const moved = await tx
      .update(payments)
      .set({ transactionId: charge.transactionId, status: 'settled', amount: charge.amount, checkingUntil: null })
      .where(and(eq(payments.id, payment.id), isOpen()))
      .returning({ id: payments.id });
    if (moved.length === 0) return 'not_open';
    const { cardDiscount } = payment;
    const paid = await markRegistrationPaid(tx, {
      id: payment.registrationId,
      transactionId: charge.transactionId,
      paymentMethod: payment.paymentMethod ?? cardLabel(payment.card),
      cardDiscount: cardDiscount ? { charge: cardDiscount.charge, label: cardDiscount.label } : null,
      now,
    });
    if (!paid) return 'booking_closed';
    await recordAudit(tx, {
      actor: charge.actor,
      action: 'pay',
      entity: 'registration',
      entityId: payment.registrationId,
      changes: {
        transactionId: charge.transactionId,
        amount: charge.amount,
        cardDiscount: cardDiscount?.charge.cardDiscount ?? '0.00',
        ...charge.audit,
      },
      now,
    });
    await queueMessages(tx, {
      kind: 'receipt',
      registrationId: payment.registrationId,
      toAddress: payment.email,
      now,
      textCountryCodes: ctx.config.SMS_ALLOWED_COUNTRY_CODES,
    });
    return 'paid';
  });
}

/**
 * Nothing was charged (or staff decided so): the payment becomes `status` ('failed', or 'declined' for
 * the gateway's no), the card discount it took is given back, and the booking stays payable. `detail`
 * is added to the row's detail; `audit`, when given, is written as an entry on the booking. False when
 * the payment's outcome was already written (nothing changed).
 */
export async function recordNoCharge(
  ctx: Ctx,
  {
    payment,
    outcome,
  }: {
    payment: Pick<OpenPayment, 'id' | 'registrationId' | 'cardDiscount'>;
    outcome: {
      status: 'failed' | 'declined' | 'unknown';
      detail?: Record<string, unknown>;
      audit?: { actor: string; action: string; changes: Record<string, unknown> };
    };
  },
): Promise<boolean> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await findRegistrationForPayment(tx, payment.registrationId, { forUpdate: true });
    const moved = await tx
      .update(payments)
      .set({
        status: outcome.status,
        checkingUntil: null,
        ...(outcome.detail
          ? { detail: sql`coalesce(${payments.detail}, '{}'::jsonb) || ${JSON.stringify(outcome.detail)}::jsonb` }
          : {}),
      })
      // 'unknown' is itself open: only a payment still `processing` moves to it.
      .where(
        and(eq(payments.id, payment.id), outcome.status === 'unknown' ? eq(payments.status, 'processing') : isOpen()),
      )
      .returning({ id: payments.id });
    if (moved.length === 0) return false;
    if (payment.cardDiscount && outcome.status !== 'unknown') {
      await releaseCardDiscount(tx, payment.cardDiscount, now);
    }
    if (outcome.audit) {
      await recordAudit(tx, {
        ...outcome.audit,
        entity: 'registration',
        entityId: payment.registrationId,
        now,
      });
    }
    return true;
  });
}

/**
 * Gives back a charge the site cannot keep (the booking was closed meanwhile, or the payment's outcome
 * was already written otherwise). The payment row that carries the charge's id becomes `refunded`, or
 * `refund_pending` for staff when the gateway refuses or does not answer. The row keeps the refund's
 * facts (refundFacts); the audit log names who gave it back or tried.
 */
export async function refundUnkeptCharge(
  ctx: Ctx,
  {
    gateway,
    charge,
  }: {
    gateway: { kind: string; refund: PaymentGateway['refund'] };
    charge: { registrationId: string; transactionId: string; amount: string; actor: string };
  },
): Promise<void> {
  const outcome = await askRefund(gateway, charge.transactionId, gateway.kind);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status: outcome.refunded ? 'refunded' : 'refund_pending', ...refundFacts(outcome, now) })
      .where(eq(payments.transactionId, charge.transactionId));
    await recordAudit(tx, {
      actor: charge.actor,
      action: outcome.refunded ? 'refund' : 'refund_pending',
      entity: 'registration',
      entityId: charge.registrationId,
      changes: { transactionId: charge.transactionId, gateway: gateway.kind, amount: charge.amount, ...outcome },
      now,
    });
  });
}
