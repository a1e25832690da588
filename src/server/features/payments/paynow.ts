import { randomBytes } from 'node:crypto';
import { REGISTRATION_NOT_FOUND_MESSAGE } from '@domain/bookings/messages';
import {
  NO_LIVE_PAYNOW_MESSAGE,
  NOTHING_TO_PAY_MESSAGE,
  PAYNOW_METHOD,
  PAYNOW_SIMULATION_TEST_ONLY_MESSAGE,
  PAYNOW_UNAVAILABLE_MESSAGE,
} from '@domain/payments/messages';
import { buildPayNowQrPayload } from '@domain/payments/paynow-qr';
import type { PayNowRequestData, PayNowSimulationData } from '@domain/payments/paynow-schemas';
import { registrationIdSchema } from '@domain/payments/schemas';
import { COMPANY } from '@domain/shared/company';
import { toCents } from '@domain/shared/money';
import { and, eq, gt, inArray } from 'drizzle-orm';
import QRCode from 'qrcode';
import { type PaymentGateway, SIMULATED_TRANSACTION_PREFIX } from '../../adapters/payments';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { payments, paynowRequests } from '../../db/schema/payments';
import { AppError, conflict, notFound } from '../../errors';
import { findRegistrationForPayment, type PayableRegistration } from '../bookings';
import { gatewayOf } from './refunds';
import { assertPayable, BLOCKING_PAYMENT_STATUSES } from './service';
import { recordCharge, refundUnkeptCharge } from './settle';
import { isPaymentTestMode } from './test-mode';

// PayNow (DESIGN §8.4): a QR code the customer's banking app pays, confirmed by the provider, never by
// the page. Test mode's simulated provider makes the SGQR string itself; live mode's is Stripe's.
// However the payment arrives, completePayNowPayment settles it through the card flow's machinery: the
// payment row locks the booking, a booking is paid once, and money that cannot be kept goes back.

export type PayNowProvider = 'simulated' | 'stripe';

type Ctx = Pick<AppContext, 'db' | 'now' | 'config' | 'payments'>;

type PayNowRequestRow = typeof paynowRequests.$inferSelect;

const SIMULATED_REQUEST_PREFIX = 'paynow_sim_';

async function requireRegistration(db: Executor, id: string): Promise<PayableRegistration> {
  if (!registrationIdSchema.safeParse(id).success) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
  const registration = await findRegistrationForPayment(db, id);
  if (!registration) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
  return registration;
}

