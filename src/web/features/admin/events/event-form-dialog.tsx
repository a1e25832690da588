import type { AdminEvent, EventForm, EventFormInput } from '@domain/events/schemas';
import { formatCurrency } from '@domain/shared/money';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { FormDialogFooter } from '../form-dialog-footer';
import { useAdminPackages } from '../packages/api';
import { useCreateEvent, useUpdateEvent } from './api';
import { eventFormDefaults, eventFormResolver, slugFromName } from './event-form';
import { ScheduleFields } from './schedule-fields';

export interface EventFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event to edit; none: a new one. */
  event?: AdminEvent;
}

export function EventFormDialog({ open, onOpenChange, event }: EventFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        {/* Mounted per opening, so the form starts from the event it edits. */}
        {open ? <EventFormBody event={event} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EventFormBody({ event, onDone }: { event?: AdminEvent; onDone: () => void }) {
  const form = useForm<EventFormInput, unknown, EventForm>({
    resolver: eventFormResolver,
    defaultValues: eventFormDefaults(event),
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  // A new event's slug follows its name until the slug is typed by hand.
  const [isSlugTyped, setIsSlugTyped] = useState(Boolean(event));
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const isPending = createEvent.isPending || updateEvent.isPending;
  const packages = useAdminPackages();

  const onSubmit = form.handleSubmit((values) => {
    if (event) updateEvent.mutate({ id: event.id, form: values }, { onSuccess: onDone });
    else createEvent.mutate(values, { onSuccess: onDone });
  });

  const nameField = register('name');
  const slugField = register('slug');

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-col">
      <DialogHeader>
        <DialogTitle>{event ? 'Edit Event' : 'Add Event'}</DialogTitle>
        <DialogDescription>
          {event ? 'Change the event, its packages and its schedule.' : 'A new screening event customers can book.'}
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="event-name" label="Name" error={errors.name?.message}>
            {(field) => (
              <Input
                {...field}
                {...nameField}
                onChange={(changeEvent) => {
                  void nameField.onChange(changeEvent);
                  if (!isSlugTyped) {
                    form.setValue('slug', slugFromName(changeEvent.target.value), {
                      shouldValidate: formState.isSubmitted,
                    });
                  }
                }}
              />
            )}
          </FormField>
          <FormField
            id="event-slug"
            label="Slug"
            hint="The event's address: /events/your-slug"
            error={errors.slug?.message}
          >
            {(field) => (
              <Input
                {...field}
                {...slugField}
                autoCapitalize="none"
                spellCheck={false}
                onChange={(changeEvent) => {
                  setIsSlugTyped(true);
                  void slugField.onChange(changeEvent);
                }}
              />
            )}
          </FormField>
        </div>
        <FormField id="event-description" label="Description" optional error={errors.description?.message}>
          {(field) => <Textarea {...field} rows={3} {...register('description')} />}
        </FormField>
        <FormField id="event-location" label="Location" optional error={errors.location?.message}>
          {(field) => <Input {...field} {...register('location')} />}
        </FormField>
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch id="event-active" checked={field.value ?? true} onCheckedChange={field.onChange} />
              <Label htmlFor="event-active">Active</Label>
              <span className="text-xs text-slate-500">Inactive events are not offered to customers.</span>
            </div>
          )}
        />

        <fieldset className="space-y-2 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">Packages offered</legend>
          {packages.isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : packages.isError ? (
            <FieldError message={`Packages could not be loaded: ${packages.error.message}`} />
          ) : packages.data.length === 0 ? (
            <p className="text-sm text-slate-500">No packages yet: add them in the Packages tab.</p>
          ) : (
            <Controller
              control={control}
              name="packageIds"
              render={({ field }) => {
                const chosen = new Set(field.value ?? []);
                return (
                  <ul className="grid gap-2 sm:grid-cols-2">
                    {packages.data.map((pkg) => (
                      <li key={pkg.id} className="flex items-start gap-2">
                        <Checkbox
                          id={`event-package-${pkg.id}`}
                          checked={chosen.has(pkg.id)}
                          onCheckedChange={(checked) => {
                            const next = new Set(chosen);
                            if (checked === true) next.add(pkg.id);
                            else next.delete(pkg.id);
                            field.onChange(packages.data.filter((p) => next.has(p.id)).map((p) => p.id));
                          }}
                          className="mt-0.5"
                        />
                        <Label htmlFor={`event-package-${pkg.id}`} className="leading-snug">
                          {pkg.name}
                          <span className="block text-xs font-normal text-slate-500">
                            {formatCurrency(pkg.price)}
                            {pkg.isActive ? '' : ' · inactive'}
                          </span>
                        </Label>
                      </li>
                    ))}
                  </ul>
                );
              }}
            />
          )}
          <FieldError message={errors.packageIds?.message ?? errors.packageIds?.root?.message} />
        </fieldset>

        <ScheduleFields form={form} />
      </DialogBody>
      <FormDialogFooter onCancel={onDone} isPending={isPending} submitLabel={event ? 'Save Changes' : 'Create Event'} />
    </form>
  );
}
