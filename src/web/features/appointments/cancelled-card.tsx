import { REFUND_TIMING_TEXT } from '@domain/bookings/appointment-messages';
import type { CancelAppointmentResult } from '@domain/bookings/responses';
import { formatCurrency } from '@domain/shared/money';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CANCEL_ANOTHER_LABEL, REFUND_PENDING_MESSAGE, REFUNDED_MESSAGE } from './messages';

/** What a cancellation gave back, as its answer says: the amount refunded, or that staff will refund it. */
export function refundText(result: CancelAppointmentResult): string | null {
  switch (result.refund.status) {
    case 'refunded':
      return `${REFUNDED_MESSAGE} ${result.refund.amount ? `${formatCurrency(result.refund.amount)} goes` : 'It goes'} back to the card or account you paid with: ${REFUND_TIMING_TEXT}.`;
    case 'refund_pending':
      return REFUND_PENDING_MESSAGE;
    case 'none':
      return null;
  }
}

/**
 * After a cancel: that it is done and what comes back, then the way on (home, to book again). The cancel
 * page adds 'Cancel Another Appointment' (spec 000 §2), the rarer need, as a quiet button below.
 */
export function CancelledCard({
  result,
  onStartAgain,
}: {
  result: CancelAppointmentResult;
  onStartAgain?: () => void;
}) {
  useDocumentTitle('Appointment Cancelled');
  const refund = refundText(result);
  return (
    <Card>
      <CardContent className="flex flex-col items-center pt-8 text-center sm:pt-10">
        <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <CheckCircle2 className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">Appointment Cancelled</h1>
        <p className="mt-2 text-slate-600">
          Your appointment <span className="font-mono font-semibold text-slate-900">{result.referenceNumber}</span> has
          been cancelled. A confirmation is on its way to you by email.
        </p>
        {refund ? (
          <Alert variant={result.refund.status === 'refunded' ? 'success' : 'warning'} className="mt-4 text-left">
            {refund}
          </Alert>
        ) : null}
        <div className="mt-6 flex w-full flex-col items-center gap-2">
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to={paths.home.getHref()}>Return to Home</Link>
          </Button>
          <p className="text-sm text-slate-600">Want another screening? You can book again from there.</p>
          {onStartAgain ? (
            <Button variant="ghost" className="mt-2" onClick={onStartAgain}>
              {CANCEL_ANOTHER_LABEL}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
