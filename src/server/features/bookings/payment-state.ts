import type { CardCharge } from '@domain/payments/card-discount';
import { centsToAmount, toCents } from '@domain/shared/money';
import { and, eq, sql } from 'drizzle-orm';

export { prepaidTransactionId } from '@domain/shared/identity';

import type { Executor } from '../../db/client';
import { registrations } from '../../db/schema/bookings';
import { forgetNetworkHoldOf } from './network-holds';

/** What the payment calls need of a booking: its state and the amounts the server stored at booking. */
export interface PayableRegistration {
  id: string;
  referenceNumber: string;
  status: string;
  /** Where the receipt goes. */
  email: string;
  isMember: boolean;
  /** Amount after the family bundle and code discounts, before GST. */
  afterDiscounts: string;
  partnerPaid: string;
  totalAmount: string;
  amountDue: string;
  paidTransactionId: string | null;
  wcBookingCode: string | null;
}

export async function findRegistrationForPayment(
  db: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PayableRegistration | null> {
  const query = db
    .select({
      id: registrations.id,
      referenceNumber: registrations.referenceNumber,
      status: registrations.status,
      email: registrations.email,
      isAiaMember: registrations.isAiaMember,
      isVitalityMember: registrations.isVitalityMember,
      subtotal: registrations.subtotalAmount,
      volumeDiscount: registrations.volumeDiscountAmount,
      codeDiscount: registrations.discountAmount,
      partnerPaid: registrations.totalPaidInApp,
      totalAmount: registrations.totalAmount,
      amountDue: registrations.amountDue,
      paidTransactionId: registrations.paidTransactionId,
      wcBookingCode: registrations.wcBookingCode,
    })
    .from(registrations)
    .where(eq(registrations.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) return null;
  const afterDiscounts = Math.max(0, toCents(row.subtotal) - toCents(row.volumeDiscount) - toCents(row.codeDiscount));
  return {
    id: row.id,
    referenceNumber: row.referenceNumber,
    status: row.status,
    email: row.email,
    isMember: row.isAiaMember || row.isVitalityMember,
    afterDiscounts: centsToAmount(afterDiscounts),
    partnerPaid: row.partnerPaid,
    totalAmount: row.totalAmount,
    amountDue: row.amountDue,
    paidTransactionId: row.paidTransactionId,
    wcBookingCode: row.wcBookingCode,
  };
}

/**
 * Moves a `pending_payment` booking to `paid`, once: the conditional UPDATE makes a second call (or a
 * booking cancelled or expired meanwhile) change nothing. With a card discount the stored amounts are
 * the ones charged. True when this call moved it.
 */
export async function markRegistrationPaid(
  tx: Executor,
  options: {
    id: string;
    transactionId: string;
    paymentMethod: string | null;
    cardDiscount: { charge: CardCharge; label: string } | null;
    now: Date;
  },
): Promise<boolean> {
  const { charge } = options.cardDiscount ?? {};
  const moved = await tx
    .update(registrations)
    .set({
      status: 'paid',
      // Paying counts as proof (DESIGN §8.2): nothing is held conditionally any more.
      // The code's hash stays: entered again, the right code answers as for an unpaid booking (DESIGN §8.9).
      holdExpiresAt: null,
      paidTransactionId: options.transactionId,
      ...(options.paymentMethod ? { paymentMethod: options.paymentMethod } : {}),
      ...(charge
        ? {
            cardDiscountAmount: charge.cardDiscount,
            gstAmount: charge.gst,
            totalAmount: charge.total,
          }
        : {}),
      amountDue: '0.00',
      paymentDueAt: null,
      paidAt: options.now,
      updatedAt: options.now,
    })
    .where(and(eq(registrations.id, options.id), eq(registrations.status, 'pending_payment')))
    .returning({ id: registrations.id });
  // A paid hold was earned: it no longer counts against the network it was booked from (DESIGN §8.9).
  if (moved.length === 1) await forgetNetworkHoldOf(tx, options.id);
  return moved.length === 1;
}

/** Used by the booking: when an unpaid booking is released if it is still unpaid. */
export function paymentDueAt(options: {
  now: Date;
  holdHours: number;
  visitStartsAt: Date;
  leadTimeHours: number;
}): Date {
  const afterHold = options.now.getTime() + options.holdHours * 3_600_000;
  // Never later than the visit's lead time: the nurse's round is planned by then.
  const byLeadTime = options.visitStartsAt.getTime() - options.leadTimeHours * 3_600_000;
  return new Date(Math.max(options.now.getTime(), Math.min(afterHold, byLeadTime)));
}

export const liveStatusSql = sql`${registrations.status} not in ('cancelled', 'expired')`;
