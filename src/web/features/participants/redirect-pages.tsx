import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useEvents } from '@/features/events';
import { useMessageText } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { EVENT_DETAILS_ERROR_MESSAGE, EVENT_DETAILS_ERROR_TITLE } from './messages';
import { MissingInformation } from './missing-information';
import { readParticipantsQuery, readRecordId } from './participants-query';

// The links spec 000 §2 names by event id (/participants?eventId=…, /booking/packages?eventId=…) open
// the pages that are addressed by the event's slug: the id is looked up among the events on offer.

type SlugLookup = { state: 'found'; slug: string } | { state: 'pending' } | { state: 'unknown' } | { state: 'error' };

function useEventSlug(eventId: number | null): SlugLookup {
  const events = useEvents();
  if (eventId === null) return { state: 'unknown' };
  if (events.isPending) return { state: 'pending' };
  if (events.isError) return { state: 'error' };
  const event = events.data.find((entry) => entry.id === eventId);
  return event ? { state: 'found', slug: event.slug } : { state: 'unknown' };
}

function NotFound({ lookup }: { lookup: Exclude<SlugLookup, { state: 'found' }> }) {
  const { t } = useTranslation('participants');
  const messageText = useMessageText();
  if (lookup.state === 'pending') return <Spinner label={t('page.loading')} className="py-32" />;
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Alert variant="error" role="alert" title={messageText(EVENT_DETAILS_ERROR_TITLE)}>
        {lookup.state === 'unknown' ? t('page.eventNotFound') : messageText(EVENT_DETAILS_ERROR_MESSAGE)}
      </Alert>
    </div>
  );
}

/** /participants?eventId=&packageId=&timeslotId= ('Continue to Participants'): that event's participants page. */
export function ParticipantsRedirect() {
  const [searchParams] = useSearchParams();
  const query = readParticipantsQuery(searchParams);
  const event = useEventSlug(query?.eventId ?? null);
  if (!query) return <MissingInformation />;
  if (event.state !== 'found') return <NotFound lookup={event} />;
  return <Navigate replace to={paths.participants.getHref(event.slug, query)} />;
}

/** /booking/packages?eventId= ('Back to Packages'): the older flow's event page, where the package is chosen. */
export function BookingPackagesRedirect() {
  const [searchParams] = useSearchParams();
  const eventId = readRecordId(searchParams.get('eventId'));
  const event = useEventSlug(eventId);
  if (eventId === null) return <MissingInformation />;
  if (event.state !== 'found') return <NotFound lookup={event} />;
  return <Navigate replace to={paths.legacyEvent.getHref(event.slug)} />;
}
