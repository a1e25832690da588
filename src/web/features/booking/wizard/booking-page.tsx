import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useEvent } from '@/features/events';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BookingPageSkeleton } from './booking-page-frame';
import { bookingPageView } from './booking-page-view';
import { BookingWizard } from './booking-wizard';
import { EventLoadErrorCard, EventNotFoundCard } from './event-state-cards';

/** The tab names the page while its event loads; the wizard and the state cards name it after. */
function LoadingEvent() {
  const { t } = useTranslation('booking');
  useDocumentTitle(t('page.title'));
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
