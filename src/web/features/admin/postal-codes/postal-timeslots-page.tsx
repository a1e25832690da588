import type { AdminTimeslotSearch } from '@domain/timeslots/schemas';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { useEvents } from '@/features/events';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminTimeslotSearch } from './api';
import { POSTAL_TIMESLOTS_TITLE } from './messages';
import { TimeslotResults } from './timeslot-results';
import { TimeslotSearchForm } from './timeslot-search-form';

/** /admin/postal-timeslots (spec 001 §2): a postal-code-only search; its events come from the public list. */
export function PostalTimeslotsPage() {
  useDocumentTitle(POSTAL_TIMESLOTS_TITLE);
  const events = useEvents();
  const [query, setQuery] = useState<AdminTimeslotSearch | null>(null);
  const search = useAdminTimeslotSearch(query);

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Link
          to={`${paths.adminDashboard.getHref()}?tab=postal-codes`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Dashboard
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{POSTAL_TIMESLOTS_TITLE}</h1>
        <p className="text-sm text-slate-600">
          Enter a postal code and choose an event to see its timeslots, then block or unblock them.
        </p>
      </div>
      {events.isError ? <Alert variant="error">Events could not be loaded: {events.error.message}</Alert> : null}
      <TimeslotSearchForm mode="page" events={events.data} onSearch={setQuery} isSearching={search.isFetching} />
      {query ? (
        <TimeslotResults query={query} data={search.data} isLoading={search.isPending} error={search.error} />
      ) : null}
    </div>
  );
}
