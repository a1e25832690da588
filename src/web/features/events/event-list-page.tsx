import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle, useSiteTitle } from '@/lib/use-document-title';
import { EventList } from './event-list';
import { HeroSection } from './hero-section';

const EVENTS_SECTION_ID = 'events';

export function EventListPage() {
  const { t } = useTranslation('events');
  useDocumentTitle(useSiteTitle());
  // Spec 000: the list can be filtered by ?search=..., but no search input is shown.
  const [searchParams] = useSearchParams();
  const search = searchParams.get('search');

  return (
    <>
      <HeroSection eventsAnchor={EVENTS_SECTION_ID} />
      <section
        id={EVENTS_SECTION_ID}
        aria-labelledby="events-heading"
        className="mx-auto max-w-6xl scroll-mt-16 px-4 py-12 sm:px-6 sm:py-16"
      >
        <div className="mb-8 max-w-2xl">
          <h2 id="events-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('list.heading')}
          </h2>
          <p className="mt-2 text-slate-600">{t('list.intro')}</p>
          {search?.trim() ? (
            <p className="mt-3 text-sm break-words text-slate-600">
              <Trans
                t={t}
                i18nKey="list.showingMatching"
                values={{ search: search.trim() }}
                components={{ search: <span className="font-semibold text-slate-900" /> }}
              />
            </p>
          ) : null}
        </div>
        <EventList search={search} />
      </section>
    </>
  );
}
