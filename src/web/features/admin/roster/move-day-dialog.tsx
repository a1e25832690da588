import { type RescheduleRequestCreate, rescheduleRequestCreateSchema } from '@domain/nurse/moved-days';
import type { PartOfDay } from '@domain/roster/schemas';
import { formatDateLabel } from '@domain/shared/dates';
import { REGION_NAMES, regionLabel } from '@domain/timeslots/regions';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toastChangeFailed } from '../change-toasts';
import { FormDialogFooter } from '../form-dialog-footer';
import { placeRefusal } from '../staff/form-errors';
import { useRequestReschedule } from './api';
import { RosterTimeFields } from './roster-time-fields';

// "When a nurse cannot come" (DESIGN §8.12): the roster and the run sheet open this one dialog. Staff
// pick the region, day and part of day and say why; after a warning naming exactly who is written to,
// each booking of that time gets an email and a text with a link to pick another visit.

export const MOVE_DAY_LABEL = 'When a nurse cannot come';
export const MOVE_DAY_CONFIRM_LABEL = 'Ask them to pick another visit';
/** The reason's longest length (the request schema's). */
export const REASON_MAX = 300;

/** What the form holds: the selects', the picker's and the textarea's text, checked into the request. */
export interface MoveDayFormValues {
  region: string;
  date: string;
  partOfDay: string;
  reason: string;
}

/** What the dialog starts with: on the run sheet, its region and day. */
export interface MoveDayDefaults {
  region?: string;
  date: string;
}

const FIELDS = ['region', 'date', 'partOfDay', 'reason'] as const satisfies readonly (keyof MoveDayFormValues)[];

// The schema's input is the request's (a region of five, a part of day of three); the form starts with text.
const moveDayResolver = zodResolver(rescheduleRequestCreateSchema) as unknown as Resolver<
  MoveDayFormValues,
  unknown,
  RescheduleRequestCreate
>;

const WHEN: Readonly<Record<PartOfDay, string>> = {
  morning: 'in the morning',
  afternoon: 'in the afternoon',
  day: 'for the whole day',
};

/**
 * 'Every booking in the North region on Mon, 23 Nov 2026 in the morning gets an email and a text asking
 * to pick another visit. This cannot be undone.'
 */
export function moveDayWarning({ region, date, partOfDay }: Omit<RescheduleRequestCreate, 'reason'>): string {
  return (
    `Every booking in the ${regionLabel(region)} region on ${formatDateLabel(date)} ${WHEN[partOfDay]} ` +
    'gets an email and a text asking to pick another visit. This cannot be undone.'
  );
}

/** The region and day given, when they are ones the form offers; the rest starts empty. */
export function moveDayDefaultValues(defaults: MoveDayDefaults): MoveDayFormValues {
  const region = (REGION_NAMES as readonly string[]).includes(defaults.region ?? '') ? (defaults.region ?? '') : '';
  return { region, date: defaults.date, partOfDay: '', reason: '' };
}

export function MoveDayDialog({
  open,
  onOpenChange,
  defaults,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaults: MoveDayDefaults;
}) {
  const request = useRequestReschedule();
  // While the requests are being sent the dialog stays, so that its outcome is seen where it was asked.
  const setOpen = (next: boolean) => (request.isPending ? undefined : onOpenChange(next));
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="sm:max-w-lg">
        {open ? (
          <MoveDayFormBody
            defaults={defaults}
            request={request}
            onCancel={() => setOpen(false)}
            onSent={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The form, then the warning with its confirm button; a refusal brings the form back with it at its fields. */
export function MoveDayFormBody({
  defaults,
  request,
  onCancel,
  onSent,
}: {
  defaults: MoveDayDefaults;
  request: ReturnType<typeof useRequestReschedule>;
  onCancel: () => void;
  onSent: () => void;
}) {
  const form = useForm<MoveDayFormValues, unknown, RescheduleRequestCreate>({
    resolver: moveDayResolver,
    defaultValues: moveDayDefaultValues(defaults),
  });
  const { errors } = form.formState;
  // The request checked by the form, waiting for the confirm button.
  const [checked, setChecked] = useState<RescheduleRequestCreate | null>(null);
  const reasonLength = form.watch('reason')?.length ?? 0;

  if (checked) {
    return (
      <MoveDayConfirmation
        request={checked}
        isPending={request.isPending}
        onBack={() => setChecked(null)}
        onConfirm={() =>
          request.mutate(checked, {
            onSuccess: onSent,
            onError: (error) => {
              setChecked(null);
              const unplaced = placeRefusal(form.setError, error, FIELDS);
              if (unplaced) toastChangeFailed('create', 'reschedule request', error);
            },
          })
        }
      />
    );
  }

  return (
    <form onSubmit={form.handleSubmit(setChecked)} noValidate className="flex min-h-0 flex-col">
      <DialogHeader>
        <DialogTitle>{MOVE_DAY_LABEL}</DialogTitle>
        <DialogDescription>
          Each booking of that time gets one email and one text with a link to pick another visit of the same package in
          the same region. Its payment, persons and answers stay with it.
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-4">
        <RosterTimeFields form={form} idPrefix="move-day" partOfDayPlaceholder="Select a part of day" />
        <FormField
          id="move-day-reason"
          label="Reason"
          hint={
            <span className="flex justify-between gap-3">
              <span>The customer reads this in the email and the text.</span>
              <span className="shrink-0 tabular-nums">
                {reasonLength}/{REASON_MAX}
                <span className="sr-only"> characters</span>
              </span>
            </span>
          }
          error={errors.reason?.message}
        >
          {(field) => (
            <Textarea
              {...field}
              rows={3}
              maxLength={REASON_MAX}
              placeholder="Our nurse is unwell and cannot come."
              {...form.register('reason')}
            />
          )}
        </FormField>
      </DialogBody>
      <FormDialogFooter onCancel={onCancel} isPending={false} submitLabel="Continue" />
    </form>
  );
}

/** The last step: who is written to, what they read, and the button that sends it. */
export function MoveDayConfirmation({
  request,
  isPending,
  onBack,
  onConfirm,
}: {
  request: RescheduleRequestCreate;
  isPending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  return (
    <div className="flex min-h-0 flex-col">
      <DialogHeader>
        <DialogTitle>{MOVE_DAY_LABEL}</DialogTitle>
        <DialogDescription>Check before the messages are sent.</DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-4">
        <Alert variant="warning" title="Before you send">
          <p>{moveDayWarning(request)}</p>
        </Alert>
        <div className="space-y-1 text-sm">
          <p className="font-medium text-slate-700">The reason they read</p>
          <blockquote className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 break-words whitespace-pre-line text-slate-900">
            {request.reason}
          </blockquote>
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onBack} disabled={isPending}>
          Back
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={isPending}>
          {isPending ? 'Sending...' : MOVE_DAY_CONFIRM_LABEL}
        </Button>
      </DialogFooter>
    </div>
  );
}
