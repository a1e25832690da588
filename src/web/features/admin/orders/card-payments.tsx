import { CARD_PAYMENT_STATUS_LABELS, markFailedTitle, PAYMENT_IN_DOUBT_TEXT } from '@domain/payments/doubt-messages';
import type { AdminCardPayment, CardPaymentStatus } from '@domain/payments/doubt-schemas';
import { formatCurrency } from '@domain/shared/money';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatTimestamp } from '../format';
import { useCardPayments, useCheckPayment, useMarkPaymentFailed } from './card-payments-api';

// The card payments of an order in its details (DESIGN §8.2): a payment in doubt (the gateway did not
// answer) is shown first, with "Check with gateway" and "Mark as failed"; every payment is listed below
// the payment breakdown with its outcome.

const STATUS_BADGES: Record<CardPaymentStatus, 'success' | 'warning' | 'danger' | 'neutral'> = {
  processing: 'warning',
  unknown: 'warning',
  settled: 'success',
  failed: 'neutral',
  declined: 'danger',
  refunded: 'neutral',
  refund_pending: 'warning',
};

/** When, which card, how much: one line of a payment. */
function PaymentSummary({ payment }: { payment: AdminCardPayment }) {
  return (
    <span>
      {formatTimestamp(payment.createdAt)}
      {payment.card ? <> · {payment.card}</> : null} · {formatCurrency(payment.amount)}
    </span>
  );
}

/** The order's payments in doubt, each with the two actions; nothing when there is none. */
export function PaymentsInDoubt({
  registrationId,
  referenceNumber,
}: {
  registrationId: string;
  referenceNumber: string;
}) {
  const cardPayments = useCardPayments(registrationId);
  return (
    <PaymentsInDoubtList
      registrationId={registrationId}
      referenceNumber={referenceNumber}
      payments={cardPayments.data ?? []}
    />
  );
}

export function PaymentsInDoubtList({
  registrationId,
  referenceNumber,
  payments,
}: {
  registrationId: string;
  referenceNumber: string;
  payments: AdminCardPayment[];
}) {
  const inDoubt = payments.filter((payment) => payment.inDoubt);
  if (inDoubt.length === 0) return null;
  return (
    <div className="mb-4 space-y-3">
      {inDoubt.map((payment) => (
        <PaymentInDoubt
          key={payment.id}
          registrationId={registrationId}
          referenceNumber={referenceNumber}
          payment={payment}
        />
      ))}
    </div>
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
    <Alert variant="warning" title={PAYMENT_IN_DOUBT_TEXT.inDoubtTitle}>
      <p className="font-medium">
        <PaymentSummary payment={payment} />
      </p>
      <p>{PAYMENT_IN_DOUBT_TEXT.explanation}</p>
      <div className="flex flex-col gap-2 pt-2 sm:flex-row">
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
        title={markFailedTitle(referenceNumber)}
        description={PAYMENT_IN_DOUBT_TEXT.markFailedQuestion}
        confirmLabel={PAYMENT_IN_DOUBT_TEXT.markFailed}
        cancelLabel={PAYMENT_IN_DOUBT_TEXT.back}
        pendingLabel={PAYMENT_IN_DOUBT_TEXT.marking}
        isPending={markFailed.isPending}
        onConfirm={() => markFailed.mutate(target, { onSettled: () => setAsking(false) })}
      />
    </Alert>
  );
}

/** Every card payment of the order, newest first, with its outcome; nothing when there is none. */
export function CardPayments({ registrationId }: { registrationId: string }) {
  const cardPayments = useCardPayments(registrationId);
  return <CardPaymentList payments={cardPayments.data ?? []} />;
}

export function CardPaymentList({ payments }: { payments: AdminCardPayment[] }) {
  if (payments.length === 0) return null;
  return (
    <section className="mt-4 rounded-xl border border-slate-200 p-4 text-sm" aria-label={PAYMENT_IN_DOUBT_TEXT.section}>
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {PAYMENT_IN_DOUBT_TEXT.section}
      </h3>
      <ul className="space-y-2">
        {payments.map((payment) => (
          <li
            key={payment.id}
            className="flex flex-col justify-between gap-1 rounded-lg bg-slate-50 px-3 py-2 sm:flex-row sm:items-center sm:gap-3"
          >
            <span className="text-slate-900">
              <PaymentSummary payment={payment} />
              {payment.transactionId ? (
                <span className="ml-1.5 font-mono text-xs text-slate-500">{payment.transactionId}</span>
              ) : null}
            </span>
            <Badge variant={STATUS_BADGES[payment.status]}>{CARD_PAYMENT_STATUS_LABELS[payment.status]}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
