import { OPEN_PAYMENT_STATUSES } from '@domain/bookings/status';
import { ADMIN_REGISTRATION_NOT_FOUND_MESSAGE } from '@domain/orders/messages';
import {
  CHECKED_ALREADY_SETTLED_MESSAGE,
  CHECKED_FAILED_MESSAGE,
  CHECKED_NOT_SEEN_YET_MESSAGE,
  checkedPaidButClosedMessage,
  checkedPaidMessage,
  GATEWAY_NOT_ASKED_MESSAGE,
  GATEWAY_NOT_CONFIGURED_MESSAGE,
  MARKED_FAILED_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  PAYMENT_NOT_IN_DOUBT_MESSAGE,
  paymentStillProcessingMessage,
} from '@domain/payments/doubt-messages';
import {
  type AdminCardPayment,
  type AdminPaymentCheckResult,
  type AdminPaymentMarkFailedResult,
  type CardPaymentStatus,
  cardPaymentStatusSchema,
} from '@domain/payments/doubt-schemas';
import { registrationIdSchema } from '@domain/payments/schemas';
import { formatTimeLabel, singaporeWallClock } from '@domain/shared/dates';
import { and, desc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import {
  BRAINTREE_TIMEOUT_MS,
  type GatewayTransaction,
  type PaymentGateway,
  PaymentGatewayUnavailableError,
} from '../../adapters/payments';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { AppError, conflict, notFound } from '../../errors';
import { errorLogFields } from '../../log-fields';
import { findRegistrationForPayment } from '../bookings';
import {
  type ClaimedCardDiscount,
  type OpenPayment,
  type PaymentDetail,
  recordCharge,
  recordNoCharge,
  refundUnkeptCharge,
} from './settle';

// Payments never stay in doubt (DESIGN §8.2). A payment whose outcome is unknown (the gateway did not
// answer) or that is still `processing` twice the gateway's time-out after it started (its request was
// cut off: a crash, a deploy) is asked of the gateway by the booking's reference, the order id every
// sale is sent with, and settled as the payment call would have: paid with the gateway's transaction,
// or failed with the booking payable again. The recurring job does it for every such payment; staff do
// it for one from the order details, or decide themselves that it failed.

/** How often each instance looks for payments in doubt. */
export const RECONCILE_INTERVAL_MS = 30_000;
/** How many payments one run asks about; the next run takes the rest. */
const RECONCILE_BATCH = 20;

type Ctx = Pick<AppContext, 'db' | 'now' | 'payments' | 'config'>;
type Log = { warn(fields: object, message: string): void; error(fields: object, message: string): void };

/** A payment row with its booking's reference: what a check needs. */
interface PaymentRow {
  id: number;
  registrationId: string;
  referenceNumber: string;
  email: string;
  transactionId: string;
  gateway: string;
  method: string | null;
  status: string;
  amount: string;
  detail: unknown;
  createdAt: Date;
}

/** The gateway that took the payment: the one named on its row, whatever mode the site is in now. */
function gatewayOf(ctx: Pick<AppContext, 'payments'>, kind: string): PaymentGateway | null {
  if (kind === ctx.payments.test.kind) return ctx.payments.test;
  if (ctx.payments.live && kind === ctx.payments.live.kind) return ctx.payments.live;
  return null;
}

/** Twice the time-out of the payment's gateway (Braintree's when that gateway is not configured now). */
function doubtAfterMs(ctx: Pick<AppContext, 'payments'>, kind: string): number {
  return 2 * (gatewayOf(ctx, kind)?.timeoutMs ?? BRAINTREE_TIMEOUT_MS);
}

/** When a payment opened at `createdAt` may be taken as cut off from its own request. */
const doubtFrom = (ctx: Pick<AppContext, 'payments'>, row: Pick<PaymentRow, 'gateway' | 'createdAt'>) =>
  new Date(row.createdAt.getTime() + doubtAfterMs(ctx, row.gateway));

const isOpenStatus = (status: string) => (OPEN_PAYMENT_STATUSES as readonly string[]).includes(status);

/** Unknown at once; `processing` only once its own request can no longer answer. */
function isInDoubt(ctx: Pick<AppContext, 'payments'>, row: PaymentRow, now: Date): boolean {
  if (row.status === 'unknown') return true;
  return row.status === 'processing' && doubtFrom(ctx, row) <= now;
}

const detailOf = (row: Pick<PaymentRow, 'detail'>): PaymentDetail =>
  row.detail && typeof row.detail === 'object' ? (row.detail as PaymentDetail) : {};

function openPayment(row: PaymentRow): OpenPayment {
  const detail = detailOf(row);
  return {
    id: row.id,
    registrationId: row.registrationId,
    email: row.email,
    card: { brand: detail.brand ?? row.method ?? 'Card', last4: detail.last4 ?? '' },
    cardDiscount: (detail.cardDiscount as ClaimedCardDiscount | null | undefined) ?? null,
  };
}

function paymentView(ctx: Pick<AppContext, 'payments'>, row: PaymentRow, now: Date): AdminCardPayment {
  const detail = detailOf(row);
  const status = cardPaymentStatusSchema.safeParse(row.status);
  const charged = row.status === 'settled' || row.status === 'refunded' || row.status === 'refund_pending';
  return {
    id: row.id,
    status: status.success ? status.data : ('failed' satisfies CardPaymentStatus),
    amount: row.amount,
    gateway: row.gateway,
    card: detail.brand ? `${detail.brand}${detail.last4 ? ` ending ${detail.last4}` : ''}` : row.method,
    transactionId: charged ? row.transactionId : null,
    createdAt: row.createdAt.toISOString(),
    inDoubt: isInDoubt(ctx, row, now),
  };
}

const rowColumns = {
  id: payments.id,
  registrationId: payments.registrationId,
  transactionId: payments.transactionId,
  gateway: payments.gateway,
  method: payments.method,
  status: payments.status,
  amount: payments.amount,
  detail: payments.detail,
  createdAt: payments.createdAt,
};

async function withBooking(db: Executor, rows: Omit<PaymentRow, 'referenceNumber' | 'email'>[]): Promise<PaymentRow[]> {
  const result: PaymentRow[] = [];
  for (const row of rows) {
    const booking = await findRegistrationForPayment(db, row.registrationId);
    if (booking) result.push({ ...row, referenceNumber: booking.referenceNumber, email: booking.email });
  }
  return result;
}

/** The other charges the site already knows for the booking: never taken for this payment. */
async function knownTransactionIds(db: Executor, registrationId: string, exceptId: number): Promise<Set<string>> {
  const rows = await db
    .select({ id: payments.id, transactionId: payments.transactionId, detail: payments.detail })
    .from(payments)
    .where(eq(payments.registrationId, registrationId));
  const known = new Set<string>();
  for (const row of rows) {
    if (row.id === exceptId) continue;
    known.add(row.transactionId);
    const gatewayId = detailOf(row).gatewayTransactionId;
    if (typeof gatewayId === 'string') known.add(gatewayId);
  }
  return known;
}

/** The charge that belongs to this payment: one the site does not know yet, of the same amount if any. */
function chargeFor(row: PaymentRow, found: GatewayTransaction[], known: Set<string>) {
  const unknownCharges = found.filter((transaction) => transaction.charged && !known.has(transaction.transactionId));
  const charge = unknownCharges.find((transaction) => transaction.amount === row.amount) ?? unknownCharges[0] ?? null;
  return { charge, others: unknownCharges.filter((transaction) => transaction !== charge) };
}

type CheckResult =
  | { outcome: 'paid'; transactionId: string; bookingClosed: boolean }
  | { outcome: 'failed' }
  | { outcome: 'unchanged'; why: 'not_seen_yet' | 'settled_meanwhile' };

/**
 * Asks the payment's gateway what it holds for the booking's reference and writes the outcome. A charge
 * the site does not know yet settles the payment and pays the booking; no such charge fails the payment
 * once it is past doubt (before that the answer may still be on its way: nothing changes). Every write
 * is conditional on the payment still being open, so two checkers settle it once. Throws
 * PaymentGatewayUnavailableError when the gateway could not be asked.
 */
async function checkWithGateway(
  ctx: Ctx,
  row: PaymentRow,
  gateway: PaymentGateway,
  actor: string,
  log?: Log,
): Promise<CheckResult> {
  const found = await gateway.findByOrderId(row.referenceNumber);
  const known = await knownTransactionIds(ctx.db, row.registrationId, row.id);
  const { charge, others } = chargeFor(row, found, known);
  const payment = openPayment(row);
  if (charge) {
    if (others.length > 0) {
      // More charges for this order than the site knows of: staff must refund the others.
      log?.warn(
        { paymentId: row.id, otherCharges: others.map((other) => other.transactionId) },
        'the gateway holds more unrecorded charges for this order',
      );
    }
    const recorded = await recordCharge(ctx, {
      payment,
      charge: {
        transactionId: charge.transactionId,
        amount: charge.amount,
        actor,
        audit: {
          checkedWithGateway: true,
          paymentId: row.id,
          ...(others.length > 0 ? { otherCharges: others.map((other) => other.transactionId) } : {}),
        },
      },
    });
    if (recorded === 'not_open') return { outcome: 'unchanged', why: 'settled_meanwhile' };
    if (recorded === 'booking_closed') {
      // The booking was closed while its payment was open (nothing should allow that): give it back.
      await refundUnkeptCharge(ctx, {
        gateway,
        charge: {
          registrationId: row.registrationId,
          transactionId: charge.transactionId,
          amount: charge.amount,
          actor,
        },
      });
    }
    return { outcome: 'paid', transactionId: charge.transactionId, bookingClosed: recorded === 'booking_closed' };
  }
  // Before then the sale's own answer may still be on its way (staff checking a fresh 'unknown').
  if (doubtFrom(ctx, row) > ctx.now()) return { outcome: 'unchanged', why: 'not_seen_yet' };
  const declined = found.filter((transaction) => !transaction.charged && !known.has(transaction.transactionId));
  const moved = await recordNoCharge(ctx, {
    payment,
    outcome: {
      status: 'failed',
      detail: {
        checkedWithGateway: true,
        ...(declined.length > 0 ? { gatewayTransactionId: declined[declined.length - 1]!.transactionId } : {}),
      },
      audit: {
        actor,
        action: 'payment_failed',
        changes: { paymentId: row.id, amount: row.amount, from: row.status, checkedWithGateway: true },
      },
    },
  });
  return moved ? { outcome: 'failed' } : { outcome: 'unchanged', why: 'settled_meanwhile' };
}

/**
 * Claims the payments in doubt this run will ask about, in one short transaction: rows locked with SKIP
 * LOCKED (another instance takes others) and marked `checkingUntil`, so no instance asks about them
 * again until this check is done or has clearly died. The gateway is asked after the commit.
 */
async function claimPaymentsInDoubt(ctx: Ctx, now: Date): Promise<PaymentRow[]> {
  const gateways = [ctx.payments.test, ctx.payments.live].filter((gateway) => gateway !== null);
  const pastDoubt = or(
    ...gateways.map((gateway) =>
      and(eq(payments.gateway, gateway.kind), lte(payments.createdAt, new Date(now.getTime() - 2 * gateway.timeoutMs))),
    ),
  );
  const leaseUntil = new Date(now.getTime() + 2 * Math.max(...gateways.map((gateway) => gateway.timeoutMs)));
  const claimed = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
          or(isNull(payments.checkingUntil), lt(payments.checkingUntil, now)),
          pastDoubt,
        ),
      )
      .orderBy(payments.createdAt)
      .limit(RECONCILE_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(payments)
      .set({ checkingUntil: leaseUntil })
      .where(
        and(
          inArray(
            payments.id,
            due.map((row) => row.id),
          ),
          inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
        ),
      )
      .returning(rowColumns);
  });
  return withBooking(ctx.db, claimed);
}

