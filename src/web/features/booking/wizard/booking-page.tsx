import { useParams } from 'react-router';
import { useEvent } from '@/features/events';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BOOK_PAGE_TITLE } from '../messages';
import { BookingPageSkeleton } from './booking-page-frame';
import { bookingPageView } from './booking-page-view';
import { BookingWizard } from './booking-wizard';
import { EventLoadErrorCard, EventNotFoundCard } from './event-state-cards';

/** The tab names the page while its event loads; the wizard and the state cards name it after. */
function LoadingEvent() {
  useDocumentTitle(BOOK_PAGE_TITLE);
  return <BookingPageSkeleton />;
}

/** /events/{slug}: the four-step booking wizard for one event (spec 000 §2). */
export function BookingPage() {
  const { slug = '' } = useParams();
  const event = useEvent(slug);

  switch (bookingPageView(event)) {
    case 'wizard':
      // Keyed by event, so moving to another event starts a fresh booking.
      return event.data ? <BookingWizard key={event.data.id} event={event.data} /> : null;
    case 'not-found':
      return <EventNotFoundCard />;
    case 'error':
      return <EventLoadErrorCard />;
    case 'loading':
      return <LoadingEvent />;
  }
}
