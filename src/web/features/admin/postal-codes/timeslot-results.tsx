import { postalCodeHeading } from '@domain/timeslots/messages';
import { regionLabel } from '@domain/timeslots/regions';
import type { AdminTimeslot, AdminTimeslotSearch, AdminTimeslotSearchResponse } from '@domain/timeslots/schemas';
import { AlertCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { useSetTimeslotAvailability } from './api';
import {
  DATE_SEARCH_NOTE,
  FETCH_TIMESLOTS_FAILED_MESSAGE,
  NO_DATE_TIMESLOTS_MESSAGE,
  NO_POSTAL_CODE_TIMESLOTS_MESSAGE,
  TIMESLOTS_LOAD_ERROR_TITLE,
} from './messages';
import { bookedText, dateHeading } from './timeslot-search';

export interface TimeslotResultsProps {
  query: AdminTimeslotSearch;
  data: AdminTimeslotSearchResponse | undefined;
  isLoading: boolean;
  error: Error | null;
}

/** Spec 001 §2: the search's slots by date, each with 'Booked: current/max' and its Available/Blocked switch. */
export function TimeslotResults({ query, data, isLoading, error }: TimeslotResultsProps) {
  if (error) {
    return (
      <Card role="alert" className="border-red-200 bg-red-50 p-5 text-red-900">
        <h3 className="flex items-center gap-2 text-base font-semibold">
          <AlertCircle className="size-5 text-red-700" aria-hidden="true" />
          {TIMESLOTS_LOAD_ERROR_TITLE}
        </h3>
        <p className="mt-1 text-sm">{error.message || FETCH_TIMESLOTS_FAILED_MESSAGE}</p>
      </Card>
    );
  }
  if (isLoading || !data) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-6 w-64" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  }

  const isDateSearch = data.searchType === 'date';
  const days = Object.entries(data.data);
  const heading = isDateSearch ? dateHeading(query.date ?? '') : postalCodeHeading(query.postalCode ?? '', data.region);

  return (
    <section aria-labelledby="timeslot-results-heading" className="space-y-4">
      <div>
        <h3 id="timeslot-results-heading" className="text-base font-bold text-slate-900">
          {heading}
        </h3>
        {isDateSearch ? <p className="text-sm text-slate-600">{DATE_SEARCH_NOTE}</p> : null}
      </div>
      {days.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-500">
          {isDateSearch ? NO_DATE_TIMESLOTS_MESSAGE : NO_POSTAL_CODE_TIMESLOTS_MESSAGE}
        </p>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {days.map(([date, day]) => (
            <Card key={date} className="px-4 pt-3 pb-1 sm:px-5">
              <h4 className="text-base font-semibold text-slate-900">{day.date.label}</h4>
              <ul className="divide-y divide-slate-100">
                {day.timeslot.map((slot) => (
                  <SlotRow key={slot.id} slot={slot} dateLabel={day.date.label} showRegion={isDateSearch} />
                ))}
              </ul>
            </Card>
          ))}
        </div>
      )}
    </section>
  );
}

function SlotRow({ slot, dateLabel, showRegion }: { slot: AdminTimeslot; dateLabel: string; showRegion: boolean }) {
  const setAvailability = useSetTimeslotAvailability();
  // While the change is under way the switch shows where it is going.
  const isAvailable = setAvailability.isPending
    ? (setAvailability.variables?.isAvailable ?? slot.isAvailable)
    : slot.isAvailable;
  const id = `slot-${slot.id}`;
  const isFull = slot.currentAttendees >= slot.maxAttendees || slot.currentBookings >= slot.maxBookings;
  return (
    <li className="flex items-center justify-between gap-3 py-2.5" aria-label={`${dateLabel} ${slot.label}`}>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-1.5 font-semibold text-slate-900">
          {slot.label}
          {showRegion ? <Badge variant="neutral">{regionLabel(slot.region ?? 'manual')}</Badge> : null}
          {isFull ? <Badge variant="warning">Full</Badge> : null}
        </p>
        <p className="text-xs text-slate-600">
          {bookedText(slot.currentAttendees, slot.maxAttendees)}
          <span className="text-slate-400"> · </span>
          {slot.currentBookings}/{slot.maxBookings} {slot.maxBookings === 1 ? 'visit' : 'visits'}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <label htmlFor={id} className={cn('text-sm font-semibold', isAvailable ? 'text-emerald-800' : 'text-red-700')}>
          {isAvailable ? 'Available' : 'Blocked'}
          <span className="sr-only">
            {' '}
            {dateLabel} {slot.label}
          </span>
        </label>
        <Switch
          id={id}
          checked={isAvailable}
          disabled={setAvailability.isPending}
          onCheckedChange={(checked) => setAvailability.mutate({ id: slot.id, isAvailable: checked })}
        />
      </div>
    </li>
  );
}
