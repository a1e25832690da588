import {
  addPaymentRow,
  NO_PAYMENT_ROWS,
  PARTNER_KEPT_NOTE,
  type PaymentHistoryEntry,
  type PaymentRowTotals,
} from '@domain/payments/state';
import { centsToAmount, toCents } from '@domain/shared/money';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema/payments';

// What staff are told about an order's money (the payment state and its history), read from the
// payment rows the payments capability writes. Read only: every write stays with payments.

/** The payment rows of these bookings summed by outcome: one grouped query for a page of orders. */
export async function findPaymentTotals(
  db: Executor,
  registrationIds: string[],
): Promise<Map<string, PaymentRowTotals>> {
  const totals = new Map<string, PaymentRowTotals>();
  if (registrationIds.length === 0) return totals;
  const rows = await db
    .select({
      registrationId: payments.registrationId,
      status: payments.status,
      amount: sql<string>`sum(${payments.amount})::text`,
      n: count(),
    })
    .from(payments)
    .where(inArray(payments.registrationId, registrationIds))
    .groupBy(payments.registrationId, payments.status);
  for (const row of rows) {
    totals.set(row.registrationId, addPaymentRow(totals.get(row.registrationId) ?? NO_PAYMENT_ROWS, row));
  }
  return totals;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** 'Visa ending 1111', 'paynow': how the payment row names what paid. */
function methodOf(row: { method: string | null; detail: unknown }): string | null {
  const detail = row.detail && typeof row.detail === 'object' ? (row.detail as Record<string, unknown>) : {};
  const brand = text(detail.brand);
  const last4 = text(detail.last4);
  return brand ? `${brand}${last4 ? ` ending ${last4}` : ''}` : row.method;
}

/**
 * The money of one order, oldest first: the partner's prepayment, each charge (card or PayNow) with its
 * gateway transaction id, each refund given (the gateway's refund id) or owed back (the gateway's
 * reason), and, for a cancelled partner booking, that the prepayment was kept. Declined and failed
 * attempts took no money: the card payments list shows them.
 */
export async function findPaymentHistory(
  db: Executor,
  booking: {
    id: string;
    status: string;
    createdAt: Date;
    cancelledAt: Date | null;
    totalAmount: string;
    partnerPaid: string;
    partnerCode: string | null;
    paymentMethod: string | null;
    paidTransactionId: string | null;
  },
  partnerName: string,
): Promise<PaymentHistoryEntry[]> {
  const rows = await db
    .select({
      transactionId: payments.transactionId,
      method: payments.method,
      status: payments.status,
      amount: payments.amount,
      detail: payments.detail,
      createdAt: payments.createdAt,
      refundId: payments.refundId,
      refundedAt: payments.refundedAt,
      refundMethod: payments.refundMethod,
      refundFailureReason: payments.refundFailureReason,
      refundFailedAt: payments.refundFailedAt,
    })
    .from(payments)
    .where(eq(payments.registrationId, booking.id))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const entries: PaymentHistoryEntry[] = [];
  const partnerPaid = toCents(booking.partnerPaid);
  if (partnerPaid > 0) {
    entries.push({
      kind: 'partner_prepaid',
      amount: booking.partnerPaid,
      method: partnerName,
      at: booking.createdAt.toISOString(),
      reference: booking.partnerCode,
      note: null,
    });
  }
  const charged = rows.filter((row) => ['settled', 'refunded', 'refund_pending'].includes(row.status));
  for (const row of charged) {
    entries.push({
      kind: 'charge',
      amount: row.amount,
      method: methodOf(row),
      at: row.createdAt.toISOString(),
      reference: row.transactionId,
      note: null,
    });
  }
  // A paid booking from before payments were recorded one by one: the booking's own record of it.
  if (charged.length === 0 && booking.status === 'paid' && partnerPaid === 0 && toCents(booking.totalAmount) > 0) {
    entries.push({
      kind: 'charge',
      amount: booking.totalAmount,
      method: booking.paymentMethod,
      at: null,
      reference: booking.paidTransactionId,
      note: null,
    });
  }
  for (const row of charged.filter((payment) => payment.status !== 'settled')) {
    entries.push(
      row.status === 'refunded'
        ? {
            kind: 'refund',
            amount: row.amount,
            // The gateway's word for how it gave the money back ('refund', or 'void' before settlement).
            method: [methodOf(row), text(row.refundMethod)].filter(Boolean).join(', ') || null,
            at: row.refundedAt?.toISOString() ?? null,
            reference: text(row.refundId),
            note: null,
          }
        : {
            kind: 'refund_pending',
            amount: row.amount,
            method: methodOf(row),
            at: row.refundFailedAt?.toISOString() ?? null,
            reference: null,
            note: text(row.refundFailureReason),
          },
    );
  }
  if (partnerPaid > 0 && booking.status === 'cancelled') {
    entries.push({
      kind: 'partner_kept',
      amount: centsToAmount(partnerPaid),
      method: partnerName,
      at: booking.cancelledAt?.toISOString() ?? null,
      reference: booking.partnerCode,
      note: PARTNER_KEPT_NOTE,
    });
  }
  // Oldest first; what the records give no time for stays where it was put.
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) =>
      a.entry.at && b.entry.at ? a.entry.at.localeCompare(b.entry.at) || a.index - b.index : a.index - b.index,
    )
    .map(({ entry }) => entry);
}
