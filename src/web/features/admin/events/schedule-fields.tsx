import type { EventForm, EventFormInput } from '@domain/events/schemas';
import { CalendarPlus, Trash2 } from 'lucide-react';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { TimesInput } from './times-input';

type EventFormApi = UseFormReturn<EventFormInput, unknown, EventForm>;

/**
 * An event's schedule (DESIGN §4 Timeslots): automatic by region (each region's weekday times for the
 * next dates, skipping public holidays) or manual dates and times; capacity for both.
 */
export function ScheduleFields({ form }: { form: EventFormApi }) {
  const { control, register } = form;
  const errors = form.formState.errors.schedule;
  const configType = useWatch({ control, name: 'schedule.configType' }) ?? 'auto';
  const manualDates = useFieldArray({ control, name: 'schedule.manualDates' });

  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Schedule</legend>
      <Controller
        control={control}
        name="schedule.configType"
        render={({ field }) => (
          <RadioGroup
            value={field.value ?? 'auto'}
            onValueChange={field.onChange}
            aria-label="Schedule type"
            className="gap-3 sm:grid-cols-2"
          >
            <div className="flex items-start gap-2">
              <RadioGroupItem id="schedule-auto" value="auto" className="mt-0.5" />
              <Label htmlFor="schedule-auto" className="leading-snug">
                Automatic by region
                <span className="block text-xs font-normal text-slate-500">
                  Each region's weekday times, skipping public holidays
                </span>
              </Label>
            </div>
            <div className="flex items-start gap-2">
              <RadioGroupItem id="schedule-manual" value="manual" className="mt-0.5" />
              <Label htmlFor="schedule-manual" className="leading-snug">
                Manual dates and times
                <span className="block text-xs font-normal text-slate-500">The dates and times you list below</span>
              </Label>
            </div>
          </RadioGroup>
        )}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        {configType === 'auto' ? (
          <FormField id="schedule-num-slots" label="Number of dates ahead" error={errors?.numSlots?.message}>
            {(field) => <Input {...field} type="number" inputMode="numeric" {...register('schedule.numSlots')} />}
          </FormField>
        ) : null}
        <FormField
          id="schedule-buffer-hours"
          label="Buffer hours"
          hint="Bookings close this many hours before a visit."
          error={errors?.bufferHours?.message}
        >
          {(field) => <Input {...field} type="number" inputMode="numeric" {...register('schedule.bufferHours')} />}
        </FormField>
        <FormField
          id="schedule-slots-per-timeslot"
          label="Home visits per slot"
          error={errors?.slotsPerTimeslot?.message}
        >
          {(field) => <Input {...field} type="number" inputMode="numeric" {...register('schedule.slotsPerTimeslot')} />}
        </FormField>
        <FormField id="schedule-max-attendees" label="People per visit" error={errors?.maxAttendees?.message}>
          {(field) => <Input {...field} type="number" inputMode="numeric" {...register('schedule.maxAttendees')} />}
        </FormField>
      </div>

      {configType === 'manual' ? (
        <div className="space-y-3">
          <p className="text-sm font-medium text-slate-800">Dates and times</p>
          {manualDates.fields.length === 0 ? (
            <p className="text-sm text-slate-500">No dates yet. Add the dates on which visits are offered.</p>
          ) : null}
          <ol className="space-y-3">
            {manualDates.fields.map((row, index) => {
              const rowErrors = errors?.manualDates?.[index];
              return (
                <li key={row.id} className="space-y-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3">
                  <div className="flex items-end gap-2">
                    <div className="flex-1 space-y-1.5">
                      <Label htmlFor={`manual-date-${index}`}>Date {index + 1}</Label>
                      <Controller
                        control={control}
                        name={`schedule.manualDates.${index}.date`}
                        render={({ field }) => (
                          <DatePicker
                            id={`manual-date-${index}`}
                            value={field.value ?? ''}
                            onChange={field.onChange}
                            displayFormat="EEE, d MMM yyyy"
                            aria-invalid={Boolean(rowErrors?.date)}
                          />
                        )}
                      />
                    </div>
                    <Button variant="ghost" size="icon" onClick={() => manualDates.remove(index)}>
                      <Trash2 aria-hidden="true" />
                      <span className="sr-only">Remove date {index + 1}</span>
                    </Button>
                  </div>
                  <FieldError message={rowErrors?.date?.message} />
                  <div className="space-y-1.5">
                    <Label htmlFor={`manual-times-${index}`}>Times</Label>
                    <Controller
                      control={control}
                      name={`schedule.manualDates.${index}.times`}
                      render={({ field }) => (
                        <TimesInput
                          id={`manual-times-${index}`}
                          value={field.value ?? []}
                          onChange={field.onChange}
                          invalid={Boolean(rowErrors?.times)}
                        />
                      )}
                    />
                    <FieldError message={rowErrors?.times?.message ?? rowErrors?.times?.root?.message} />
                  </div>
                </li>
              );
            })}
          </ol>
          <Button variant="outline" size="sm" onClick={() => manualDates.append({ date: '', times: [] })}>
            <CalendarPlus aria-hidden="true" />
            Add date
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
