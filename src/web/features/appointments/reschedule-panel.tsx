import { TIMESLOT_REQUIRED_MESSAGE } from '@domain/bookings/messages';
import type { RegistrationLookup, RescheduleOptions } from '@domain/bookings/responses';
import { formatDateLabel, formatTimeLabel } from '@domain/shared/dates';
import type { Language } from '@domain/shared/language';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, CalendarSync, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { RadioGroup, RadioTile } from '@/components/ui/radio-group';
import { serverMessage } from '@/lib/api';
import { useLanguage, useMessageText } from '@/lib/i18n';
import { useRegionName } from '@/lib/region-name';
import { toast } from '@/lib/toast';
import { rescheduleOptionsQueryOptions, useRescheduleAppointment } from './api';
import { APPOINTMENT_RESCHEDULED_TOAST } from './messages';

interface OfferedSlot {
  id: number;
  date: string;
  dateLabel: string;
  label: string;
}

/**
 * The free slots the server offers, date by date, without the booking's own. The server's labels are
 * English ('Mon, 23 Nov 2026', '9:00 AM'): another language writes the date and time itself.
 */
export function offeredSlots(
  options: RescheduleOptions,
  language: Language = 'en',
): { date: string; label: string; slots: OfferedSlot[] }[] {
  return Object.keys(options.timeslots)
    .sort()
    .map((date) => {
      const entry = options.timeslots[date]!;
      const dateLabel = language === 'en' ? entry.date.label : formatDateLabel(date, language);
      const slots = entry.timeslot
        .filter((slot) => slot.isAvailable && slot.id !== options.currentTimeslotId)
        .map((slot) => ({
          id: slot.id,
          date,
          dateLabel,
          label: language === 'en' ? slot.label : formatTimeLabel(slot.time, language),
        }));
      return { date, label: dateLabel, slots };
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
  const { t } = useTranslation('manage');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <section aria-labelledby="reschedule-heading" className="mt-5 border-t border-slate-100 pt-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <h3 id="reschedule-heading" className="text-base font-semibold text-slate-900">
          {t('reschedule.needAnotherTime')}
        </h3>
        {/* Moving the visit keeps it: the page's main action, ahead of cancelling. */}
        {isOpen ? null : (
          <Button size="lg" className="w-full sm:w-auto" onClick={() => setIsOpen(true)}>
            <CalendarSync aria-hidden="true" />
            {t('reschedule.button')}
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
  const { t } = useTranslation(['manage', 'common']);
  const language = useLanguage();
  const messageText = useMessageText();
  const regionName = useRegionName();
  const options = useQuery(rescheduleOptionsQueryOptions(booking.id));
  const reschedule = useRescheduleAppointment(booking.id, booking.referenceNumber);
  const [timeslotId, setTimeslotId] = useState<number | null>(null);
  const [showError, setShowError] = useState(false);

  if (options.isPending) return <p className="mt-3 text-sm text-slate-600">{t('reschedule.finding')}</p>;
  if (options.isError) {
    return (
      <Alert variant="error" className="mt-3">
        {messageText(serverMessage(options.error, t('reschedule.failed')))}
      </Alert>
    );
  }
  const days = offeredSlots(options.data, language);
  const slotName = (slot: OfferedSlot) => t('common:join.dateTime', { date: slot.dateLabel, time: slot.label });
  const { region, personCount } = options.data;
  const forAll = personCount > 1;
  const chosen = days.flatMap((day) => day.slots).find((slot) => slot.id === timeslotId) ?? null;

  const confirm = () => {
    if (!chosen) {
      setShowError(true);
      return;
    }
    reschedule.mutate(chosen.id, {
      onSuccess: () => {
        toast.success(messageText(APPOINTMENT_RESCHEDULED_TOAST), { description: slotName(chosen) });
        onDone();
      },
      onError: (error) => {
        setTimeslotId(null);
        const said = serverMessage(error, '');
        toast.error(t('reschedule.failed'), { description: said ? messageText(said) : undefined });
      },
    });
  };

  return (
    <div className="mt-3">
      <p className="text-sm text-slate-600">
        {region
          ? forAll
            ? t('reschedule.inRegionForAll', { region: regionName(region), people: personCount })
            : t('reschedule.inRegion', { region: regionName(region) })
          : forAll
            ? t('reschedule.forEventForAll', { people: personCount })
            : t('reschedule.forEvent')}
      </p>
      {days.length === 0 ? (
        <Alert variant="info" className="mt-3">
          {t('reschedule.noOtherSlots')}
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
                    aria-label={slotName(slot)}
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
          {t('reschedule.keepMyTime')}
        </Button>
        {days.length > 0 ? (
          <Button onClick={confirm} disabled={reschedule.isPending}>
            {reschedule.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {t('reschedule.confirm')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
