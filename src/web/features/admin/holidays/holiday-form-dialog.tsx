import {
  type HolidayChangeResult,
  type HolidayForm,
  holidayFormSchema,
  type PublicHoliday,
} from '@domain/timeslots/holiday-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
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
import { Input } from '@/components/ui/input';
import { FormDialogFooter } from '../form-dialog-footer';
import { useCreateHoliday, useUpdateHoliday } from './api';

export interface HolidayFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The holiday to edit; none: a new one. */
  holiday?: PublicHoliday;
  /** After a save: the answer, with the bookings already on the date. */
  onSaved: (result: HolidayChangeResult) => void;
}

export function HolidayFormDialog({ open, onOpenChange, holiday, onSaved }: HolidayFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        {open ? (
          <HolidayFormBody
            holiday={holiday}
            onDone={(result) => {
              onOpenChange(false);
              onSaved(result);
            }}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function HolidayFormBody({
  holiday,
  onDone,
  onCancel,
}: {
  holiday?: PublicHoliday;
  onDone: (result: HolidayChangeResult) => void;
  onCancel: () => void;
}) {
  const form = useForm<HolidayForm>({
    resolver: zodResolver(holidayFormSchema),
    defaultValues: { name: holiday?.name ?? '', date: holiday?.date ?? '' },
  });
  const { errors } = form.formState;
  const createHoliday = useCreateHoliday();
  const updateHoliday = useUpdateHoliday();
  const isPending = createHoliday.isPending || updateHoliday.isPending;

  const onSubmit = form.handleSubmit((values) => {
    if (holiday) updateHoliday.mutate({ id: holiday.id, form: values }, { onSuccess: onDone });
    else createHoliday.mutate(values, { onSuccess: onDone });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-col">
      <DialogHeader>
        <DialogTitle>{holiday ? 'Edit Holiday' : 'Add Holiday'}</DialogTitle>
        <DialogDescription>No home visits are offered on a public holiday.</DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-4">
        <FormField id="holiday-name" label="Holiday Name" error={errors.name?.message}>
          {(field) => <Input {...field} required {...form.register('name')} />}
        </FormField>
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <FormField id="holiday-date" label="Date" error={errors.date?.message}>
              {(control) => <DatePicker {...control} value={field.value} onChange={field.onChange} />}
            </FormField>
          )}
        />
      </DialogBody>
      <FormDialogFooter
        onCancel={onCancel}
        isPending={isPending}
        submitLabel={holiday ? 'Save Changes' : 'Create Holiday'}
      />
    </form>
  );
}
