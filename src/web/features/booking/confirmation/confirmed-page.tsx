import type { RegistrationLookup } from '@domain/bookings/responses';
import { RECEIPT_DOWNLOAD_FAILED_MESSAGE, RECEIPT_WITHOUT_TOKEN_MESSAGE } from '@domain/payments/messages';
import { formatDateLabel, formatTimeLabel } from '@domain/shared/dates';
import { buildIcsFile } from '@domain/shared/ics';
import { formatCurrency } from '@domain/shared/money';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarPlus, CheckCircle2, Clock3, Download, Info, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatusBadge } from '@/features/booking-shared';
import { useVisitAddress, VisitAddressValue } from '@/features/held-visit';
import { apiFetch, readApiError, serverMessage } from '@/lib/api';
import { BOOKING_TOKEN_HEADER, bookingTokenStorage } from '@/lib/booking-token';
import { downloadFile } from '@/lib/download-file';
import { useLanguage, useMessageText } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { registrationLookupQueryOptions } from '@/lib/registration-lookup';
import { useDocumentTitle } from '@/lib/use-document-title';
import { bookingText } from '../booking-texts';
import {
  BookingErrorCard,
  Detail,
  PageCard,
  PageHeading,
  packageSummaryOf,
  ReferenceNumber,
  VisitNotes,
} from './booking-parts';
import { appointmentCalendarEvent } from './calendar';
import { ClosedBooking } from './closed-booking';
import { receiptPdfHref } from './confirmation-api';
import { centsOf, confirmationViewOf } from './confirmation-state';
import { PARTNER_PAID_LABEL } from './messages';

/** A button's label may take two lines (Tamil runs long) rather than overflow a phone. */
const WRAPS = 'h-auto min-h-10 py-2 text-balance whitespace-normal';

/**
 * /booking/confirmed/{referenceNumber}: a paid booking's summary, its receipt and a calendar entry
 * (where 'Confirm Booking' leads, spec 001 §4). A booking that is not paid shows its status instead,
 * with the way back to its confirmation page.
 */
export function ConfirmedPage() {
  const { t } = useTranslation('booking');
  const reference = (useParams().referenceNumber ?? '').trim();
  if (!reference) {
    return <BookingErrorCard title={t('confirmation.lookupFailed')} message={t('confirmation.noReference')} />;
  }
  return <ConfirmedLookup reference={reference} />;
}

function ConfirmedLookup({ reference }: { reference: string }) {
  const { t } = useTranslation('booking');
  const lookup = useQuery(registrationLookupQueryOptions(reference));
  useDocumentTitle(t('confirmation.documentTitle', { reference }));
  if (lookup.isPending) return <Spinner label={t('confirmation.loading')} className="py-32" />;
  if (lookup.isError) {
    return <BookingErrorCard title={t('confirmation.lookupFailed')} message={t('confirmation.lookupError')} />;
  }
  const view = confirmationViewOf(lookup.data, { showPayment: false, paymentClosed: false });
  if (view.tone === 'settled') return <PaidBooking booking={lookup.data} />;
  // Released or cancelled: the same closed page as the confirmation page's, with "Book again".
  if (view.tone === 'closed') return <ClosedBooking booking={lookup.data} title={view.title} />;
  return <UnpaidBooking booking={lookup.data} title={view.title} tone={view.tone} hasBalance={view.hasBalance} />;
}

function downloadCalendarFile(booking: RegistrationLookup, address: string | null) {
  const ics = buildIcsFile(
    appointmentCalendarEvent({
      reference: booking.referenceNumber,
      eventName: booking.eventName,
      packageSummary: packageSummaryOf(booking),
      date: booking.timeslotDate,
      time: booking.timeslotTime.slice(0, 5),
      // The look-up carries no home address (DESIGN §8.2): the one asked with the booking's token, else
      // the event's location stands in.
      address: address ?? booking.location ?? bookingText('confirmed.homeVisit'),
      sequence: booking.calendarSequence,
    }),
  );
  downloadFile(`health-screening-${booking.referenceNumber}.ics`, ics, 'text/calendar;charset=utf-8');
}

/**
 * The receipt, asked with the booking's token in its header (DESIGN §8.9: the booking id alone opens no
 * document; a header, unlike the address, is never kept in a log or a history). Throws the server's
 * refusal, e.g. a token that no longer opens the booking.
 */
async function downloadReceipt(booking: RegistrationLookup, token: string): Promise<void> {
  const response = await apiFetch(receiptPdfHref(booking.id), { headers: { [BOOKING_TOKEN_HEADER]: token } });
  if (!response.ok) throw await readApiError(response);
  downloadFile(`receipt-${booking.referenceNumber}.pdf`, await response.blob(), 'application/pdf');
}

