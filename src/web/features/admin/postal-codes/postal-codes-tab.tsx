import type { AdminTimeslotSearch } from '@domain/timeslots/schemas';
import { ClipboardList, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useAdminEvents } from '../events/api';
import { TabHeader } from '../tab-header';
import { useAdminTimeslotSearch } from './api';
import { TimeslotResults } from './timeslot-results';
import { TimeslotSearchForm } from './timeslot-search-form';

/** Spec 001 §2, Postal Codes tab: an event's timeslots by postal code or by date, to block or unblock. */
export function PostalCodesTab() {
  const events = useAdminEvents();
  const [query, setQuery] = useState<AdminTimeslotSearch | null>(null);
  const search = useAdminTimeslotSearch(query);

  return (
    <section aria-labelledby="postal-codes-heading" className="space-y-4">
      <TabHeader
        id="postal-codes-heading"
        title="Postal Codes"
        description="Find an event's timeslots by postal code or date, and block or unblock them."
        action={
          <>
            <Button variant="outline" asChild>
              <Link to={paths.adminRunSheet.getHref()}>
                <ClipboardList aria-hidden="true" />
                Run Sheet
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to={paths.adminPostalTimeslots.getHref()}>
                <MapPin aria-hidden="true" />
                Postal Code Page
              </Link>
            </Button>
          </>
        }
      />
      {events.isError ? <Alert variant="error">Events could not be loaded: {events.error.message}</Alert> : null}
      <TimeslotSearchForm mode="tab" events={events.data} onSearch={setQuery} isSearching={search.isFetching} />
      {query ? (
        <TimeslotResults query={query} data={search.data} isLoading={search.isPending} error={search.error} />
      ) : null}
    </section>
  );
}
