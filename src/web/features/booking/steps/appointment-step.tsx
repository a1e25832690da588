import { TIMESLOT_REQUIRED_MESSAGE } from '@domain/bookings/messages';
import { slotHasRoomFor } from '@domain/timeslots/availability';
import type { PostalCodeSlots } from '@domain/timeslots/responses';
import type { TFunction } from 'i18next';
import { CalendarDays, Clock, MapPin, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { RadioGroup, RadioTile } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { SupportContact } from '@/features/booking-shared';
import { WaitlistJoin, type WaitlistJoinProps } from '@/features/waitlist';
import { useLanguage, useMessageText } from '@/lib/i18n';
import { useRegionName } from '@/lib/region-name';
import { timeslotFailureMessage } from '../api';
import { visitDateLabel, visitTimeLabel } from '../wizard/slot-labels';
import { StepHeading } from './step-heading';
import { WizardActions } from './wizard-actions';

/**
 * 'Mon, 23 Nov 2026' as a small weekday over the date, so that every tile wraps the same way on a
 * phone; the text (and the tile's accessible name) is still the whole label. A label without a comma
 * (Chinese: '2026年11月23日周一') is shown as it is.
 */
function DateLabel({ label }: { label: string }) {
  const comma = label.indexOf(', ');
  if (comma < 0) return <span className="text-sm font-semibold">{label}</span>;
  return (
    <>
      <span className="text-xs font-semibold tracking-wide uppercase opacity-70">
        {label.slice(0, comma)}
        <span className="sr-only">,</span>
      </span>{' '}
      <span className="text-sm font-semibold">{label.slice(comma + 2)}</span>
    </>
  );
}

/** What a screen reader hears after a date is chosen: how many times it offers, and where they are. */
function timesAnnouncement(
  t: TFunction<'booking'>,
  dateLabel: string,
  slots: PostalCodeSlots['data'][string]['timeslot'],
  personCount: number,
): string {
  const open = slots.filter((slot) => slotHasRoomFor(slot, personCount)).length;
  if (open === 0) return t('appointment.announceNone', { date: dateLabel });
  return t('appointment.announceTimes', { date: dateLabel, count: open });
}

interface AppointmentStepProps {
  postalCode: string;
  timeslots: {
    data: PostalCodeSlots | undefined;
    isPending: boolean;
    error: Error | null;
    refetch: () => void;
  };
  date: string | null;
  timeslotId: number | null;
  personCount: number;
  focusOnMount: boolean;
  onSelectDate: (date: string) => void;
  onSelectTimeslot: (timeslotId: number) => void;
  onChangePostalCode: () => void;
  onPrevious: () => void;
  onNext: () => void;
  /** What "Join the waitlist" sends besides the days (DESIGN §8.6): the wizard's details, package and people. */
  waitlist: Omit<WaitlistJoinProps, 'variant' | 'offeredDates' | 'offeredTimes'>;
}

export function AppointmentStep(props: AppointmentStepProps) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const messageText = useMessageText();
  const regionLabel = useRegionName();
  const { timeslots, date, timeslotId, personCount } = props;
  const [showError, setShowError] = useState(false);
  const dates = timeslots.data?.data ?? {};
  const dateKeys = Object.keys(dates).sort();
  const selectedDate = date && dates[date] ? dates[date] : null;
  const selectedSlot = selectedDate?.timeslot.find((slot) => slot.id === timeslotId) ?? null;
  const hasValidSlot = selectedSlot !== null && slotHasRoomFor(selectedSlot, personCount);
  const hasError = showError && !hasValidSlot;
  const region = timeslots.data?.region;
  const hasFreeVisit = dateKeys.some((key) => dates[key]!.timeslot.some((slot) => slotHasRoomFor(slot, personCount)));
  // The server labels the dates in English; in another language the page labels them itself.
  const dateLabelOf = (key: string) => visitDateLabel(key, dates[key]!.date.label, language);
  const lastDate = dateKeys.length > 0 ? dateLabelOf(dateKeys[dateKeys.length - 1]!) : null;
  const selectedDateLabel = selectedDate && date ? dateLabelOf(date) : null;
  const visitTimes = [...new Set(dateKeys.flatMap((key) => dates[key]!.timeslot.map((slot) => slot.time)))];
  // Every date shown, none bookable: said first, with the waitlist, before the grey tiles.
  const isAllBooked = dateKeys.length > 0 && !hasFreeVisit;
  const hasRoomForOne = dateKeys.some((key) => dates[key]!.timeslot.some((slot) => slotHasRoomFor(slot, 1)));
  const timesRef = useRef<HTMLElement>(null);
  // A tap on a date brings its times into view (on a phone they are below the fold); arrow keys do not
  // scroll the page away from the date that has the focus.
  const isPointerChoice = useRef(false);

  const selectDate = (key: string) => {
    props.onSelectDate(key);
    if (!isPointerChoice.current) return;
    isPointerChoice.current = false;
    requestAnimationFrame(() => {
      const times = timesRef.current;
      if (!times) return;
      const { top, bottom } = times.getBoundingClientRect();
      if (top >= 0 && bottom <= window.innerHeight) return;
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      times.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
    });
  };

  const next = () => {
    if (!hasValidSlot) {
      setShowError(true);
      return;
    }
    props.onNext();
  };

  const waitlist = (
    <WaitlistJoin
      {...props.waitlist}
      offeredDates={dateKeys}
      offeredTimes={visitTimes}
      variant={hasFreeVisit ? 'link' : 'prominent'}
    />
  );

  return (
    <div>
      <StepHeading
        title={t('appointment.title')}
        description={t('appointment.description')}
        focusOnMount={props.focusOnMount}
      />
      <div className="mb-6 flex items-start gap-3 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
        <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <p className="min-w-0 flex-1 break-words">
          <Trans
            t={t}
            i18nKey={region ? 'appointment.visitTimesForRegion' : 'appointment.visitTimesFor'}
            values={{ postalCode: props.postalCode, region: region ? regionLabel(region) : '' }}
            components={{ strong: <strong className="text-slate-900" /> }}
          />
        </p>
        <Button
          variant="link"
          size="sm"
          className="h-auto shrink-0 px-0 whitespace-normal"
          onClick={props.onChangePostalCode}
        >
          <span aria-hidden="true">{t('appointment.change')}</span>
          <span className="sr-only">{t('appointment.changePostalCode')}</span>
        </Button>
      </div>

      {timeslots.isPending ? (
        <output aria-label={t('appointment.loadingTimes')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
            <Skeleton key={key} className="h-16 rounded-xl" />
          ))}
        </output>
      ) : timeslots.error ? (
        <Alert variant="error" title={t('appointment.loadFailed')}>
          <p>{timeslotFailureMessage(timeslots.error, messageText)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={timeslots.refetch}>
            <RotateCcw aria-hidden="true" />
            {t('appointment.tryAgain')}
          </Button>
        </Alert>
      ) : dateKeys.length === 0 ? (
        <Alert variant="warning" title={t('appointment.noTimeslots.title')} role="alert">
          <p>{t('appointment.noTimeslots.message')}</p>
          <SupportContact className="mt-2" />
        </Alert>
      ) : (
        <div className="space-y-6">
          {isAllBooked && region ? (
            <div>
              <Alert
                variant="warning"
                title={t('appointment.allBooked.title', { region: regionLabel(region) })}
                role="status"
              >
                <p>
                  {hasRoomForOne && personCount > 1
                    ? t('appointment.allBooked.noRoom', { date: lastDate, people: personCount })
                    : t('appointment.allBooked.allTaken', { date: lastDate })}
                </p>
              </Alert>
              {waitlist}
            </div>
          ) : null}
          <section aria-labelledby="date-heading">
            <h3 id="date-heading" className="mb-3 flex items-center gap-2 text-sm font-semibold text-slate-900">
              <CalendarDays className="size-4 text-brand-700" aria-hidden="true" />
              {t('appointment.date')}
            </h3>
            <RadioGroup
              aria-labelledby="date-heading"
              value={selectedDate ? (date ?? '') : ''}
              onValueChange={selectDate}
              onPointerDown={() => {
                isPointerChoice.current = true;
              }}
              onKeyDown={() => {
                isPointerChoice.current = false;
              }}
              className="grid-cols-2 gap-3 sm:grid-cols-3"
            >
              {dateKeys.map((key) => {
                const entry = dates[key]!;
                const open = entry.timeslot.filter((slot) => slotHasRoomFor(slot, personCount)).length;
                const label = dateLabelOf(key);
                return (
                  <RadioTile
                    key={key}
                    value={key}
                    disabled={open === 0}
                    aria-label={label}
                    aria-describedby={`date-${key}-count`}
                    className="flex min-w-0 flex-col px-3 py-2.5 break-words"
                  >
                    <DateLabel label={label} />
                    <span id={`date-${key}-count`} className="text-xs text-slate-500">
                      {open === 0 ? t('appointment.fullyBooked') : t('appointment.timesAvailable', { count: open })}
                    </span>
                  </RadioTile>
                );
              })}
            </RadioGroup>
            {lastDate ? (
              <p className="mt-3 text-xs text-slate-500">{t('appointment.datesOpenUpTo', { date: lastDate })}</p>
            ) : null}
          </section>

          {isAllBooked ? null : (
            <section ref={timesRef} aria-labelledby="time-heading" className="scroll-mt-20">
              <div className="mb-3 flex flex-wrap items-baseline gap-x-2 text-sm">
                <h3 id="time-heading" className="flex items-center gap-2 self-center font-semibold text-slate-900">
                  <Clock className="size-4 text-brand-700" aria-hidden="true" />
                  {t('appointment.time')}
                </h3>
                {/* After a tap has scrolled the dates away, the times still say which day they are for. */}
                {selectedDateLabel ? (
                  <span aria-hidden="true" className="text-slate-600">
                    {t('appointment.onDate', { date: selectedDateLabel })}
                  </span>
                ) : null}
              </div>
              <p className="sr-only" aria-live="polite">
                {selectedDate && selectedDateLabel
                  ? timesAnnouncement(t, selectedDateLabel, selectedDate.timeslot, personCount)
                  : ''}
              </p>
              {selectedDate ? (
                <RadioGroup
                  aria-labelledby="time-heading"
                  aria-invalid={hasError}
                  aria-describedby={hasError ? 'timeslot-error' : undefined}
                  value={hasValidSlot && timeslotId !== null ? String(timeslotId) : ''}
                  onValueChange={(value) => props.onSelectTimeslot(Number(value))}
                  className="grid-cols-2 gap-3 sm:grid-cols-4"
                >
                  {selectedDate.timeslot.map((slot) => {
                    const fits = slotHasRoomFor(slot, personCount);
                    const timeLabel = visitTimeLabel(slot.time, slot.label, language);
                    return (
                      <RadioTile
                        key={slot.id}
                        value={String(slot.id)}
                        disabled={!fits}
                        aria-label={fits ? timeLabel : t('appointment.timeNotAvailable', { time: timeLabel })}
                        className="flex min-w-0 flex-col items-center px-3 py-3 text-center break-words"
                      >
                        <span className="text-sm font-semibold">{timeLabel}</span>
                        {fits ? null : <span className="text-xs">{t('appointment.notAvailable')}</span>}
                      </RadioTile>
                    );
                  })}
                </RadioGroup>
              ) : (
                <p className="rounded-xl border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-500">
                  {t('appointment.chooseDateFirst')}
                </p>
              )}
            </section>
          )}
        </div>
      )}
      {/* The waitlist (DESIGN §8.6) is for a region we visit: a link under the dates while one is free. */}
      {timeslots.isPending || timeslots.error || !region || isAllBooked ? null : waitlist}
      <div className="mt-3" role="alert">
        <FieldError id="timeslot-error" message={hasError ? messageText(TIMESLOT_REQUIRED_MESSAGE) : undefined} />
      </div>
      <WizardActions onPrevious={props.onPrevious} onNext={next} />
    </div>
  );
}