/** The PNG of a payload, as a data URL the page shows in an <img>. */
export function payNowQrImage(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, { type: 'image/png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
}

async function describeRequest(row: PayNowRequestRow, config: Ctx['config']): Promise<PayNowRequestData> {
  return {
    qrPayload: row.qrPayload,
    qrImage: await payNowQrImage(row.qrPayload),
    amount: row.amount,
    reference: row.reference,
    expiresAt: row.expiresAt.toISOString(),
    // The code this server made pays PAYNOW_UEN, which a banking app can also pay by hand; Stripe's
    // code pays Stripe's account, matched by its QR code alone.
    payee: row.provider === 'simulated' ? { uen: config.PAYNOW_UEN, name: COMPANY.legalName } : null,
  };
}

/** The booking's PayNow request that can still be paid (pending, not expired), if any. */
async function findLiveRequest(db: Executor, registrationId: string, now: Date): Promise<PayNowRequestRow | null> {
  const [row] = await db
    .select()
    .from(paynowRequests)
    .where(
      and(
        eq(paynowRequests.registrationId, registrationId),
        eq(paynowRequests.status, 'pending'),
        gt(paynowRequests.expiresAt, now),
      ),
    );
  return row ?? null;
}

/**
 * POST /api/payments/paynow. The amount is the server's amount due. While the booking has a live request
 * for that amount, the same request is answered (never a second code with another amount); an expired
 * one, or one for an amount no longer due, is closed and a new one made.
 */
export async function createPayNowRequest(
  ctx: Ctx,
  { registrationId }: { registrationId: string },
): Promise<PayNowRequestData> {
  const registration = await requireRegistration(ctx.db, registrationId);
  assertPayable(registration);
  if (toCents(registration.amountDue) <= 0) throw conflict(NOTHING_TO_PAY_MESSAGE);
  // Live mode's PayNow is Stripe's: until STRIPE_SECRET_KEY is set, nothing is offered.
  const testMode = await isPaymentTestMode(ctx.db, ctx.config);
  const stripe = testMode ? null : (ctx.payments.paynow ?? null);
  if (!testMode && !stripe) throw new AppError('UPSTREAM_UNAVAILABLE', PAYNOW_UNAVAILABLE_MESSAGE);

  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await findRegistrationForPayment(tx, registration.id, { forUpdate: true });
    if (!locked) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
    assertPayable(locked);
    if (toCents(locked.amountDue) <= 0) throw conflict(NOTHING_TO_PAY_MESSAGE);
    const [pending] = await tx
      .select()
      .from(paynowRequests)
      .where(and(eq(paynowRequests.registrationId, locked.id), eq(paynowRequests.status, 'pending')));
    if (pending) {
      const live = pending.expiresAt.getTime() > now.getTime();
      if (live && toCents(pending.amount) === toCents(locked.amountDue)) return pending;
      // Its time is up, or persons were added or removed since: a payment of it would no longer pay.
      await tx
        .update(paynowRequests)
        .set({ status: live ? 'cancelled' : 'expired' })
        .where(eq(paynowRequests.id, pending.id));
    }
    const expiresAt = new Date(now.getTime() + ctx.config.PAYNOW_EXPIRY_MINUTES * 60_000);
    // Stripe is asked while the booking is locked, so two tabs asking at once make one request, not two
    // QR codes that could both be paid. The call carries an idempotency key and a 25 s time-out.
    const made = stripe
      ? await stripe.createRequest({
          amount: locked.amountDue,
          reference: locked.referenceNumber,
          registrationId: locked.id,
          expiresAt,
          idempotencyKey: `paynow:${locked.id}:${now.getTime()}`,
        })
      : {
          providerId: SIMULATED_REQUEST_PREFIX + randomBytes(12).toString('hex'),
          qrPayload: buildPayNowQrPayload({
            uen: ctx.config.PAYNOW_UEN,
            amount: locked.amountDue,
            reference: locked.referenceNumber,
            expiresAt,
          }),
          expiresAt,
        };
    const [created] = await tx
      .insert(paynowRequests)
      .values({
        registrationId: locked.id,
        provider: stripe ? 'stripe' : 'simulated',
        providerId: made.providerId,
        amount: locked.amountDue,
        reference: locked.referenceNumber,
        // Stripe's SGQR string, drawn here as for test mode: the page shows no image from elsewhere.
        qrPayload: made.qrPayload,
        expiresAt: made.expiresAt,
        status: 'pending',
        createdAt: now,
      })
      .returning();
    return created!;
  });
  return describeRequest(row, ctx.config);
}

/** The gateway that gives a PayNow payment of this provider back (Stripe's only when it is configured). */
function refunderOf(ctx: Ctx, provider: PayNowProvider): { kind: string; refund: PaymentGateway['refund'] } {
  return (
    gatewayOf(ctx, { gateway: provider }) ?? {
      kind: provider,
      refund: () => Promise.reject(new Error(`No ${provider} gateway is configured`)),
    }
  );
}

/**
 * The provider says a PayNow request was paid (Stripe's webhook, or the simulated bank in test mode).
 * The booking becomes paid exactly as a card payment makes it (payment row 'settled', method 'PayNow',
 * amounts, audit, receipt email) unless it cannot keep the money: it is no longer payable (paid by card
 * meanwhile, cancelled, expired), another payment is under way or made, or the amount no longer pays
 * it. Then the payment is recorded and given back, as the card flow's unkept charges are: 'refunded'.
 * The same transaction id again changes nothing: 'duplicate'.
 */
