import type { RegistrationLookup } from '@domain/api-schemas';
import { formatDateLabel, formatTimeLabel } from '@domain/dates';
import { formatCurrency } from '@domain/money';
import { GST_RATE } from '@domain/pricing';
import { useQuery } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, Clock3, Printer, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { registrationLookupQueryOptions } from '../api';
import { BOOKING_CONFIRMED_TITLE, LOOKUP_ERROR_MESSAGE, TOTAL_INCLUDES_MESSAGE } from '../messages';

const STATUS_LABELS: Record<string, { label: string; variant: 'success' | 'warning' | 'danger' | 'neutral' }> = {
  pending_payment: { label: 'Pending payment', variant: 'warning' },
  paid: { label: 'Paid', variant: 'success' },
  confirmed: { label: 'Confirmed', variant: 'success' },
  completed: { label: 'Completed', variant: 'neutral' },
  cancelled: { label: 'Cancelled', variant: 'danger' },
};

function statusOf(status: string) {
  return STATUS_LABELS[status] ?? { label: status.replaceAll('_', ' '), variant: 'neutral' as const };
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-6">
      <dt className="text-slate-500">{term}</dt>
      <dd className="font-medium text-slate-900 sm:text-right">{children}</dd>
    </div>
  );
}

function AmountRow({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-6', className)}>
      <dt className="text-slate-600">{term}</dt>
      <dd className="tabular-nums text-slate-900">{children}</dd>
    </div>
  );
}

function hasAmount(value: string | undefined): value is string {
  return value !== undefined && value !== null && Number(value) > 0;
}

/**
 * /booking/confirmation/{reference}. Card payment (second document) is not built yet, so a booking
 * with a balance says so plainly instead of showing a payment form that does nothing.
 */
