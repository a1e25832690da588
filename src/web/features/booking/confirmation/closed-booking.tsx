import { BOOK_AGAIN_LABEL, RELEASED_BOOKING_MESSAGE, releasedPartnerPaidMessage } from '@domain/bookings/hold-messages';
import type { BookAgain, RegistrationLookup } from '@domain/bookings/responses';
import { formatDateLabel, formatSingaporeDateTime, formatTimeLabel } from '@domain/shared/dates';
import type { Language } from '@domain/shared/language';
import { formatCurrency } from '@domain/shared/money';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { CalendarPlus, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/features/booking-shared';
import { apiGet } from '@/lib/api';
import { BOOKING_TOKEN_HEADER, bookingTokenStorage } from '@/lib/booking-token';
import { useLanguage, useMessageText } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { Detail, PageCard, PageHeading, packageSummaryOf, ReferenceNumber } from './booking-parts';
import { centsOf } from './confirmation-state';
import { PARTNER_DISPLAY_NAME } from './messages';

/** A button's label may take two lines (Tamil runs long) rather than overflow a phone. */
const WRAPS = 'h-auto min-h-11 py-2 text-balance whitespace-normal';

/**
 * Where "Book again" leads: the booking's own event page; for a partner booking its partner link
 * (/wc/{code}, which takes the prepaid amount off again), asked with the booking's token, since the
 * code names the customer's partner booking. Null while asked, or for a partner booking this browser
 * holds no token for (its released-hold email carries the link).
 */
function useBookAgainHref(
  booking: Pick<RegistrationLookup, 'id' | 'eventSlug' | 'isFromPartner'>,
  linkToken: string | null,
): string | null {
  const token = booking.isFromPartner ? (linkToken ?? bookingTokenStorage.read(booking.id)) : null;
  const partnerLink = useQuery({
    queryKey: ['/api/registrations/book-again', booking.id, token],
    queryFn: async () =>
      (
        await apiGet<BookAgain>(`/api/registrations/${encodeURIComponent(booking.id)}/book-again`, {
          headers: { [BOOKING_TOKEN_HEADER]: token ?? '' },
        })
      ).data.path,
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!booking.isFromPartner) return paths.event.getHref(booking.eventSlug);
  return partnerLink.data ?? null;
}

/**
 * The line under the heading of a closed booking: released (its hold ran out; the shared rules' message,
 * in English, for `useMessageText()`) or cancelled (on a day).
 */
export function closedBookingLine(
  booking: Pick<RegistrationLookup, 'status' | 'cancelledAt'>,
  t: TFunction<'booking'>,
  language: Language,
): string {
  if (booking.status === 'expired') return RELEASED_BOOKING_MESSAGE;
  return booking.cancelledAt
    ? t('closed.cancelledOn', { date: formatSingaporeDateTime(booking.cancelledAt, 'long', language) })
    : t('closed.cancelled');
}

/**
 * A booking that is over before its visit: released (its hold ran out) or cancelled. Nothing here is
 * still to do or to prepare: no payment, no amounts to pay, no tips for a visit that will not happen;
 * what it was, and "Book again" on the event's page.
 */
export function ClosedBooking({
  booking,
  title,
  linkToken = null,
}: {
  booking: RegistrationLookup;
  title: string;
  /** The token of the email's manage link, before it is kept in this browser. */
  linkToken?: string | null;
}) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const messageText = useMessageText();
  const partnerPaid = booking.status === 'expired' && centsOf(booking.partnerPaid) > 0;
  const bookAgain = useBookAgainHref(booking, linkToken);
  return (
    <PageCard>
      <PageHeading icon={XCircle} tone="closed" title={title}>
        <p>{messageText(closedBookingLine(booking, t, language))}</p>
      </PageHeading>
      <ReferenceNumber value={booking.referenceNumber} />

      {partnerPaid ? (
        <Alert variant="info" className="mt-6">
          {messageText(releasedPartnerPaidMessage(PARTNER_DISPLAY_NAME, formatCurrency(booking.partnerPaid, language)))}
        </Alert>
      ) : null}

      <dl className="mt-6 space-y-3 text-sm">
        <Detail term={t('confirmation.name')}>
          {booking.firstName} {booking.lastName}
        </Detail>
        <Detail term={t('confirmation.package')}>{packageSummaryOf(booking)}</Detail>
        {booking.personCount > 1 ? <Detail term={t('confirmation.people')}>{booking.personCount}</Detail> : null}
        <Detail term={t('confirmation.dateTime')}>
          {formatDateLabel(booking.timeslotDate, language)}, {formatTimeLabel(booking.timeslotTime, language)}
        </Detail>
        <Detail term={t('confirmation.status')}>
          <StatusBadge status={booking.status} />
        </Detail>
      </dl>

      <div className="no-print mt-8 flex flex-col gap-2 sm:flex-row-reverse sm:*:flex-1">
        {bookAgain ? (
          <Button asChild size="lg" className={WRAPS}>
            <Link to={bookAgain}>
              <CalendarPlus aria-hidden="true" />
              {messageText(BOOK_AGAIN_LABEL)}
            </Link>
          </Button>
        ) : null}
        <Button asChild size="lg" variant={bookAgain ? 'ghost' : 'default'} className={WRAPS}>
          <Link to={paths.home.getHref()}>{t('actions.returnHome')}</Link>
        </Button>
      </div>
    </PageCard>
  );
}
