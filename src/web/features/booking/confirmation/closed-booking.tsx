import type { RegistrationLookup } from '@domain/api-schemas';
import { formatDateLabel, formatSingaporeDateTime, formatTimeLabel } from '@domain/dates';
import { BOOK_AGAIN_LABEL, RELEASED_BOOKING_MESSAGE, releasedPartnerPaidMessage } from '@domain/hold-messages';
import { formatCurrency } from '@domain/money';
import { CalendarPlus, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { Detail, PageCard, PageHeading, packageSummaryOf, ReferenceNumber, StatusBadge } from './booking-parts';
import { centsOf } from './confirmation-state';
import { PARTNER_DISPLAY_NAME } from './messages';

/** Where "Book again" leads: the booking's own event, whose page books a new visit. */
export const bookAgainHref = (booking: Pick<RegistrationLookup, 'eventSlug'>) => paths.event.getHref(booking.eventSlug);

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
export function ClosedBooking({ booking, title }: { booking: RegistrationLookup; title: string }) {
  const partnerPaid = booking.status === 'expired' && centsOf(booking.partnerPaid) > 0;
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
        <Button asChild size="lg">
          <Link to={bookAgainHref(booking)}>
            <CalendarPlus aria-hidden="true" />
            {BOOK_AGAIN_LABEL}
          </Link>
        </Button>
        <Button asChild size="lg" variant="ghost">
          <Link to={paths.home.getHref()}>Return to Home</Link>
        </Button>
      </div>
    </PageCard>
  );
}