/**
 * The recurring job: every payment in doubt is asked of its gateway and settled. A gateway that cannot
 * be asked leaves its payments claimed until their `checkingUntil`, then the next run asks again.
 * Returns how many payments were settled.
 */
export async function reconcilePaymentsInDoubt(ctx: Ctx, options: { log?: Log } = {}): Promise<number> {
  const claimed = await claimPaymentsInDoubt(ctx, ctx.now());
  let settled = 0;
  for (const row of claimed) {
    const gateway = gatewayOf(ctx, row.gateway);
    if (!gateway) continue;
    try {
      const result = await checkWithGateway(ctx, row, gateway, 'system', options.log);
      if (result.outcome !== 'unchanged') settled += 1;
    } catch (error) {
      options.log?.error(
        // The class and code only: a failed query's message would carry its parameters.
        { paymentId: row.id, gateway: row.gateway, ...errorLogFields(error) },
        error instanceof PaymentGatewayUnavailableError
          ? 'the gateway could not be asked about a payment in doubt'
          : 'a payment in doubt could not be checked',
      );
    }
  }
  return settled;
}

// ---- staff, in the order details ----

async function requirePayment(ctx: Ctx, registrationId: string, paymentId: string): Promise<PaymentRow> {
  if (!registrationIdSchema.safeParse(registrationId).success || !/^\d{1,9}$/.test(paymentId)) {
    throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
  }
  const [row] = await ctx.db
    .select(rowColumns)
    .from(payments)
    .where(and(eq(payments.id, Number(paymentId)), eq(payments.registrationId, registrationId)));
  if (!row) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
  const [withRef] = await withBooking(ctx.db, [row]);
  if (!withRef) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
  return withRef;
}

