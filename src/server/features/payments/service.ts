import { randomUUID } from 'node:crypto';
import { REGISTRATION_NOT_FOUND_MESSAGE } from '@domain/bookings/messages';
import { applyCardDiscount } from '@domain/payments/card-discount';
import {
  ALREADY_PAID_MESSAGE,
  AMOUNT_DUE_CHANGED_MESSAGE,
  BALANCE_DUE_MESSAGE,
  CARD_NOT_READ_MESSAGE,
  CARD_OFFER_USED_UP_MESSAGE,
  NOT_PAYABLE_MESSAGE,
  NOTHING_TO_PAY_MESSAGE,
  PAYMENT_IN_PROGRESS_MESSAGE,
  PAYMENT_OUTCOME_UNKNOWN_MESSAGE,
  PAYMENT_UNAVAILABLE_MESSAGE,
  paymentDeclinedMessage,
  TEST_CARD_IN_LIVE_MODE_MESSAGE,
} from '@domain/payments/messages';
import { type ConfirmationResult, type PaymentOutcome, registrationIdSchema } from '@domain/payments/schemas';
import { parseSimulatedNonce } from '@domain/payments/test-cards';
import { todayInSingapore } from '@domain/shared/dates';
import { toCents } from '@domain/shared/money';
import { and, eq, inArray } from 'drizzle-orm';
import { type PaymentGateway, PaymentGatewayUnavailableError } from '../../adapters/payments';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { AppError, conflict, notFound } from '../../errors';
import { recordAudit } from '../audit-log';
import {
  findRegistrationForPayment,
  markRegistrationPaid,
  type PayableRegistration,
  prepaidTransactionId,
} from '../bookings';
import { findCardDiscount, takeCardDiscount } from '../discounts';
import { queueMessages } from '../outbox';
import { type OpenPayment, type PaymentDetail, recordCharge, recordNoCharge, refundUnkeptCharge } from './settle';
import { isPaymentTestMode } from './test-mode';

/**
 * Payment rows whose outcome is open or final-and-good. At most one per booking (a partial unique
 * index): the row is claimed before the gateway is called, so ten parallel payments of one booking
 * make one charge and nine refusals (rule 8). 'unknown' (the gateway did not answer) stays blocking:
 * the card may have been charged, and only staff can tell.
 */
export const BLOCKING_PAYMENT_STATUSES = ['processing', 'settled', 'unknown'] as const;

/** The gateway of the current mode: the simulated one in test mode (the default), Braintree in live mode. */
export async function currentGateway(ctx: AppContext): Promise<PaymentGateway> {
  if (await isPaymentTestMode(ctx.db, ctx.config)) return ctx.payments.test;
  if (!ctx.payments.live) throw new AppError('UPSTREAM_UNAVAILABLE', PAYMENT_UNAVAILABLE_MESSAGE);
  return ctx.payments.live;
}

/** GET /api/payments/client-token. */
export async function createClientToken(ctx: AppContext): Promise<{ token: string; testMode: boolean }> {
  const gateway = await currentGateway(ctx);
  return { token: await gateway.createClientToken(), testMode: gateway.kind === 'simulated' };
}

async function requireRegistration(db: Executor, id: string): Promise<PayableRegistration> {
  // Rule 7: a malformed id names nothing, and gets the same 404 as an unknown one.
  if (!registrationIdSchema.safeParse(id).success) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
  const registration = await findRegistrationForPayment(db, id);
  if (!registration) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
  return registration;
}

export function assertPayable(registration: PayableRegistration): void {
  if (registration.status === 'paid' || registration.status === 'completed') throw conflict(ALREADY_PAID_MESSAGE);
  if (registration.status !== 'pending_payment') throw conflict(NOT_PAYABLE_MESSAGE);
}

/**
 * POST /api/payments/process. The server charges the amount due that it computed itself, less a card
 * (BIN) discount the gateway's description of the card qualifies for; the page's `amount` is only
 * compared. The payment row is claimed in one transaction, the gateway is called outside any
 * transaction, and the outcome is written in another.
 */
