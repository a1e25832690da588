import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useEvent } from '@/features/events';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BookingPageEventHeader, BookingPageSkeleton } from './booking-page-frame';

/**
 * /events/{slug} while the wizard's code loads (part of the first load, unlike the wizard): it asks for
 * the event at once, in parallel with that code, and shows the event's name and description as soon as
 * they arrive. The wizard then finds the event in the query cache and takes over the same layout.
 */
export function BookingPageShell() {
  const { slug = '' } = useParams();
  const { data: event } = useEvent(slug);
  const { t } = useTranslation('booking');
  const pageTitle = t('page.title');
  useDocumentTitle(event ? `${event.name} | ${pageTitle}` : pageTitle);
  return event ? <BookingPageEventHeader event={event} /> : <BookingPageSkeleton />;
}
