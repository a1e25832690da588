import { RotateCw, SearchX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SupportContact } from '@/components/support-contact';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useEvents } from './api';
import { EventListMessage } from './event-list-message';
import { EventRow } from './event-row';
import { EventRowSkeleton } from './event-row-skeleton';
import { filterEventsByName } from './filter-events';

const PLACEHOLDER_ROWS = 3;

export function EventList({ search }: { search: string | null }) {
  const { t } = useTranslation('events');
  const { data, isPending, isError, refetch, isRefetching } = useEvents();

  if (isPending) {
    return (
      <div aria-busy="true" className="space-y-8">
        <output className="sr-only">{t('list.loading')}</output>
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
          <EventRowSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <div role="alert">
        <EventListMessage
          icon={TriangleAlert}
          tone="error"
          title={t('list.errorTitle')}
          action={
            <>
              <Button variant="outline" onClick={() => refetch()} disabled={isRefetching}>
                <RotateCw className={isRefetching ? 'animate-spin' : undefined} aria-hidden="true" />
                {t('list.tryAgain')}
              </Button>
              <SupportContact className="mt-4 text-slate-600" />
            </>
          }
        >
          {t('list.errorText')}
        </EventListMessage>
      </div>
    );
  }

  const events = filterEventsByName(data, search);
  if (events.length === 0) {
    return (
      <EventListMessage
        icon={SearchX}
        action={
          search ? (
            <Button asChild variant="outline">
              <Link to={paths.home.getHref()}>{t('list.showAll')}</Link>
            </Button>
          ) : null
        }
      >
        {t('list.none')}
      </EventListMessage>
    );
  }

  return (
    <ul className="space-y-8">
      {events.map((event) => (
        <li key={event.id}>
          <EventRow event={event} />
        </li>
      ))}
    </ul>
  );
}
