import { PARTS_OF_DAY } from '@domain/roster/schemas';
import { REGION_NAMES, regionLabel } from '@domain/timeslots/regions';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { PART_OF_DAY_HINT, PART_OF_DAY_LABELS } from './roster-format';

/** The roster's "when and where" (DESIGN §8.12): a duty and a moved day both name these three. */
export interface RosterTimeValues {
  region: string;
  date: string;
  partOfDay: string;
}

/**
 * Region, date and part of day, as the duty dialog and "When a nurse cannot come" ask them. The region
 * is controlled, so that a region given by the page (the run sheet's) is on the first paint.
 */
export function RosterTimeFields<T extends RosterTimeValues, Out>(props: {
  form: UseFormReturn<T, unknown, Out>;
  idPrefix: string;
  /** The part of day's empty choice; none when the form starts with one chosen. */
  partOfDayPlaceholder?: string;
}) {
  // The three names are in every T: the form is read as one of exactly these fields.
  const form = props.form as unknown as UseFormReturn<RosterTimeValues>;
  const { errors } = form.formState;
  const { idPrefix } = props;
  return (
    <>
      <Controller
        control={form.control}
        name="region"
        render={({ field: { ref, ...region } }) => (
          <FormField id={`${idPrefix}-region`} label="Region" error={errors.region?.message}>
            {(control) => (
              <NativeSelect {...control} {...region} ref={ref}>
                <option value="">Select a region</option>
                {REGION_NAMES.map((name) => (
                  <option key={name} value={name}>
                    {regionLabel(name)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="date"
        render={({ field }) => (
          <FormField id={`${idPrefix}-date`} label="Date" error={errors.date?.message}>
            {(control) => (
              <DatePicker {...control} value={field.value} onChange={field.onChange} displayFormat="EEE, d MMM yyyy" />
            )}
          </FormField>
        )}
      />
      <FormField
        id={`${idPrefix}-part-of-day`}
        label="Part of day"
        hint={PART_OF_DAY_HINT}
        error={errors.partOfDay?.message}
      >
        {(field) => (
          <NativeSelect {...field} {...form.register('partOfDay')}>
            {props.partOfDayPlaceholder ? <option value="">{props.partOfDayPlaceholder}</option> : null}
            {PARTS_OF_DAY.map((part) => (
              <option key={part} value={part}>
                {PART_OF_DAY_LABELS[part]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </>
  );
}