export async function processPayment(
  ctx: AppContext,
  request: { registrationId: string; nonce: string; deviceData?: string | null; amount: string },
): Promise<PaymentOutcome> {
  const registration = await requireRegistration(ctx.db, request.registrationId);
  assertPayable(registration);
  if (toCents(registration.amountDue) <= 0) throw conflict(NOTHING_TO_PAY_MESSAGE);
  if (toCents(request.amount) !== toCents(registration.amountDue)) {
    throw conflict(AMOUNT_DUE_CHANGED_MESSAGE, { amountDue: registration.amountDue });
  }

  const gateway = await currentGateway(ctx);
  // DESIGN §8.9: test mode's card form (a test card) pays nothing in live mode; its nonce never reaches Braintree.
  if (gateway.kind !== 'simulated' && parseSimulatedNonce(request.nonce))
    throw new AppError('FORBIDDEN', TEST_CARD_IN_LIVE_MODE_MESSAGE);
  const card = await gateway.describeNonce(request.nonce).catch((error: unknown) => {
    if (error instanceof PaymentGatewayUnavailableError)
      throw new AppError('UPSTREAM_UNAVAILABLE', PAYMENT_UNAVAILABLE_MESSAGE);
    throw error;
  });
  if (!card) throw new AppError('BAD_REQUEST', CARD_NOT_READ_MESSAGE);

  const now = ctx.now();
  const cardDiscount = await findCardDiscount(ctx.db, {
    bin: card.bin,
    isMember: registration.isMember,
    today: todayInSingapore(now),
  });
  const charge = applyCardDiscount(
    {
      afterDiscounts: registration.afterDiscounts,
      partnerPaid: registration.partnerPaid,
    },
    cardDiscount?.rule ?? null,
  );

  const attemptId = `attempt_${randomUUID()}`;
  const claimed = await ctx.db.transaction(async (tx) => {
    // The payment row locks the booking (rule 8): its status is read again under the lock.
    const locked = await findRegistrationForPayment(tx, registration.id, { forUpdate: true });
    if (!locked) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
    assertPayable(locked);
    // The charge was priced from the amount due read before the lock: persons added or removed since
    // (the participants page) changed it, so this charge would no longer pay the booking.
    if (toCents(locked.amountDue) !== toCents(registration.amountDue)) {
      throw conflict(AMOUNT_DUE_CHANGED_MESSAGE, { amountDue: locked.amountDue });
    }
    const [row] = await tx
      .insert(payments)
      .values({
        registrationId: registration.id,
        transactionId: attemptId,
        gateway: gateway.kind,
        method: card.brand,
        status: 'processing',
        amount: charge.amountDue,
        detail: {
          brand: card.brand,
          last4: card.last4,
          cardDiscountId: cardDiscount?.discountId ?? null,
          // Kept so that whoever learns the outcome (this call, or a check with the gateway later)
          // settles the booking with the same amounts.
          cardDiscount: cardDiscount
            ? { discountId: cardDiscount.discountId, label: cardDiscount.label, charge }
            : null,
        } satisfies PaymentDetail,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (!row) return null;
    // The last BIN redemption went to another card meanwhile: the rollback undoes the claim, and a
    // new attempt is priced without the offer.
    if (cardDiscount && !(await takeCardDiscount(tx, cardDiscount, now))) throw conflict(CARD_OFFER_USED_UP_MESSAGE);
    return row.id;
  });
  if (claimed === null) throw conflict(PAYMENT_IN_PROGRESS_MESSAGE);
  const payment: OpenPayment = {
    id: claimed,
    registrationId: registration.id,
    email: registration.email,
    card,
    cardDiscount: cardDiscount ? { discountId: cardDiscount.discountId, label: cardDiscount.label, charge } : null,
  };

  let sale: Awaited<ReturnType<PaymentGateway['sale']>>;
  try {
    sale = await gateway.sale({
      amount: charge.amountDue,
      orderId: registration.referenceNumber,
      nonce: request.nonce,
      deviceData: request.deviceData ?? undefined,
    });
  } catch (error) {
    // Not reached at all: nothing was charged and the customer may try again. Sent but unanswered: the
    // card may have been charged, so the payment stays open until the gateway's records are checked
    // (reconcile.ts, or staff in the order details).
    const mayHaveCharged = !(error instanceof PaymentGatewayUnavailableError) || error.outcomeUnknown;
    await recordNoCharge(ctx, { payment, outcome: { status: mayHaveCharged ? 'unknown' : 'failed' } });
    throw new AppError(
      'UPSTREAM_UNAVAILABLE',
      mayHaveCharged ? PAYMENT_OUTCOME_UNKNOWN_MESSAGE : PAYMENT_UNAVAILABLE_MESSAGE,
    );
  }

  if (!sale.approved) {
    // A declined attempt keeps its own unique id; the gateway's id, if any, goes into the detail.
    await recordNoCharge(ctx, {
      payment,
      outcome: {
        status: 'declined',
        detail: { message: sale.message, gatewayTransactionId: sale.transactionId ?? null },
      },
    });
    throw new AppError('PAYMENT_DECLINED', paymentDeclinedMessage(sale.message));
  }

  const recorded = await recordCharge(ctx, {
    payment,
    charge: {
      transactionId: sale.transactionId,
      amount: sale.amount,
      actor: 'customer',
    },
  });
  if (recorded !== 'paid') {
    // The booking was closed while the card was charged (an admin cancelled it), or the payment was
    // settled otherwise meanwhile: give the money back.
    await refundUnkeptCharge(ctx, {
      gateway,
      charge: {
        registrationId: registration.id,
        transactionId: sale.transactionId,
        amount: sale.amount,
        actor: 'system',
      },
    });
    throw conflict(NOT_PAYABLE_MESSAGE);
  }
  return {
    transactionId: sale.transactionId,
    amount: sale.amount,
    status: 'paid',
    cardDiscountAmount: charge.cardDiscount,
  };
}

/**
 * The four calls by which a page says "this booking is paid" (the record-payment, status, partner
 * confirm and direct-confirm calls). None of them can make it so: a booking moves to `paid` only when
 * the server's own records show nothing left to pay (a settled card payment, or a partner prepayment
 * covering the total). Otherwise they change nothing and say why.
 */
export async function confirmIfNothingDue(
  ctx: AppContext,
  options: { registrationId: string; label: string },
): Promise<ConfirmationResult> {
  const registration = await requireRegistration(ctx.db, options.registrationId);
  if (registration.status === 'paid' || registration.status === 'completed') {
    return { id: registration.id, status: registration.status, transactionId: registration.paidTransactionId };
  }
  assertPayable(registration);
  const settled = await ctx.db
    .select({ transactionId: payments.transactionId, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.registrationId, registration.id), inArray(payments.status, ['settled'])));
  const paidByCard = settled.reduce((sum, row) => sum + toCents(row.amount), 0);
  if (toCents(registration.amountDue) - paidByCard > 0) throw conflict(BALANCE_DUE_MESSAGE);

  const transactionId = settled[0]?.transactionId ?? prepaidTransactionId(registration.referenceNumber);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const paid = await markRegistrationPaid(tx, {
      id: registration.id,
      transactionId,
      paymentMethod: settled[0] ? null : options.label,
      cardDiscount: null,
      now,
    });
    if (paid) {
      await recordAudit(tx, {
        actor: 'customer',
        action: 'confirm',
        entity: 'registration',
        entityId: registration.id,
        changes: { transactionId, label: options.label },
        now: now,
      });
      await queueMessages(tx, {
        kind: 'receipt',
        registrationId: registration.id,
        toAddress: registration.email,
        now,
        textCountryCodes: ctx.config.SMS_ALLOWED_COUNTRY_CODES,
      });
    }
  });
  const after = await requireRegistration(ctx.db, registration.id);
  return { id: after.id, status: after.status, transactionId: after.paidTransactionId };
}
