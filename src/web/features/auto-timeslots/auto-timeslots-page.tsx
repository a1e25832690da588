import { formatDateLabel, formatTimeLabel } from '@domain/shared/dates';
import {
  NO_DATE_TIMESLOTS_MESSAGE,
  NO_POSTAL_CODE_TIMESLOTS_MESSAGE,
  postalCodeHeading,
  TIMESLOTS_LOAD_ERROR_TITLE,
} from '@domain/timeslots/messages';
import { regionLabel } from '@domain/timeslots/regions';
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
import { useTranslation } from 'react-i18next';
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
import { useLanguage, useMessageText } from '@/lib/i18n';
import { useRegionName } from '@/lib/region-name';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAutoTimeslotsByDate, useAutoTimeslotsByPostalCode } from './api';
import { canSearchPostalCode, defaultEventId, postalCodeInput, regionGroups } from './auto-timeslots';

/** /test/auto-timeslots (spec 001 §2): what the automatic schedule offers, by postal code or by date. */
export function AutoTimeslotsPage() {
  const { t } = useTranslation('events');
  useDocumentTitle(t('autoTimeslots.title'));
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold text-balance text-slate-900">{t('autoTimeslots.title')}</h1>
        <p className="text-sm text-slate-600">{t('autoTimeslots.intro')}</p>
      </div>
      <Tabs defaultValue="postal-code">
        <TabsList aria-label={t('autoTimeslots.searchBy')}>
          <TabsTrigger value="postal-code">
            <MapPin aria-hidden="true" />
            {t('autoTimeslots.postalCodeSearch')}
          </TabsTrigger>
          <TabsTrigger value="date">
            <CalendarDays aria-hidden="true" />
            {t('autoTimeslots.dateSearch')}
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
  const { t } = useTranslation('events');
  const { events, eventId, setEventId } = choice;
  return (
    <FormField id={id} label={t('autoTimeslots.event')}>
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
  const { t } = useTranslation('events');
  const messageText = useMessageText();
  const regionName = useRegionName();
  const choice = useEventChoice();
  const [postalCode, setPostalCode] = useState('');
  const [query, setQuery] = useState<AutoTimeslotPostalQuery | null>(null);
  const result = useAutoTimeslotsByPostalCode(query);

  return (
    <div className="space-y-4">
      <form
        noValidate
        aria-label={t('autoTimeslots.postalCodeSearch')}
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1.4fr_auto] sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSearchPostalCode(postalCode)) setQuery({ postalCode, eventId: Number(choice.eventId) });
        }}
      >
        <FormField id="auto-postal-code" label={t('autoTimeslots.postalCode')} hint={t('autoTimeslots.postalCodeHint')}>
          {(field) => (
            <Input
              {...field}
              inputMode="numeric"
              maxLength={6}
              placeholder={t('autoTimeslots.postalCodePlaceholder')}
              value={postalCode}
              onChange={(event) => setPostalCode(postalCodeInput(event.target.value))}
            />
          )}
        </FormField>
        <EventSelect id="auto-postal-event" choice={choice} />
        <Button type="submit" disabled={!canSearchPostalCode(postalCode) || result.isFetching} className="sm:mt-6.5">
          <Search aria-hidden="true" />
          {t('autoTimeslots.search')}
        </Button>
      </form>
      <SearchResults
        searched={query !== null}
        result={result}
        id="auto-postal-results"
        heading={(data) => {
          // The domain's heading, with the region named in the page's language.
          const heading = messageText(postalCodeHeading(query?.postalCode ?? '', data.region));
          return data.region ? heading.replace(regionLabel(data.region), regionName(data.region)) : heading;
        }}
        emptyMessage={messageText(NO_POSTAL_CODE_TIMESLOTS_MESSAGE)}
        listClassName="grid gap-3 sm:grid-cols-2"
        cards={(data) => data.data.map((day) => ({ key: day.date.value, date: day.date, day }))}
      />
    </div>
  );
}

function DateSearch() {
  const { t } = useTranslation('events');
  const language = useLanguage();
  const messageText = useMessageText();
  const choice = useEventChoice();
  const [date, setDate] = useState<Date | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [query, setQuery] = useState<AutoTimeslotDateQuery | null>(null);
  const result = useAutoTimeslotsByDate(query);

  return (
    <div className="space-y-4">
      <form
        noValidate
        aria-label={t('autoTimeslots.dateSearch')}
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
          <p className="text-sm font-medium text-slate-800">{t('autoTimeslots.date')}</p>
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
            {date
              ? t('autoTimeslots.chosen', { date: formatDateLabel(format(date, 'yyyy-MM-dd'), language) })
              : t('autoTimeslots.chooseDate')}
          </p>
          <Button type="submit" disabled={result.isFetching}>
            <Search aria-hidden="true" />
            {t('autoTimeslots.search')}
          </Button>
        </div>
      </form>
      <SearchResults
        searched={query !== null}
        result={result}
        id="auto-date-results"
        heading={() => t('autoTimeslots.byRegion')}
        emptyMessage={messageText(NO_DATE_TIMESLOTS_MESSAGE)}
        listClassName="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        cards={(data) =>
          regionGroups(data.data).map((group) => ({
            key: group.key,
            title: group.title,
            date: group.day.date,
            day: group.day,
          }))
        }
      />
    </div>
  );
}

/** A card of days: a region's (titled, the date below) or a date's (the date is its title). */
type ResultCard = { key: string; title?: string; date: AutoTimeslotDay['date']; day: AutoTimeslotDay };

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
  const messageText = useMessageText();
  if (!searched) return null;
  if (result.isError) {
    return (
      <Alert variant="error" title={messageText(TIMESLOTS_LOAD_ERROR_TITLE)}>
        {messageText(result.error.message)}
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
              <DayCard title={card.title} date={card.date} day={card.day} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DayCard({ title, date, day }: { title?: string; date: AutoTimeslotDay['date']; day: AutoTimeslotDay }) {
  const language = useLanguage();
  // The server's label is English ('Mon, 23 Nov 2026'): another language formats the date itself.
  const dateLabel = language === 'en' ? date.label : formatDateLabel(date.value, language);
  return (
    <Card className="h-full space-y-3 p-4 sm:p-5">
      <div>
        <h3 className="text-base font-semibold text-slate-900">{title ?? dateLabel}</h3>
        {title ? <p className="text-sm text-slate-600">{dateLabel}</p> : null}
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
  const { t } = useTranslation('events');
  const language = useLanguage();
  return (
    <li>
      <Badge
        variant={slot.isAvailable ? 'success' : 'neutral'}
        className={cn(!slot.isAvailable && 'line-through')}
        title={t('autoTimeslots.booked', { current: slot.currentAttendees, max: slot.maxAttendees })}
      >
        {language === 'en' ? slot.label : formatTimeLabel(slot.time, language)}
        {slot.isAvailable ? null : <span className="sr-only"> {t('autoTimeslots.notAvailable')}</span>}
      </Badge>
    </li>
  );
}