export async function completePayNowPayment(
  ctx: Ctx,
  input: { providerId: string; provider: PayNowProvider; amount: string; transactionId: string },
): Promise<'paid' | 'refunded' | 'duplicate'> {
  const [request] = await ctx.db
    .select()
    .from(paynowRequests)
    .where(and(eq(paynowRequests.providerId, input.providerId), eq(paynowRequests.provider, input.provider)));
  if (!request) throw notFound(NO_LIVE_PAYNOW_MESSAGE);

  const now = ctx.now();
  const decision = await ctx.db.transaction(async (tx) => {
    // The payment row locks the booking first, as every payment write does (settle.ts).
    const registration = await findRegistrationForPayment(tx, request.registrationId, { forUpdate: true });
    if (!registration) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
    const [seen] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.transactionId, input.transactionId));
    if (seen) return 'duplicate' as const;

    const row = {
      registrationId: registration.id,
      transactionId: input.transactionId,
      gateway: input.provider,
      method: PAYNOW_METHOD,
      amount: input.amount,
      detail: { paynowRequestId: request.id, providerId: input.providerId },
      createdAt: now,
    };
    const blocking = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(eq(payments.registrationId, registration.id), inArray(payments.status, [...BLOCKING_PAYMENT_STATUSES])),
      )
      .limit(1);
    const keepable =
      registration.status === 'pending_payment' &&
      blocking.length === 0 &&
      toCents(input.amount) === toCents(registration.amountDue);
    if (keepable) {
      const [claimed] = await tx
        .insert(payments)
        .values({ ...row, status: 'processing' })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      if (claimed) {
        // recordCharge's transaction runs inside this one (a savepoint): claim and outcome are one write.
        const recorded = await recordCharge(
          { db: tx, now: ctx.now, config: ctx.config },
          {
            payment: {
              id: claimed.id,
              registrationId: registration.id,
              email: registration.email,
              card: { brand: PAYNOW_METHOD, last4: '' },
              paymentMethod: PAYNOW_METHOD,
              cardDiscount: null,
            },
            charge: {
              transactionId: input.transactionId,
              amount: input.amount,
              actor: input.provider === 'stripe' ? 'system' : 'customer',
              audit: { method: PAYNOW_METHOD, gateway: input.provider, paynowRequestId: request.id },
            },
          },
        );
        if (recorded === 'paid') {
          await tx.update(paynowRequests).set({ status: 'paid', paidAt: now }).where(eq(paynowRequests.id, request.id));
          return 'paid' as const;
        }
        throw new Error(`PayNow payment ${input.transactionId} could not be settled: ${recorded}`);
      }
    }
    // Paid once (DESIGN §5 rule 8): the money arrived for a booking that cannot keep it. Recorded as owed
    // back at once, so staff see it even if the refund that follows fails.
    await tx.insert(payments).values({ ...row, status: 'refund_pending' });
    await tx.update(paynowRequests).set({ status: 'refunded' }).where(eq(paynowRequests.id, request.id));
    return 'refund' as const;
  });
  if (decision !== 'refund') return decision;
  await refundUnkeptCharge(ctx, {
    gateway: refunderOf(ctx, input.provider),
    charge: {
      registrationId: request.registrationId,
      transactionId: input.transactionId,
      amount: input.amount,
      actor: 'system',
    },
  });
  return 'refunded';
}

/**
 * POST /api/payments/paynow/simulate (test mode only): the simulated bank pays the booking's live
 * request, as a customer's banking app would.
 */
export async function simulatePayNowPayment(
  ctx: Ctx,
  { registrationId }: { registrationId: string },
): Promise<PayNowSimulationData> {
  if (!(await isPaymentTestMode(ctx.db, ctx.config)))
    throw new AppError('FORBIDDEN', PAYNOW_SIMULATION_TEST_ONLY_MESSAGE);
  const registration = await requireRegistration(ctx.db, registrationId);
  const request = await findLiveRequest(ctx.db, registration.id, ctx.now());
  if (request?.provider !== 'simulated') throw conflict(NO_LIVE_PAYNOW_MESSAGE);
  const transactionId = `${SIMULATED_TRANSACTION_PREFIX}paynow_${randomBytes(8).toString('hex')}`;
  const outcome = await completePayNowPayment(ctx, {
    providerId: request.providerId,
    provider: 'simulated',
    amount: request.amount,
    transactionId,
  });
  const after = await requireRegistration(ctx.db, registration.id);
  return { outcome, status: after.status, transactionId };
}

/**
 * Stripe's webhook reports a PayNow payment (inside the transaction that records the event): settled
 * as any PayNow payment. A PaymentIntent this site never asked for is acknowledged and left alone, so
 * Stripe does not deliver it again for days.
 */
export async function recordStripePayNowPayment(
  ctx: Ctx,
  payment: { providerId: string; amount: string; transactionId: string },
): Promise<void> {
  const [request] = await ctx.db
    .select({ id: paynowRequests.id })
    .from(paynowRequests)
    .where(and(eq(paynowRequests.providerId, payment.providerId), eq(paynowRequests.provider, 'stripe')));
  if (!request) return;
  await completePayNowPayment(ctx, { ...payment, provider: 'stripe' });
}