export function ConfirmationPage() {
  const { reference = '' } = useParams();
  const [searchParams] = useSearchParams();
  const lookup = useQuery(registrationLookupQueryOptions(reference));
  useDocumentTitle(`Booking ${reference}`);

  if (lookup.isPending) return <Spinner label="Loading booking details" className="py-32" />;
  if (lookup.isError) {
    return (
      <div className="mx-auto flex max-w-md px-4 py-16 sm:py-24">
        <Card className="w-full">
          <CardContent className="flex flex-col items-center pt-8 text-center sm:pt-10">
            <AlertCircle className="size-10 text-red-500" aria-hidden="true" />
            <h1 className="mt-4 text-xl font-bold text-slate-900">Booking not available</h1>
            <p className="mt-2 text-sm text-slate-600">{LOOKUP_ERROR_MESSAGE}</p>
            <Button asChild className="mt-6">
              <Link to={paths.home.getHref()}>Return to Home</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }
  return <BookingDetails booking={lookup.data} showPayment={searchParams.get('showPayment') === 'true'} />;
}

function BookingDetails({ booking, showPayment }: { booking: RegistrationLookup; showPayment: boolean }) {
  const isPending = booking.status === 'pending_payment';
  const isCancelled = booking.status === 'cancelled';
  const status = statusOf(booking.status);
  const amountDue = booking.amountDue ?? (isPending ? booking.totalAmount : '0');
  const hasBalance = isPending && hasAmount(amountDue);
  const title = isCancelled ? 'Booking Cancelled' : isPending ? 'Booking Received' : BOOKING_CONFIRMED_TITLE;
  const Icon = isCancelled ? XCircle : isPending ? Clock3 : CheckCircle2;
  const household = booking.participants ?? [];
  const persons = booking.personCount ?? 1 + household.length;

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <Card>
        <CardContent className="pt-8 sm:pt-10">
          <div className="flex flex-col items-center text-center">
            <span
              className={
                isCancelled
                  ? 'flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700'
                  : isPending
                    ? 'flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-700'
                    : 'flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700'
              }
            >
              <Icon className="size-8" aria-hidden="true" />
            </span>
            <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
            <p className="mt-2 text-slate-600">
              {isCancelled
                ? 'This appointment has been cancelled.'
                : isPending
                  ? `Thank you, ${booking.firstName}. Your appointment is reserved.`
                  : `Thank you, ${booking.firstName}. Your appointment is confirmed.`}
            </p>
            <div className="mt-6 w-full rounded-xl border border-dashed border-brand-200 bg-brand-50 px-4 py-4">
              <p className="text-xs font-medium tracking-wide text-brand-800 uppercase">Reference number</p>
              <p className="mt-1 font-mono text-2xl font-bold tracking-wider text-brand-900">
                {booking.referenceNumber}
              </p>
            </div>
          </div>

          <dl className="mt-6 space-y-3 text-sm">
            <Detail term="Name">
              {booking.firstName} {booking.lastName}
            </Detail>
            <Detail term="Package">{booking.packageName}</Detail>
            {household.length > 0 ? (
              <Detail term={`Household members (${persons} persons in total)`}>
                <ul>
                  {household.map((person) => (
                    <li key={`${person.firstName} ${person.lastName} ${person.identificationNumber ?? ''}`}>
                      {person.firstName} {person.lastName}
                      {person.packageName ? (
                        <span className="font-normal text-slate-600"> · {person.packageName}</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </Detail>
            ) : null}
            <Detail term="Date & time">
              {formatDateLabel(booking.timeslotDate)}, {formatTimeLabel(booking.timeslotTime)}
            </Detail>
            {booking.location ? <Detail term="Location">{booking.location}</Detail> : null}
            <Detail term="Status">
              <Badge variant={status.variant}>{status.label}</Badge>
            </Detail>
            {booking.isAiaMember || booking.isVitalityMember ? (
              <Detail term="Pricing">
                <Badge variant="success">{booking.isAiaMember ? 'AIA Member' : 'Vitality Member'}</Badge>
              </Detail>
            ) : null}
          </dl>

          <div className="mt-6 rounded-xl border border-slate-200 bg-slate-50/60 p-4 text-sm">
            <dl className="space-y-2">
              {booking.subtotal ? <AmountRow term="Subtotal">{formatCurrency(booking.subtotal)}</AmountRow> : null}
              {hasAmount(booking.volumeDiscount) ? (
                <AmountRow term="Family bundle discount">−{formatCurrency(booking.volumeDiscount)}</AmountRow>
              ) : null}
              {hasAmount(booking.discountAmount) ? (
                <AmountRow term="Discount code">−{formatCurrency(booking.discountAmount)}</AmountRow>
              ) : null}
              {booking.gst ? <AmountRow term={`GST (${GST_RATE}%)`}>{formatCurrency(booking.gst)}</AmountRow> : null}
              <AmountRow term="Total amount">{formatCurrency(booking.totalAmount)}</AmountRow>
              {hasAmount(booking.partnerPaid) ? (
                <AmountRow term="Already paid">−{formatCurrency(booking.partnerPaid)}</AmountRow>
              ) : null}
              <div className="flex items-baseline justify-between gap-6 border-t border-slate-200 pt-2 text-base font-bold text-slate-900">
                <dt>Balance due</dt>
                <dd>{formatCurrency(isCancelled ? '0' : amountDue)}</dd>
              </div>
            </dl>
            <p className="mt-2 text-xs text-slate-500">{TOTAL_INCLUDES_MESSAGE}</p>
          </div>

          {hasBalance ? (
            <Alert
              variant={showPayment ? 'warning' : 'info'}
              title="Card payment is coming soon"
              className="mt-6"
              id="payment"
            >
              Online card payment is not available on this page yet. Your appointment is reserved under the reference
              number above; please keep it ready, as you will need it to pay the balance of {formatCurrency(amountDue)}.
            </Alert>
          ) : null}

          <div className="no-print mt-8 flex flex-col gap-2 sm:flex-row-reverse sm:*:flex-1">
            <Button asChild size="lg">
              <Link to={paths.home.getHref()}>Return to Home</Link>
            </Button>
            <Button variant="outline" size="lg" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
