import { GST_RATE } from '@domain/bookings/pricing';
import type { RegistrationLookup } from '@domain/bookings/responses';
import { formatDateLabel, formatTimeLabel } from '@domain/shared/dates';
import { prepaidTransactionId } from '@domain/shared/identity';
import { formatCurrency } from '@domain/shared/money';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock3, CreditCard, Info, Loader2, Printer, Receipt, Settings2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatusBadge } from '@/features/booking-shared';
import { HoldNotice, VisitAddressValue } from '@/features/held-visit';
import { PAYMENT_CANCELLED_MESSAGE, PAYMENT_CANCELLED_TITLE, PaymentChoice } from '@/features/payments';
import { bookingTokenStorage, takeFromFragment } from '@/lib/booking-token';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { registrationLookupQueryOptions } from '@/lib/registration-lookup';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LOOKUP_ERROR_MESSAGE, TOTAL_INCLUDES_MESSAGE } from '../messages';
import {
  AmountRow,
  BookingErrorCard,
  Detail,
  PageCard,
  PageHeading,
  ReferenceNumber,
  VisitNotes,
} from './booking-parts';
import { ClosedBooking } from './closed-booking';
import { type ConfirmationTone, centsOf, confirmationViewOf } from './confirmation-state';
import { CONFIRM_BOOKING_LABEL, LOOKUP_FAILED_TITLE, NO_REFERENCE_MESSAGE, PARTNER_PAID_LABEL } from './messages';
import {
  useAutoConfirm,
  useDirectConfirmation,
  useMarkPaidAfterCardPayment,
  useRefreshBooking,
} from './use-booking-confirmation';

/** /booking/confirmation/{reference}: the booking as the server has it, and card payment while unpaid. */
export function ConfirmationPage() {
  const reference = (useParams().reference ?? '').trim();
  if (!reference) return <BookingErrorCard title={LOOKUP_FAILED_TITLE} message={NO_REFERENCE_MESSAGE} />;
  return <ConfirmationLookup reference={reference} />;
}

function ConfirmationLookup({ reference }: { reference: string }) {
  const [searchParams] = useSearchParams();
  const lookup = useQuery(registrationLookupQueryOptions(reference));
  useDocumentTitle(`Booking ${reference}`);
  // The email's "Manage your booking" link carries the booking's token after '#' (DESIGN §8.2): kept in
  // this browser for the booking, and taken out of the address bar.
  const linkToken = useRef<string | null>(null);
  useEffect(() => {
    linkToken.current = takeFromFragment('token') ?? linkToken.current;
  }, []);
  const bookingId = lookup.data?.id;
  useEffect(() => {
    if (bookingId && linkToken.current) bookingTokenStorage.write(bookingId, linkToken.current);
  }, [bookingId]);

  if (lookup.isPending) return <Spinner label="Loading booking details" className="py-32" />;
  if (lookup.isError) return <BookingErrorCard title={LOOKUP_FAILED_TITLE} message={LOOKUP_ERROR_MESSAGE} />;
  return (
    // Keyed by booking: another reference starts with the payment form closed and nothing asked yet.
    <BookingDetails
      key={lookup.data.id}
      booking={lookup.data}
      showPayment={searchParams.get('showPayment') === 'true'}
      linkToken={linkToken.current}
    />
  );
}

const TONE_ICONS = { pending: Clock3, settled: CheckCircle2, closed: XCircle, other: Info } as const;

/** The line under the heading: held (until the code, or until paid), booked, or something else. */
function headingLine(booking: RegistrationLookup, tone: ConfirmationTone): string | null {
  // While held for its code the deadline right under the heading says it all.
  if (tone === 'pending') {
    return booking.holdExpiresAt
      ? null
      : `Thank you, ${booking.firstName}. We are holding this home visit for you until it is paid.`;
  }
  if (tone === 'settled') return `Thank you, ${booking.firstName}. Your home visit is booked.`;
  return null;
}

