import { GST_RATE } from '@domain/bookings/pricing';
import type { RegistrationLookup } from '@domain/bookings/responses';
import { formatDateLabel, formatTimeLabel } from '@domain/shared/dates';
import { prepaidTransactionId } from '@domain/shared/identity';
import { formatCurrency } from '@domain/shared/money';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { CheckCircle2, Clock3, CreditCard, Info, Loader2, Printer, Receipt, Settings2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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
import { useLanguage, useMessageText } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { registrationLookupQueryOptions } from '@/lib/registration-lookup';
import { useDocumentTitle } from '@/lib/use-document-title';
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
import { PARTNER_PAID_LABEL } from './messages';
import {
  useAutoConfirm,
  useDirectConfirmation,
  useMarkPaidAfterCardPayment,
  useRefreshBooking,
} from './use-booking-confirmation';

/** /booking/confirmation/{reference}: the booking as the server has it, and card payment while unpaid. */
export function ConfirmationPage() {
  const { t } = useTranslation('booking');
  const reference = (useParams().reference ?? '').trim();
  if (!reference) {
    return <BookingErrorCard title={t('confirmation.lookupFailed')} message={t('confirmation.noReference')} />;
  }
  return <ConfirmationLookup reference={reference} />;
}

function ConfirmationLookup({ reference }: { reference: string }) {
  const { t } = useTranslation('booking');
  const [searchParams] = useSearchParams();
  const lookup = useQuery(registrationLookupQueryOptions(reference));
  useDocumentTitle(t('confirmation.documentTitle', { reference }));
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

  if (lookup.isPending) return <Spinner label={t('confirmation.loading')} className="py-32" />;
  if (lookup.isError) {
    return <BookingErrorCard title={t('confirmation.lookupFailed')} message={t('confirmation.lookupError')} />;
  }
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
function headingLine(t: TFunction<'booking'>, booking: RegistrationLookup, tone: ConfirmationTone): string | null {
  // While held for its code the deadline right under the heading says it all.
  if (tone === 'pending') {
    return booking.holdExpiresAt ? null : t('confirmation.thanksHeld', { name: booking.firstName });
  }
  if (tone === 'settled') return t('confirmation.thanksBooked', { name: booking.firstName });
  return null;
}

/** A button's label may take two lines (Tamil runs long) rather than overflow a phone. */
const WRAPS = 'h-auto min-h-11 py-2 text-balance whitespace-normal';

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
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const messageText = useMessageText();
  const money = (value: string) => formatCurrency(value, language);
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

  const line = headingLine(t, booking, view.tone);
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
            {view.hasBalance
              ? t('confirmation.payToConfirm', { amount: money(view.balanceDue) })
              : t('confirmation.payment')}
          </h2>
          {paymentDeadline ? (
            <p className="mt-1 text-sm text-slate-600">
              <Trans
                t={t}
                i18nKey="confirmation.payBy"
                values={{ deadline: paymentDeadline }}
                components={{ strong: <strong className="font-semibold text-slate-900" /> }}
              />
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
            {paymentDeadline
              ? ` ${t('confirmation.payAmountBy', { amount: money(view.balanceDue), deadline: paymentDeadline })}`
              : null}
          </p>
          <Button size="sm" className="mt-3" onClick={() => setPaymentClosed(false)}>
            <CreditCard aria-hidden="true" />
            {t('confirmation.payNow')}
          </Button>
        </Alert>
      ) : paymentDeadline && !view.showPaymentForm ? (
        <Alert variant="warning" className="mt-6">
          <strong className="font-semibold">
            {t('confirmation.completePaymentBy', { deadline: paymentDeadline })}
          </strong>
          <span className="block">{t('confirmation.unpaidReleased')}</span>
        </Alert>
      ) : null}

      <dl className="mt-6 space-y-3 text-sm">
        <Detail term={t('confirmation.name')}>
          {booking.firstName} {booking.lastName}
        </Detail>
        <Detail term={t('confirmation.email')}>{booking.email}</Detail>
        <Detail term={t('confirmation.package')}>{booking.packageName}</Detail>
        {household.length > 0 ? (
          <Detail term={t('confirmation.householdMembers', { people: booking.personCount })}>
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
        <Detail term={t('confirmation.dateTime')}>
          {formatDateLabel(booking.timeslotDate, language)}, {formatTimeLabel(booking.timeslotTime, language)}
        </Detail>
        <Detail term={t('confirmation.visitAddress')}>
          <VisitAddressValue registrationId={booking.id} linkToken={linkToken} />
        </Detail>
        <Detail term={t('confirmation.status')}>
          <StatusBadge status={booking.status} />
        </Detail>
        {booking.transactionId ? (
          <Detail term={t('confirmation.transactionId')}>
            <span className="font-mono text-xs break-all sm:text-sm">{booking.transactionId}</span>
          </Detail>
        ) : null}
        {booking.paymentMethod && view.tone === 'settled' ? (
          <Detail term={t('confirmation.paymentMethod')}>{messageText(booking.paymentMethod)}</Detail>
        ) : null}
        {booking.isAiaMember || booking.isVitalityMember ? (
          <Detail term={t('confirmation.pricing')}>
            <Badge variant="success">{booking.isAiaMember ? t('memberBadge.aia') : t('memberBadge.vitality')}</Badge>
          </Detail>
        ) : null}
      </dl>

      <div className="mt-6 rounded-xl border border-slate-200 bg-slate-50/60 p-4 text-sm">
        <dl className="space-y-2">
          <AmountRow term={t('price.subtotal')}>{money(booking.subtotal)}</AmountRow>
          {centsOf(booking.volumeDiscount) > 0 ? (
            <AmountRow term={t('confirmation.familyBundle')}>−{money(booking.volumeDiscount)}</AmountRow>
          ) : null}
          {centsOf(booking.discountAmount) > 0 ? (
            <AmountRow term={t('discount.heading')}>−{money(booking.discountAmount)}</AmountRow>
          ) : null}
          {centsOf(booking.cardDiscountAmount) > 0 ? (
            <AmountRow term={t('confirmation.cardOffer')}>−{money(booking.cardDiscountAmount)}</AmountRow>
          ) : null}
          <AmountRow term={t('price.gst', { rate: GST_RATE })}>{money(booking.gst)}</AmountRow>
          <AmountRow term={t('confirmation.totalAmount')} className="font-semibold">
            {money(booking.totalAmount)}
          </AmountRow>
          {centsOf(booking.partnerPaid) > 0 ? (
            <AmountRow term={messageText(PARTNER_PAID_LABEL)}>−{money(booking.partnerPaid)}</AmountRow>
          ) : null}
          <div className="flex items-baseline justify-between gap-6 border-t border-slate-200 pt-2 text-base font-bold text-slate-900">
            <dt>{t('confirmation.balanceDue')}</dt>
            <dd className="tabular-nums">{money(view.balanceDue)}</dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-slate-500">{t('price.totalIncludes')}</p>
      </div>

      <VisitNotes heading={t('shared.visitGuidance.heading')} className="mt-8" />

      {/* One main action on its own row (Confirm Booking, or the paid booking's receipt), then the rest. */}
      {view.canConfirm ? (
        <Button size="lg" className={cn('no-print mt-8 w-full', WRAPS)} onClick={confirm} disabled={isConfirming}>
          {isConfirming ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {t('review.confirm')}
        </Button>
      ) : view.tone === 'settled' ? (
        <Button asChild size="lg" className={cn('no-print mt-8 w-full', WRAPS)}>
          <Link to={paths.bookingConfirmed.getHref(booking.referenceNumber)}>
            <Receipt aria-hidden="true" />
            {t('confirmation.receiptAndCalendar')}
          </Link>
        </Button>
      ) : null}
      <div
        className={cn('no-print flex flex-col gap-2 sm:flex-row-reverse sm:*:flex-1', hasMainAction ? 'mt-2' : 'mt-8')}
      >
        {/* Quiet while something is still to do here (pay, confirm); the way out once nothing is. */}
        <Button
          asChild
          size="lg"
          variant={hasMainAction || view.showPaymentForm ? 'ghost' : 'default'}
          className={WRAPS}
        >
          <Link to={paths.home.getHref()}>{t('actions.returnHome')}</Link>
        </Button>
        <Button variant="outline" size="lg" className={WRAPS} onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t('confirmation.print')}
        </Button>
        {/* The browser that booked (or opened the email's link) keeps the token that changes the booking. */}
        {linkToken || bookingTokenStorage.read(booking.id) ? (
          <Button asChild variant="outline" size="lg" className={WRAPS}>
            <Link to={paths.manageBooking.getHref(booking.referenceNumber)}>
              <Settings2 aria-hidden="true" />
              {t('confirmation.manage')}
            </Link>
          </Button>
        ) : null}
      </div>
    </PageCard>
  );
}
