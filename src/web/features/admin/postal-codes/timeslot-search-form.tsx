import type { AdminTimeslotSearch } from '@domain/timeslots/schemas';
import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import {
  parsePageSearch,
  parseTabSearch,
  postalCodeAsTyped,
  type TimeslotSearchErrors,
  type TimeslotSearchValues,
} from './timeslot-search';

export interface TimeslotSearchFormProps {
  /** The events to choose from; undefined while they load. */
  events: readonly { id: number; name: string; isActive?: boolean }[] | undefined;
  /** 'tab': a postal code, a date or both (the date wins); 'page': a postal code only. */
  mode: 'tab' | 'page';
  onSearch: (query: AdminTimeslotSearch) => void;
  isSearching?: boolean;
}

/** Spec 001 §2, §5: choose an event, then a postal code and/or a date. */
export function TimeslotSearchForm({ events, mode, onSearch, isSearching = false }: TimeslotSearchFormProps) {
  const [values, setValues] = useState<TimeslotSearchValues>({ eventId: '', postalCode: '', date: '' });
  const [errors, setErrors] = useState<TimeslotSearchErrors>({});
  const idPrefix = `timeslot-search-${mode}`;

  const change = (patch: Partial<TimeslotSearchValues>) => setValues((current) => ({ ...current, ...patch }));

  return (
    <form
      noValidate
      aria-label="Find timeslots"
      className={cn(
        'grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:items-start',
        mode === 'tab' ? 'sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_auto]' : 'sm:grid-cols-[1fr_1.4fr_auto]',
      )}
      onSubmit={(event) => {
        event.preventDefault();
        const outcome = mode === 'tab' ? parseTabSearch(values) : parsePageSearch(values);
        if (!outcome.ok) {
          setErrors(outcome.errors);
          return;
        }
        setErrors({});
        onSearch(outcome.query);
      }}
    >
      {mode === 'page' ? (
        <PostalCodeField id={`${idPrefix}-postal`} values={values} errors={errors} change={change} />
      ) : null}
      <FormField id={`${idPrefix}-event`} label="Event" error={errors.eventId}>
        {(field) =>
          events === undefined ? (
            <Skeleton className="h-10 w-full" />
          ) : (
            <NativeSelect
              {...field}
              value={values.eventId}
              onChange={(event) => change({ eventId: event.target.value })}
            >
              <option value="">Select an event</option>
              {events.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.name}
                  {event.isActive === false ? ' (inactive)' : ''}
                </option>
              ))}
            </NativeSelect>
          )
        }
      </FormField>
      {mode === 'tab' ? (
        <>
          <PostalCodeField id={`${idPrefix}-postal`} values={values} errors={errors} change={change} />
          <FormField id={`${idPrefix}-date`} label="Date" error={errors.date} hint="A date wins over the postal code.">
            {(field) => (
              <div className="flex gap-1">
                <DatePicker
                  {...field}
                  value={values.date}
                  onChange={(date) => change({ date })}
                  placeholder="Any date"
                  displayFormat="dd MMM yyyy"
                />
                {values.date ? (
                  <Button variant="ghost" size="icon" onClick={() => change({ date: '' })} className="shrink-0">
                    <X aria-hidden="true" />
                    <span className="sr-only">Clear the date</span>
                  </Button>
                ) : null}
              </div>
            )}
          </FormField>
        </>
      ) : null}
      <Button type="submit" disabled={isSearching} className="sm:mt-6.5">
        <Search aria-hidden="true" />
        {isSearching ? 'Searching...' : 'Search'}
      </Button>
    </form>
  );
}

function PostalCodeField({
  id,
  values,
  errors,
  change,
}: {
  id: string;
  values: TimeslotSearchValues;
  errors: TimeslotSearchErrors;
  change: (patch: Partial<TimeslotSearchValues>) => void;
}) {
  return (
    <FormField id={id} label="Postal Code" error={errors.postalCode}>
      {(field) => (
        <Input
          {...field}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="e.g. 238801"
          value={values.postalCode}
          onChange={(event) => change({ postalCode: postalCodeAsTyped(event.target.value) })}
        />
      )}
    </FormField>
  );
}