function BookingDetails({
  booking,
  showPayment,
  linkToken,
}: {
  booking: RegistrationLookup;
  showPayment: boolean;
  /** The token of the email's manage link, before it is kept in this browser. */
  linkToken: string | null;
}) {
  const [paymentClosed, setPaymentClosed] = useState(false);
  const view = confirmationViewOf(booking, { showPayment, paymentClosed });
  useAutoConfirm(booking);
  const refresh = useRefreshBooking(booking.referenceNumber);
  const markPaid = useMarkPaidAfterCardPayment(booking.referenceNumber);
  const { confirm, isConfirming } = useDirectConfirmation(booking);
  const household = booking.participants;
  const hasMainAction = view.canConfirm || view.tone === 'settled';
  // Held for a code: that deadline comes first and alone; the payment deadline counts once it is met.
  const isHeld = view.isPending && booking.holdExpiresAt !== null;
  const paymentDeadline = isHeld ? null : view.paymentDueLabel;
  // The form the visitor was in goes away once the booking is paid: say where they are now.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousTone = useRef(view.tone);
  useEffect(() => {
    if (previousTone.current === 'pending' && view.tone === 'settled') headingRef.current?.focus();
    previousTone.current = view.tone;
  }, [view.tone]);
  // Arriving with a balance to pay (from the wizard's Confirm Booking on a phone, too): the next thing to
  // do takes the focus: the hold's deadline while the visit is held for its code (it sits above the
  // payment, which meets it too), else the payment step.
  const paymentHeadingRef = useRef<HTMLHeadingElement>(null);
  const holdHeadingRef = useRef<HTMLHeadingElement>(null);
  const arrivedToPay = useRef(view.showPaymentForm);
  useEffect(() => {
    if (arrivedToPay.current) (holdHeadingRef.current ?? paymentHeadingRef.current)?.focus();
  }, []);

  if (view.tone === 'closed') return <ClosedBooking booking={booking} title={view.title} linkToken={linkToken} />;

  const line = headingLine(booking, view.tone);
  return (
    <PageCard>
      <PageHeading icon={TONE_ICONS[view.tone]} tone={view.tone} title={view.title} headingRef={headingRef}>
        {line ? <p>{line}</p> : null}
      </PageHeading>

      {isHeld && booking.holdExpiresAt ? (
        <HoldNotice
          className="mt-6"
          referenceNumber={booking.referenceNumber}
          holdExpiresAt={booking.holdExpiresAt}
          headingRef={holdHeadingRef}
        />
      ) : null}

      {/* With the payment to make, the step comes first on a phone's screen and the reference after it. */}
      {view.showPaymentForm ? null : <ReferenceNumber value={booking.referenceNumber} />}

      {view.showPaymentForm ? (
        <section aria-labelledby="payment-step-heading" className="no-print mt-6">
          <h2
            id="payment-step-heading"
            ref={paymentHeadingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 focus:outline-none"
          >
            {view.hasBalance ? `Pay ${formatCurrency(view.balanceDue)} to confirm your booking` : 'Payment'}
          </h2>
          {paymentDeadline ? (
            <p className="mt-1 text-sm text-slate-600">
              Please pay by <strong className="font-semibold text-slate-900">{paymentDeadline}</strong>. Unpaid bookings
              are released after this time.
            </p>
          ) : null}
          <div className="mt-4">
            <PaymentChoice
              registrationId={booking.id}
              refresh={() => void refresh()}
              amount={booking.amountDue}
              prepaidPayment={{
                transactionId: prepaidTransactionId(booking.referenceNumber),
                method: PARTNER_PAID_LABEL,
              }}
              onPaid={markPaid}
              onBookingChanged={() => void refresh()}
              onCancel={() => setPaymentClosed(true)}
            />
          </div>
        </section>
      ) : null}
      {view.showPaymentForm ? <ReferenceNumber value={booking.referenceNumber} /> : null}

      {!view.showPaymentForm && view.hasBalance ? (
        // Closing the form is said here, where the way back to it is (spec 001 §8's 'Payment Cancelled').
        <Alert variant="info" className="no-print mt-6" title={PAYMENT_CANCELLED_TITLE} role="status">
          <p>
            {PAYMENT_CANCELLED_MESSAGE}
            {paymentDeadline ? ` Please pay ${formatCurrency(view.balanceDue)} by ${paymentDeadline}.` : null}
          </p>
          <Button size="sm" className="mt-3" onClick={() => setPaymentClosed(false)}>
            <CreditCard aria-hidden="true" />
            Pay now
          </Button>
        </Alert>
      ) : paymentDeadline && !view.showPaymentForm ? (
        <Alert variant="warning" className="mt-6">
          <strong className="font-semibold">Please complete payment by {paymentDeadline}</strong>
          <span className="block">Unpaid bookings are released after this time.</span>
        </Alert>
      ) : null}

      <dl className="mt-6 space-y-3 text-sm">
        <Detail term="Name">
          {booking.firstName} {booking.lastName}
        </Detail>
        <Detail term="Email">{booking.email}</Detail>
        <Detail term="Package">{booking.packageName}</Detail>
        {household.length > 0 ? (
          <Detail term={`Household members (${booking.personCount} people in total)`}>
            <ul>
              {household.map((person) => (
                <li key={`${person.firstName} ${person.lastName} ${person.identificationNumber}`}>
                  {person.firstName} {person.lastName}
                  <span className="font-normal text-slate-600"> · {person.packageName}</span>
                </li>
              ))}
            </ul>
          </Detail>
        ) : null}
        <Detail term="Date & time">
          {formatDateLabel(booking.timeslotDate)}, {formatTimeLabel(booking.timeslotTime)}
        </Detail>
        <Detail term="Visit address">
          <VisitAddressValue registrationId={booking.id} linkToken={linkToken} />
        </Detail>
        <Detail term="Status">
          <StatusBadge status={booking.status} />
        </Detail>
        {booking.transactionId ? (
          <Detail term="Transaction ID">
            <span className="font-mono text-xs break-all sm:text-sm">{booking.transactionId}</span>
          </Detail>
        ) : null}
        {booking.paymentMethod && view.tone === 'settled' ? (
          <Detail term="Payment method">{booking.paymentMethod}</Detail>
        ) : null}
        {booking.isAiaMember || booking.isVitalityMember ? (
          <Detail term="Pricing">
            <Badge variant="success">{booking.isAiaMember ? 'AIA Member' : 'Vitality Member'}</Badge>
          </Detail>
        ) : null}
      </dl>

      <div className="mt-6 rounded-xl border border-slate-200 bg-slate-50/60 p-4 text-sm">
        <dl className="space-y-2">
          <AmountRow term="Subtotal">{formatCurrency(booking.subtotal)}</AmountRow>
          {centsOf(booking.volumeDiscount) > 0 ? (
            <AmountRow term="Family bundle discount">−{formatCurrency(booking.volumeDiscount)}</AmountRow>
          ) : null}
          {centsOf(booking.discountAmount) > 0 ? (
            <AmountRow term="Discount code">−{formatCurrency(booking.discountAmount)}</AmountRow>
          ) : null}
          {centsOf(booking.cardDiscountAmount) > 0 ? (
            <AmountRow term="Card offer">−{formatCurrency(booking.cardDiscountAmount)}</AmountRow>
          ) : null}
          <AmountRow term={`GST (${GST_RATE}%)`}>{formatCurrency(booking.gst)}</AmountRow>
          <AmountRow term="Total amount" className="font-semibold">
            {formatCurrency(booking.totalAmount)}
          </AmountRow>
          {centsOf(booking.partnerPaid) > 0 ? (
            <AmountRow term={PARTNER_PAID_LABEL}>−{formatCurrency(booking.partnerPaid)}</AmountRow>
          ) : null}
          <div className="flex items-baseline justify-between gap-6 border-t border-slate-200 pt-2 text-base font-bold text-slate-900">
            <dt>Balance due</dt>
            <dd className="tabular-nums">{formatCurrency(view.balanceDue)}</dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-slate-500">{TOTAL_INCLUDES_MESSAGE}</p>
      </div>

      <VisitNotes heading="Before your visit" className="mt-8" />

      {/* One main action on its own row (Confirm Booking, or the paid booking's receipt), then the rest. */}
      {view.canConfirm ? (
        <Button size="lg" className="no-print mt-8 w-full" onClick={confirm} disabled={isConfirming}>
          {isConfirming ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {CONFIRM_BOOKING_LABEL}
        </Button>
      ) : view.tone === 'settled' ? (
        <Button asChild size="lg" className="no-print mt-8 w-full">
          <Link to={paths.bookingConfirmed.getHref(booking.referenceNumber)}>
            <Receipt aria-hidden="true" />
            Receipt and calendar
          </Link>
        </Button>
      ) : null}
      <div
        className={cn('no-print flex flex-col gap-2 sm:flex-row-reverse sm:*:flex-1', hasMainAction ? 'mt-2' : 'mt-8')}
      >
        {/* Quiet while something is still to do here (pay, confirm); the way out once nothing is. */}
        <Button asChild size="lg" variant={hasMainAction || view.showPaymentForm ? 'ghost' : 'default'}>
          <Link to={paths.home.getHref()}>Return to Home</Link>
        </Button>
        <Button variant="outline" size="lg" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
        {/* The browser that booked (or opened the email's link) keeps the token that changes the booking. */}
        {linkToken || bookingTokenStorage.read(booking.id) ? (
          <Button asChild variant="outline" size="lg">
            <Link to={paths.manageBooking.getHref(booking.referenceNumber)}>
              <Settings2 aria-hidden="true" />
              Manage your booking
            </Link>
          </Button>
        ) : null}
      </div>
    </PageCard>
  );
}
