import { TIMESLOT_REQUIRED_MESSAGE } from '@domain/bookings/messages';
import type { RegistrationLookup, RescheduleOptions } from '@domain/bookings/responses';
import { regionLabel } from '@domain/timeslots/regions';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, CalendarSync, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { RadioGroup, RadioTile } from '@/components/ui/radio-group';
import { serverMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { rescheduleOptionsQueryOptions, useRescheduleAppointment } from './api';
import {
  APPOINTMENT_RESCHEDULED_TOAST,
  NO_OTHER_SLOTS_MESSAGE,
  RESCHEDULE_CONFIRM_LABEL,
  RESCHEDULE_FAILED_MESSAGE,
  RESCHEDULE_LABEL,
} from './messages';

interface OfferedSlot {
  id: number;
  date: string;
  dateLabel: string;
  label: string;
}

/** The free slots the server offers, date by date, without the booking's own. */
export function offeredSlots(options: RescheduleOptions): { date: string; label: string; slots: OfferedSlot[] }[] {
  return Object.keys(options.timeslots)
    .sort()
    .map((date) => {
      const entry = options.timeslots[date]!;
      const slots = entry.timeslot
        .filter((slot) => slot.isAvailable && slot.id !== options.currentTimeslotId)
        .map((slot) => ({ id: slot.id, date, dateLabel: entry.date.label, label: slot.label }));
      return { date, label: entry.date.label, slots };
    })
    .filter((day) => day.slots.length > 0);
}

/** Not in the spec: move the visit to another free time of the same region (the server offers them). */
export function ReschedulePanel({
  booking,
  onRescheduled,
}: {
  booking: RegistrationLookup;
  onRescheduled: () => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <section aria-labelledby="reschedule-heading" className="mt-5 border-t border-slate-100 pt-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <h3 id="reschedule-heading" className="text-base font-semibold text-slate-900">
          Need another time?
        </h3>
        {/* Moving the visit keeps it: the page's main action, ahead of cancelling. */}
        {isOpen ? null : (
          <Button size="lg" className="w-full sm:w-auto" onClick={() => setIsOpen(true)}>
            <CalendarSync aria-hidden="true" />
            {RESCHEDULE_LABEL}
          </Button>
        )}
      </div>
      {isOpen ? (
        <SlotPicker
          booking={booking}
          onDone={() => {
            setIsOpen(false);
            onRescheduled();
          }}
          onClose={() => setIsOpen(false)}
        />
      ) : null}
    </section>
  );
}

function SlotPicker({
  booking,
  onDone,
  onClose,
}: {
  booking: RegistrationLookup;
  onDone: () => void;
  onClose: () => void;
}) {
  const options = useQuery(rescheduleOptionsQueryOptions(booking.id));
  const reschedule = useRescheduleAppointment(booking.id, booking.referenceNumber);
  const [timeslotId, setTimeslotId] = useState<number | null>(null);
  const [showError, setShowError] = useState(false);

  if (options.isPending) return <p className="mt-3 text-sm text-slate-600">Finding free times…</p>;
  if (options.isError) {
    return (
      <Alert variant="error" className="mt-3">
        {serverMessage(options.error, RESCHEDULE_FAILED_MESSAGE)}
      </Alert>
    );
  }
  const days = offeredSlots(options.data);
  const chosen = days.flatMap((day) => day.slots).find((slot) => slot.id === timeslotId) ?? null;

  const confirm = () => {
    if (!chosen) {
      setShowError(true);
      return;
    }
    reschedule.mutate(chosen.id, {
      onSuccess: () => {
        toast.success(APPOINTMENT_RESCHEDULED_TOAST, { description: `${chosen.dateLabel}, ${chosen.label}` });
        onDone();
      },
      onError: (error) => {
        setTimeslotId(null);
        toast.error(RESCHEDULE_FAILED_MESSAGE, { description: serverMessage(error, '') || undefined });
      },
    });
  };

  return (
    <div className="mt-3">
      <p className="text-sm text-slate-600">
        {options.data.region
          ? `Free times in the ${regionLabel(options.data.region)} region`
          : 'Free times for this event'}
        {options.data.personCount > 1 ? ` with room for all ${options.data.personCount} people` : ''}.
      </p>
      {days.length === 0 ? (
        <Alert variant="info" className="mt-3">
          {NO_OTHER_SLOTS_MESSAGE}
        </Alert>
      ) : (
        <RadioGroup
          aria-labelledby="reschedule-heading"
          aria-invalid={showError && !chosen}
          aria-describedby={showError && !chosen ? 'reschedule-error' : undefined}
          value={chosen ? String(chosen.id) : ''}
          onValueChange={(value) => setTimeslotId(Number(value))}
          className="mt-3 max-h-96 gap-4 overflow-y-auto pr-1"
        >
          {days.map((day) => (
            <fieldset key={day.date} className="min-w-0">
              <legend className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
                <CalendarDays className="size-4 text-brand-700" aria-hidden="true" />
                {day.label}
              </legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {day.slots.map((slot) => (
                  <RadioTile
                    key={slot.id}
                    value={String(slot.id)}
                    aria-label={`${slot.dateLabel}, ${slot.label}`}
                    className="px-3 py-2.5 text-center text-sm font-semibold"
                  >
                    {slot.label}
                  </RadioTile>
                ))}
              </div>
            </fieldset>
          ))}
        </RadioGroup>
      )}
      <div role="alert" className="mt-2">
        <FieldError id="reschedule-error" message={showError && !chosen ? TIMESLOT_REQUIRED_MESSAGE : undefined} />
      </div>
      <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          Keep my time
        </Button>
        {days.length > 0 ? (
          <Button onClick={confirm} disabled={reschedule.isPending}>
            {reschedule.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {RESCHEDULE_CONFIRM_LABEL}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