/** 409 unless the payment is in doubt: settled ones are done, a young `processing` one is still running. */
function assertInDoubt(ctx: Ctx, row: PaymentRow): void {
  if (!isOpenStatus(row.status)) throw conflict(PAYMENT_NOT_IN_DOUBT_MESSAGE);
  if (!isInDoubt(ctx, row, ctx.now())) {
    // Rounded up to the minute, so the time shown is never too early.
    const from = new Date(Math.ceil(doubtFrom(ctx, row).getTime() / 60_000) * 60_000);
    throw conflict(paymentStillProcessingMessage(formatTimeLabel(singaporeWallClock(from).time)));
  }
}

async function answerOf(ctx: Ctx, row: PaymentRow) {
  const after = await requirePayment(ctx, row.registrationId, String(row.id));
  const booking = await findRegistrationForPayment(ctx.db, row.registrationId);
  return { payment: paymentView(ctx, after, ctx.now()), registrationStatus: booking?.status ?? '' };
}

/** GET /api/admin/registrations/{id}/payments: the booking's card payments, newest first. */
export async function listCardPayments(
  ctx: Ctx,
  { registrationId }: { registrationId: string },
): Promise<AdminCardPayment[]> {
  if (!registrationIdSchema.safeParse(registrationId).success) throw notFound(ADMIN_REGISTRATION_NOT_FOUND_MESSAGE);
  const booking = await findRegistrationForPayment(ctx.db, registrationId);
  if (!booking) throw notFound(ADMIN_REGISTRATION_NOT_FOUND_MESSAGE);
  const rows = await ctx.db
    .select(rowColumns)
    .from(payments)
    .where(eq(payments.registrationId, registrationId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const now = ctx.now();
  return rows.map((row) =>
    paymentView(ctx, { ...row, referenceNumber: booking.referenceNumber, email: booking.email }, now),
  );
}

function checkMessage(result: CheckResult): string {
  if (result.outcome === 'paid') {
    return result.bookingClosed
      ? checkedPaidButClosedMessage(result.transactionId)
      : checkedPaidMessage(result.transactionId);
  }
  if (result.outcome === 'failed') return CHECKED_FAILED_MESSAGE;
  return result.why === 'settled_meanwhile' ? CHECKED_ALREADY_SETTLED_MESSAGE : CHECKED_NOT_SEEN_YET_MESSAGE;
}

/**
 * POST /api/admin/registrations/{id}/payments/{paymentId}/check: the job's check, for this payment, now.
 * 409 when the payment is not in doubt; 503 when its gateway cannot be asked (nothing changes).
 */
export async function checkPaymentNow(
  ctx: Ctx,
  options: { registrationId: string; paymentId: string; actor: string },
): Promise<AdminPaymentCheckResult & { message: string }> {
  const row = await requirePayment(ctx, options.registrationId, options.paymentId);
  assertInDoubt(ctx, row);
  const gateway = gatewayOf(ctx, row.gateway);
  if (!gateway) throw new AppError('UPSTREAM_UNAVAILABLE', GATEWAY_NOT_CONFIGURED_MESSAGE);
  let result: CheckResult;
  try {
    result = await checkWithGateway(ctx, row, gateway, options.actor);
  } catch (error) {
    if (error instanceof PaymentGatewayUnavailableError) {
      throw new AppError('UPSTREAM_UNAVAILABLE', GATEWAY_NOT_ASKED_MESSAGE);
    }
    throw error;
  }
  return { outcome: result.outcome, ...(await answerOf(ctx, row)), message: checkMessage(result) };
}

/**
 * POST /api/admin/registrations/{id}/payments/{paymentId}/mark-failed: staff decide the payment failed.
 * The card discount it took is given back, the booking is payable again, and the audit log names the
 * staff member. 409 when the payment is not in doubt (or was settled meanwhile).
 */
export async function markPaymentFailed(
  ctx: Ctx,
  options: { registrationId: string; paymentId: string; actor: string },
): Promise<AdminPaymentMarkFailedResult & { message: string }> {
  const row = await requirePayment(ctx, options.registrationId, options.paymentId);
  assertInDoubt(ctx, row);
  const moved = await recordNoCharge(ctx, {
    payment: openPayment(row),
    outcome: {
      status: 'failed',
      detail: { markedFailedBy: options.actor },
      audit: {
        actor: options.actor,
        action: 'payment_marked_failed',
        changes: { paymentId: row.id, amount: row.amount, from: row.status, gateway: row.gateway },
      },
    },
  });
  if (!moved) throw conflict(PAYMENT_NOT_IN_DOUBT_MESSAGE);
  return { ...(await answerOf(ctx, row)), message: MARKED_FAILED_MESSAGE };
}
