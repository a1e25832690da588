import {
  NO_DATE_TIMESLOTS_MESSAGE,
  NO_POSTAL_CODE_TIMESLOTS_MESSAGE,
  postalCodeHeading,
  TIMESLOTS_LOAD_ERROR_TITLE,
} from '@domain/timeslots/messages';
import {
  type AutoTimeslot,
  type AutoTimeslotDateQuery,
  type AutoTimeslotDay,
  type AutoTimeslotPostalQuery,
  autoTimeslotDateQuerySchema,
} from '@domain/timeslots/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { format } from 'date-fns';
import { CalendarDays, MapPin, Search } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Card } from '@/components/ui/card';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useEvents } from '@/features/events';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAutoTimeslotsByDate, useAutoTimeslotsByPostalCode } from './api';
import { canSearchPostalCode, defaultEventId, postalCodeInput, regionGroups } from './auto-timeslots';

/** /test/auto-timeslots (spec 001 §2): what the automatic schedule offers, by postal code or by date. */
export function AutoTimeslotsPage() {
  useDocumentTitle('Auto-generated Timeslots');
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Auto-generated Timeslots</h1>
        <p className="text-sm text-slate-600">
          A test page: the slots the automatic schedule offers, by postal code or by date. Looking stores nothing.
        </p>
      </div>
      <Tabs defaultValue="postal-code">
        <TabsList aria-label="Search by">
          <TabsTrigger value="postal-code">
            <MapPin aria-hidden="true" />
            Postal Code Search
          </TabsTrigger>
          <TabsTrigger value="date">
            <CalendarDays aria-hidden="true" />
            Date Search
          </TabsTrigger>
        </TabsList>
        <TabsContent value="postal-code">
          <PostalCodeSearch />
        </TabsContent>
        <TabsContent value="date">
          <DateSearch />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** The events list, and the chosen one (event id 1 until another is chosen: spec 001 §9). */
function useEventChoice() {
  const events = useEvents();
  const [chosen, setChosen] = useState<string | null>(null);
  return { events, eventId: chosen ?? defaultEventId(events.data), setEventId: setChosen };
}

function EventSelect({ id, choice }: { id: string; choice: ReturnType<typeof useEventChoice> }) {
  const { events, eventId, setEventId } = choice;
  return (
    <FormField id={id} label="Event">
      {(field) =>
        events.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : (
          <NativeSelect {...field} value={eventId} onChange={(event) => setEventId(event.target.value)}>
            {(events.data ?? []).map((event) => (
              <option key={event.id} value={event.id}>
                {event.name}
              </option>
            ))}
          </NativeSelect>
        )
      }
    </FormField>
  );
}

function PostalCodeSearch() {
  const choice = useEventChoice();
  const [postalCode, setPostalCode] = useState('');
  const [query, setQuery] = useState<AutoTimeslotPostalQuery | null>(null);
  const result = useAutoTimeslotsByPostalCode(query);

  return (
    <div className="space-y-4">
      <form
        noValidate
        aria-label="Postal Code Search"
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1.4fr_auto] sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSearchPostalCode(postalCode)) setQuery({ postalCode, eventId: Number(choice.eventId) });
        }}
      >
        <FormField id="auto-postal-code" label="Postal Code" hint="6 digits">
          {(field) => (
            <Input
              {...field}
              inputMode="numeric"
              maxLength={6}
              placeholder="e.g. 560123"
              value={postalCode}
              onChange={(event) => setPostalCode(postalCodeInput(event.target.value))}
            />
          )}
        </FormField>
        <EventSelect id="auto-postal-event" choice={choice} />
        <Button type="submit" disabled={!canSearchPostalCode(postalCode) || result.isFetching} className="sm:mt-6.5">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
      <SearchResults
        searched={query !== null}
        result={result}
        id="auto-postal-results"
        heading={(data) => postalCodeHeading(query?.postalCode ?? '', data.region)}
        emptyMessage={NO_POSTAL_CODE_TIMESLOTS_MESSAGE}
        listClassName="grid gap-3 sm:grid-cols-2"
        cards={(data) => data.data.map((day) => ({ key: day.date.value, title: day.date.label, day }))}
      />
    </div>
  );
}