function PaidBooking({ booking }: { booking: RegistrationLookup }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const messageText = useMessageText();
  const confirmedTitle = t('confirmation.titles.confirmed');
  useDocumentTitle(`${confirmedTitle} ${booking.referenceNumber}`);
  const visitAddress = useVisitAddress(booking.id);
  const [isDownloading, setIsDownloading] = useState(false);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const token = bookingTokenStorage.read(booking.id);
  return (
    <PageCard>
      <PageHeading icon={CheckCircle2} tone="settled" title={confirmedTitle}>
        <p>{t('confirmed.thanks', { name: booking.firstName })}</p>
      </PageHeading>
      <ReferenceNumber value={booking.referenceNumber} />

      <dl className="mt-6 space-y-3 text-sm">
        <Detail term={t('confirmation.name')}>
          {booking.firstName} {booking.lastName}
        </Detail>
        <Detail
          term={
            booking.personCount > 1
              ? t('confirmed.packagesPeople', { people: booking.personCount })
              : t('confirmation.package')
          }
        >
          {packageSummaryOf(booking)}
        </Detail>
        <Detail term={t('confirmation.dateTime')}>
          {formatDateLabel(booking.timeslotDate, language)}, {formatTimeLabel(booking.timeslotTime, language)}
        </Detail>
        <Detail term={t('confirmation.visitAddress')}>
          <VisitAddressValue registrationId={booking.id} />
        </Detail>
        {centsOf(booking.partnerPaid) > 0 ? (
          <Detail term={messageText(PARTNER_PAID_LABEL)}>{formatCurrency(booking.partnerPaid, language)}</Detail>
        ) : null}
        <Detail term={t('confirmed.totalPaid')}>{formatCurrency(booking.totalAmount, language)}</Detail>
        {booking.paymentMethod ? (
          <Detail term={t('confirmation.paymentMethod')}>{messageText(booking.paymentMethod)}</Detail>
        ) : null}
        {booking.transactionId ? (
          <Detail term={t('confirmation.transactionId')}>
            <span className="font-mono text-xs break-all sm:text-sm">{booking.transactionId}</span>
          </Detail>
        ) : null}
      </dl>

      {token ? null : (
        <Alert variant="info" className="no-print mt-6">
          {messageText(RECEIPT_WITHOUT_TOKEN_MESSAGE)}
        </Alert>
      )}
      {receiptError ? (
        <Alert variant="error" role="alert" className="no-print mt-6">
          {messageText(receiptError)}
        </Alert>
      ) : null}
      <div className="no-print mt-6 flex flex-col gap-2 sm:flex-row sm:*:flex-1">
        {token ? (
          <Button asChild variant="outline" className={WRAPS}>
            <a
              href={receiptPdfHref(booking.id)}
              download={`receipt-${booking.referenceNumber}.pdf`}
              aria-disabled={isDownloading || undefined}
              onClick={(event) => {
                // The plain link would go without the token: the download is asked with it instead.
                event.preventDefault();
                if (isDownloading) return;
                setIsDownloading(true);
                setReceiptError(null);
                void downloadReceipt(booking, token)
                  .catch((error: unknown) => setReceiptError(serverMessage(error, RECEIPT_DOWNLOAD_FAILED_MESSAGE)))
                  .finally(() => setIsDownloading(false));
              }}
            >
              <Download aria-hidden="true" />
              {t('confirmed.downloadReceipt')}
            </a>
          </Button>
        ) : null}
        <Button variant="outline" className={WRAPS} onClick={() => downloadCalendarFile(booking, visitAddress.line)}>
          <CalendarPlus aria-hidden="true" />
          {t('confirmed.addToCalendar')}
        </Button>
      </div>

      <VisitNotes heading={t('confirmed.onTheDay')} className="mt-8" />

      <Button asChild size="lg" className={`no-print mt-8 w-full ${WRAPS}`}>
        <Link to={paths.home.getHref()}>{t('actions.returnHome')}</Link>
      </Button>
    </PageCard>
  );
}

const TONE_ICONS = { pending: Clock3, settled: CheckCircle2, closed: XCircle, other: Info } as const;

function UnpaidBooking({
  booking,
  title,
  tone,
  hasBalance,
}: {
  booking: RegistrationLookup;
  title: string;
  tone: keyof typeof TONE_ICONS;
  hasBalance: boolean;
}) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  return (
    <PageCard>
      <PageHeading icon={TONE_ICONS[tone]} tone={tone} title={title}>
        <p>{t('confirmed.notPaid')}</p>
      </PageHeading>
      <ReferenceNumber value={booking.referenceNumber} />
      <dl className="mt-6 space-y-3 text-sm">
        <Detail term={t('confirmation.status')}>
          <StatusBadge status={booking.status} />
        </Detail>
        {hasBalance ? (
          <Detail term={t('confirmation.balanceDue')}>{formatCurrency(booking.amountDue, language)}</Detail>
        ) : null}
      </dl>
      <div className="no-print mt-8 flex flex-col gap-2 sm:flex-row-reverse sm:*:flex-1">
        <Button asChild size="lg" className={WRAPS}>
          <Link to={paths.bookingConfirmation.getHref(booking.referenceNumber, hasBalance)}>
            <ArrowLeft aria-hidden="true" />
            {hasBalance ? t('confirmed.goToPayment') : t('confirmed.viewBooking')}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline" className={WRAPS}>
          <Link to={paths.home.getHref()}>{t('actions.returnHome')}</Link>
        </Button>
      </div>
    </PageCard>
  );
}
