import { PARTS_OF_DAY, type RosterDutyRequest, rosterDutyRequestSchema } from '@domain/roster/schemas';
import { REGION_NAMES, regionLabel } from '@domain/timeslots/regions';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { DatePicker } from '@/components/ui/date-picker';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/lib/paths';
import { toastChangeFailed } from '../change-toasts';
import { FormDialogFooter } from '../form-dialog-footer';
import { useNurses } from '../staff/api';
import { refusalAtFields } from '../staff/form-errors';
import { useAddDuty } from './api';
import { PART_OF_DAY_HINT, PART_OF_DAY_LABELS } from './roster-format';

export const ADD_DUTY_LABEL = 'Add duty';

/** What the form holds: the selects' and the picker's text, checked into a RosterDutyRequest. */
export interface DutyFormValues {
  staffId: string;
  region: string;
  date: string;
  partOfDay: string;
}

const FIELDS = ['staffId', 'region', 'date', 'partOfDay'] as const satisfies readonly (keyof DutyFormValues)[];

// The schema's input is the request's (a region of five, a part of day of three); the form starts empty.
const dutyResolver = zodResolver(rosterDutyRequestSchema) as unknown as Resolver<
  DutyFormValues,
  unknown,
  RosterDutyRequest
>;

export function DutyFormDialog({
  open,
  onOpenChange,
  defaultDate,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The day the form starts with. */
  defaultDate: string;
  /** After the add: the duty as sent, so that the page can show its week. */
  onAdded: (duty: RosterDutyRequest) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        {open ? (
          <DutyFormBody
            defaultDate={defaultDate}
            onCancel={() => onOpenChange(false)}
            onAdded={(duty) => {
              onOpenChange(false);
              onAdded(duty);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** A nurse on duty in a region for a part of a day; an overlap with her other duties is the server's to refuse. */
export function DutyFormBody({
  defaultDate,
  onCancel,
  onAdded,
}: {
  defaultDate: string;
  onCancel: () => void;
  onAdded: (duty: RosterDutyRequest) => void;
}) {
  const form = useForm<DutyFormValues, unknown, RosterDutyRequest>({
    resolver: dutyResolver,
    defaultValues: { staffId: '', region: '', date: defaultDate, partOfDay: 'day' },
  });
  const { errors } = form.formState;
  const nurses = useNurses();
  const addDuty = useAddDuty();
  const noNurses = nurses.isSuccess && nurses.nurses.length === 0;

  const onSubmit = form.handleSubmit((duty) =>
    addDuty.mutate(duty, {
      onSuccess: () => onAdded(duty),
      onError: (error) => {
        const refusal = refusalAtFields(error, FIELDS);
        for (const field of FIELDS) {
          const message = refusal.fields[field];
          if (message) form.setError(field, { type: 'server', message }, { shouldFocus: true });
        }
        // The overlap (409) and a refusal of the nurse herself name no field: a toast says them.
        if (refusal.unplaced) toastChangeFailed('create', 'duty', error);
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-col">
      <DialogHeader>
        <DialogTitle>{ADD_DUTY_LABEL}</DialogTitle>
        <DialogDescription>
          New bookings in the region at that time go to the nurses on duty, the least busy first.
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-4">
        {noNurses ? (
          <Alert variant="warning">
            There is no nurse account yet.{' '}
            <Link to={paths.adminStaff.getHref()} className="font-semibold underline">
              Add one on the Staff page
            </Link>{' '}
            first.
          </Alert>
        ) : null}
        {nurses.isError ? <Alert variant="error">The nurses could not be loaded: {nurses.error.message}</Alert> : null}
        <FormField id="duty-nurse" label="Nurse" error={errors.staffId?.message}>
          {(field) => (
            <NativeSelect {...field} disabled={nurses.isPending} {...form.register('staffId')}>
              <option value="">{nurses.isPending ? 'Loading the nurses...' : 'Select a nurse'}</option>
              {nurses.nurses.map((nurse) => (
                <option key={nurse.id} value={String(nurse.id)}>
                  {nurse.displayName}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="duty-region" label="Region" error={errors.region?.message}>
          {(field) => (
            <NativeSelect {...field} {...form.register('region')}>
              <option value="">Select a region</option>
              {REGION_NAMES.map((region) => (
                <option key={region} value={region}>
                  {regionLabel(region)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <FormField id="duty-date" label="Date" error={errors.date?.message}>
              {(control) => (
                <DatePicker
                  {...control}
                  value={field.value}
                  onChange={field.onChange}
                  displayFormat="EEE, d MMM yyyy"
                />
              )}
            </FormField>
          )}
        />
        <FormField id="duty-part-of-day" label="Part of day" hint={PART_OF_DAY_HINT} error={errors.partOfDay?.message}>
          {(field) => (
            <NativeSelect {...field} {...form.register('partOfDay')}>
              {PARTS_OF_DAY.map((part) => (
                <option key={part} value={part}>
                  {PART_OF_DAY_LABELS[part]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </DialogBody>
      <FormDialogFooter onCancel={onCancel} isPending={addDuty.isPending} submitLabel={ADD_DUTY_LABEL} />
    </form>
  );
}
