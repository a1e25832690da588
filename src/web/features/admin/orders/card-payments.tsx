import { formatCurrency } from '@domain/money';
import { CARD_PAYMENT_STATUS_LABELS, PAYMENT_IN_DOUBT_TEXT } from '@domain/payment-doubt-messages';
import type { AdminCardPayment, CardPaymentStatus } from '@domain/payment-doubt-schemas';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatTimestamp } from '../format';
import { useCardPayments, useCheckPayment, useMarkPaymentFailed } from './card-payments-api';

const STATUS_BADGES: Record<CardPaymentStatus, 'success' | 'warning' | 'danger' | 'neutral'> = {
  processing: 'warning',
  unknown: 'warning',
  settled: 'success',
  failed: 'neutral',
  declined: 'danger',
  refunded: 'neutral',
  refund_pending: 'warning',
};

/**
 * The card payments of an order (newest first), shown when it has any. A payment in doubt (the gateway
 * did not answer) says so and offers "Check with gateway" and "Mark as failed" (DESIGN §8.2).
 */
export function CardPayments({ registrationId, referenceNumber }: { registrationId: string; referenceNumber: string }) {
  const cardPayments = useCardPayments(registrationId);
  if (!cardPayments.data || cardPayments.data.length === 0) return null;
  return (
    <CardPaymentList registrationId={registrationId} referenceNumber={referenceNumber} payments={cardPayments.data} />
  );
}

export function CardPaymentList({
  registrationId,
  referenceNumber,
  payments,
}: {
  registrationId: string;
  referenceNumber: string;
  payments: AdminCardPayment[];
}) {
  return (
    <section className="mt-4 rounded-xl border border-slate-200 p-4 text-sm" aria-label={PAYMENT_IN_DOUBT_TEXT.section}>
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {PAYMENT_IN_DOUBT_TEXT.section}
      </h3>
      <ul className="space-y-2">
        {payments.map((payment) => (
          <li key={payment.id} className="rounded-lg bg-slate-50 px-3 py-2">
            <div className="flex flex-col justify-between gap-1 sm:flex-row sm:items-center sm:gap-3">
              <span className="text-slate-900">
                {formatTimestamp(payment.createdAt)}
                {payment.card ? <span className="text-slate-600"> · {payment.card}</span> : null}
                {payment.transactionId ? (
                  <span className="ml-1.5 font-mono text-xs text-slate-500">{payment.transactionId}</span>
                ) : null}
              </span>
              <span className="flex items-center gap-2 whitespace-nowrap">
                <span className="tabular-nums text-slate-700">{formatCurrency(payment.amount)}</span>
                <Badge variant={STATUS_BADGES[payment.status]}>{CARD_PAYMENT_STATUS_LABELS[payment.status]}</Badge>
              </span>
            </div>
            {payment.inDoubt ? (
              <PaymentInDoubt registrationId={registrationId} referenceNumber={referenceNumber} payment={payment} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PaymentInDoubt({
  registrationId,
  referenceNumber,
  payment,
}: {
  registrationId: string;
  referenceNumber: string;
  payment: AdminCardPayment;
}) {
  const check = useCheckPayment();
  const markFailed = useMarkPaymentFailed();
  const [asking, setAsking] = useState(false);
  const busy = check.isPending || markFailed.isPending;
  const target = { registrationId, paymentId: payment.id };
  return (
    <div className="mt-2 space-y-2">
      <Alert variant="warning" title={PAYMENT_IN_DOUBT_TEXT.inDoubtTitle}>
        {PAYMENT_IN_DOUBT_TEXT.explanation}
      </Alert>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => check.mutate(target)}>
          {check.isPending ? PAYMENT_IN_DOUBT_TEXT.checking : PAYMENT_IN_DOUBT_TEXT.check}
        </Button>
        <Button size="sm" variant="destructive" disabled={busy} onClick={() => setAsking(true)}>
          {PAYMENT_IN_DOUBT_TEXT.markFailed}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => (open ? undefined : setAsking(false))}
        title={`${PAYMENT_IN_DOUBT_TEXT.markFailedTitle} ${referenceNumber}`}
        description={PAYMENT_IN_DOUBT_TEXT.markFailedQuestion}
        confirmLabel={PAYMENT_IN_DOUBT_TEXT.markFailed}
        cancelLabel={PAYMENT_IN_DOUBT_TEXT.back}
        pendingLabel={PAYMENT_IN_DOUBT_TEXT.marking}
        isPending={markFailed.isPending}
        onConfirm={() => markFailed.mutate(target, { onSettled: () => setAsking(false) })}
      />
    </div>
  );
}
