import { BOOK_AGAIN_LABEL, RELEASED_BOOKING_MESSAGE, releasedPartnerPaidMessage } from '@domain/bookings/hold-messages';
import type { BookAgain, RegistrationLookup } from '@domain/bookings/responses';
import { formatDateLabel, formatSingaporeDateTime, formatTimeLabel } from '@domain/shared/dates';
import { formatCurrency } from '@domain/shared/money';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/features/booking-shared';
import { apiGet } from '@/lib/api';
import { BOOKING_TOKEN_HEADER, bookingTokenStorage } from '@/lib/booking-token';
import { paths } from '@/lib/paths';
import { Detail, PageCard, PageHeading, packageSummaryOf, ReferenceNumber } from './booking-parts';
import { centsOf } from './confirmation-state';
import { PARTNER_DISPLAY_NAME } from './messages';

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

/** The line under the heading of a closed booking: released (its hold ran out) or cancelled (on a day). */
export function closedBookingLine(booking: Pick<RegistrationLookup, 'status' | 'cancelledAt'>): string {
  if (booking.status === 'expired') return RELEASED_BOOKING_MESSAGE;
  return booking.cancelledAt
    ? `This booking was cancelled on ${formatSingaporeDateTime(booking.cancelledAt, 'long')}.`
    : 'This booking was cancelled.';
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
  const partnerPaid = booking.status === 'expired' && centsOf(booking.partnerPaid) > 0;
  const bookAgain = useBookAgainHref(booking, linkToken);
  return (
    <PageCard>
      <PageHeading icon={XCircle} tone="closed" title={title}>
        <p>{closedBookingLine(booking)}</p>
      </PageHeading>
      <ReferenceNumber value={booking.referenceNumber} />

      {partnerPaid ? (
        <Alert variant="info" className="mt-6">
          {releasedPartnerPaidMessage(PARTNER_DISPLAY_NAME, formatCurrency(booking.partnerPaid))}
        </Alert>
      ) : null}

      <dl className="mt-6 space-y-3 text-sm">
        <Detail term="Name">
          {booking.firstName} {booking.lastName}
        </Detail>
        <Detail term="Package">{packageSummaryOf(booking)}</Detail>
        {booking.personCount > 1 ? <Detail term="People">{booking.personCount}</Detail> : null}
        <Detail term="Date & time">
          {formatDateLabel(booking.timeslotDate)}, {formatTimeLabel(booking.timeslotTime)}
        </Detail>
        <Detail term="Status">
          <StatusBadge status={booking.status} />
        </Detail>
      </dl>

      <div className="no-print mt-8 flex flex-col gap-2 sm:flex-row-reverse sm:*:flex-1">
        {bookAgain ? (
          <Button asChild size="lg">
            <Link to={bookAgain}>
              <CalendarPlus aria-hidden="true" />
              {BOOK_AGAIN_LABEL}
            </Link>
          </Button>
        ) : null}
        <Button asChild size="lg" variant={bookAgain ? 'ghost' : 'default'}>
          <Link to={paths.home.getHref()}>Return to Home</Link>
        </Button>
      </div>
    </PageCard>
  );
}
