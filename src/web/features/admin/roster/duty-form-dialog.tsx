import { type RosterDutyRequest, rosterDutyRequestSchema } from '@domain/roster/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
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
import { placeRefusal } from '../staff/form-errors';
import { useAddDuty } from './api';
import { RosterTimeFields } from './roster-time-fields';

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
        const unplaced = placeRefusal(form.setError, error, FIELDS);
        // The overlap (409) and a refusal of the nurse herself name no field: a toast says them.
        if (unplaced) toastChangeFailed('create', 'duty', error);
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
        <RosterTimeFields form={form} idPrefix="duty" />
      </DialogBody>
      <FormDialogFooter onCancel={onCancel} isPending={addDuty.isPending} submitLabel={ADD_DUTY_LABEL} />
    </form>
  );
}
