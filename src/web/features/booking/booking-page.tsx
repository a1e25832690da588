import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { eventQueryOptions } from './api';
import { BookingWizard } from './booking-wizard';
import { EventLoadErrorCard, EventNotFoundCard } from './event-state-cards';

/** /events/{slug}: the four-step booking wizard for one event (spec 000 §2). */
export function BookingPage() {
  const { slug = '' } = useParams();
  const event = useQuery(eventQueryOptions(slug));

  if (event.isPending) return <Spinner label="Loading event details" className="py-32" />;
  if (event.isError) {
    return event.error instanceof ApiError && event.error.status === 404 ? (
      <EventNotFoundCard />
    ) : (
      <EventLoadErrorCard />
    );
  }
  // Keyed by event, so moving to another event starts a fresh booking.
  return <BookingWizard key={event.data.id} event={event.data} />;
}