function DateSearch() {
  const choice = useEventChoice();
  const [date, setDate] = useState<Date | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [query, setQuery] = useState<AutoTimeslotDateQuery | null>(null);
  const result = useAutoTimeslotsByDate(query);

  return (
    <div className="space-y-4">
      <form
        noValidate
        aria-label="Date Search"
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[auto_1fr] md:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = autoTimeslotDateQuerySchema.safeParse({
            date: date ? format(date, 'yyyy-MM-dd') : '',
            eventId: choice.eventId,
          });
          if (!parsed.success) {
            setError(parsed.error.issues[0]?.message);
            return;
          }
          setError(undefined);
          setQuery(parsed.data);
        }}
      >
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-slate-800">Date</p>
          <Calendar
            mode="single"
            selected={date}
            onSelect={setDate}
            className="w-fit rounded-xl border border-slate-200 p-3"
          />
          <FieldError message={error} />
        </div>
        <div className="space-y-4">
          <EventSelect id="auto-date-event" choice={choice} />
          <p className="text-sm text-slate-600">
            {date ? `Chosen: ${format(date, 'EEE, d MMM yyyy')}` : 'Choose a date in the calendar.'}
          </p>
          <Button type="submit" disabled={result.isFetching}>
            <Search aria-hidden="true" />
            Search
          </Button>
        </div>
      </form>
      <SearchResults
        searched={query !== null}
        result={result}
        id="auto-date-results"
        heading={() => 'Timeslots by region'}
        emptyMessage={NO_DATE_TIMESLOTS_MESSAGE}
        listClassName="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        cards={(data) =>
          regionGroups(data.data).map((group) => ({
            key: group.key,
            title: group.title,
            subtitle: group.day.date.label,
            day: group.day,
          }))
        }
      />
    </div>
  );
}

type ResultCard = { key: string; title: string; subtitle?: string; day: AutoTimeslotDay };

/** One search's outcome: nothing before the first search, then its error, a placeholder while it loads, or its cards. */
function SearchResults<T>({
  searched,
  result,
  id,
  heading,
  emptyMessage,
  listClassName,
  cards,
}: {
  searched: boolean;
  result: UseQueryResult<T>;
  id: string;
  heading: (data: T) => ReactNode;
  emptyMessage: string;
  listClassName: string;
  cards: (data: T) => ResultCard[];
}) {
  if (!searched) return null;
  if (result.isError) {
    return (
      <Alert variant="error" title={TIMESLOTS_LOAD_ERROR_TITLE}>
        {result.error.message}
      </Alert>
    );
  }
  if (!result.data) return <Skeleton className="h-32 w-full" />;
  const list = cards(result.data);
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-base font-bold text-slate-900">
        {heading(result.data)}
      </h2>
      {list.length === 0 ? (
        <p className="text-sm text-slate-500">{emptyMessage}</p>
      ) : (
        <ul className={listClassName}>
          {list.map((card) => (
            <li key={card.key}>
              <DayCard title={card.title} subtitle={card.subtitle} day={card.day} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DayCard({ title, subtitle, day }: { title: string; subtitle?: string; day: AutoTimeslotDay }) {
  return (
    <Card className="h-full space-y-3 p-4 sm:p-5">
      <div>
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        {subtitle ? <p className="text-sm text-slate-600">{subtitle}</p> : null}
      </div>
      <ul className="flex flex-wrap gap-1.5">
        {day.timeslot.map((slot) => (
          <SlotLabel key={slot.time} slot={slot} />
        ))}
      </ul>
    </Card>
  );
}

function SlotLabel({ slot }: { slot: AutoTimeslot }) {
  return (
    <li>
      <Badge
        variant={slot.isAvailable ? 'success' : 'neutral'}
        className={cn(!slot.isAvailable && 'line-through')}
        title={`${slot.currentAttendees}/${slot.maxAttendees} booked`}
      >
        {slot.label}
        {slot.isAvailable ? null : <span className="sr-only"> (not available)</span>}
      </Badge>
    </li>
  );
}
