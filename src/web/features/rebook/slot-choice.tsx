import { CLINIC_CONTACT } from '@domain/bookings/appointment-messages';
import { TIMESLOT_REQUIRED_MESSAGE } from '@domain/bookings/messages';
import { CalendarDays, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { RadioGroup, RadioTile } from '@/components/ui/radio-group';
import { useRegionName } from '@/lib/region-name';
import type { MoveRefusal, OfferedDay, OfferedSlot } from './rebook-state';

const HEADING_ID = 'rebook-choose-heading';
const INTRO_ID = 'rebook-choose-intro';
const ERROR_ID = 'rebook-choose-error';

/** A slot's full name, its date with its time, as a screen reader says the tile and the choice reads. */
export function useSlotName(): (slot: OfferedSlot) => string {
  const { t } = useTranslation();
  return (slot) => t('join.dateTime', { date: slot.dateLabel, time: slot.timeLabel });
}

/** A refusal of the move in the page's words. */
function useRefusalText(): (refusal: MoveRefusal, reference: string) => string {
  const { t } = useTranslation('rebook');
  return (refusal, reference) => {
    switch (refusal) {
      case 'link-invalid':
        return t('rebook.linkInvalid.text');
      case 'cancelled':
        return t('rebook.cancelled.text', { reference });
      case 'slot-moved':
        return t('rebook.failed.slotMoved');
      case 'slot-taken':
        return t('rebook.failed.slotTaken');
      default:
        return t('rebook.failed.generic');
    }
  };
}

export interface SlotChoiceProps {
  reference: string;
  days: OfferedDay[];
  region: string | null;
  personCount: number;
  /** The slot picked, or null. */
  selectedId: number | null;
  onSelect: (timeslotId: number) => void;
  onConfirm: () => void;
  /** The move is on its way to the server. */
  isPending: boolean;
  /** Confirm was pressed with no slot picked. */
  showRequired: boolean;
  /** Why the last move was refused, if it was. */
  refusal: MoveRefusal | null;
}

/**
 * The visits the booking can move to, date by date, one radio group of time tiles (arrow keys move
 * through all of them), and the confirm button; none offered: the clinic's contact instead.
 */
export function SlotChoice({
  reference,
  days,
  region,
  personCount,
  selectedId,
  onSelect,
  onConfirm,
  isPending,
  showRequired,
  refusal,
}: SlotChoiceProps) {
  const { t } = useTranslation('rebook');
  const regionName = useRegionName();
  const slotName = useSlotName();
  const refusalText = useRefusalText();
  const chosen = days.flatMap((day) => day.slots).find((slot) => slot.id === selectedId) ?? null;
  const missing = showRequired && !chosen;
  const forAll = personCount > 1;
  const intro = region
    ? forAll
      ? t('rebook.choose.inRegionForAll', { region: regionName(region), people: personCount })
      : t('rebook.choose.inRegion', { region: regionName(region) })
    : forAll
      ? t('rebook.choose.forEventForAll', { people: personCount })
      : t('rebook.choose.forEvent');

  return (
    <section aria-labelledby={HEADING_ID} className="space-y-4">
      <h2 id={HEADING_ID} className="text-lg font-semibold text-slate-900">
        {t('rebook.choose.heading')}
      </h2>
      {days.length === 0 ? (
        <Alert variant="info" title={t('rebook.noSlots.title')} role="status">
          {t('rebook.noSlots.text', { phone: CLINIC_CONTACT.phone, email: CLINIC_CONTACT.email })}
        </Alert>
      ) : (
        <>
          <p id={INTRO_ID} className="text-sm text-slate-700">
            {intro}
          </p>
          <RadioGroup
            aria-labelledby={HEADING_ID}
            aria-describedby={missing ? `${INTRO_ID} ${ERROR_ID}` : INTRO_ID}
            aria-invalid={missing}
            aria-required
            value={chosen ? String(chosen.id) : ''}
            onValueChange={(value) => onSelect(Number(value))}
            className="gap-5"
          >
            {days.map((day) => (
              <fieldset key={day.date} className="min-w-0">
                <legend className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
                  <CalendarDays className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                  {day.label}
                </legend>
                <div className="grid grid-cols-2 gap-2 min-[480px]:grid-cols-3 sm:grid-cols-4">
                  {day.slots.map((slot) => (
                    <RadioTile
                      key={slot.id}
                      value={String(slot.id)}
                      aria-label={slotName(slot)}
                      className="min-h-11 px-3 py-2 text-center text-base font-semibold text-slate-900"
                    >
                      {slot.timeLabel}
                    </RadioTile>
                  ))}
                </div>
              </fieldset>
            ))}
          </RadioGroup>
          {chosen ? (
            <p className="text-sm text-slate-700" aria-live="polite">
              {t('rebook.choose.yourChoice', { when: slotName(chosen) })}
            </p>
          ) : null}
        </>
      )}
      {/* Present from the start, so that what appears in it is announced. */}
      <div role="alert" className="space-y-2">
        {missing ? <FieldError id={ERROR_ID} message={TIMESLOT_REQUIRED_MESSAGE} /> : null}
        {refusal ? <Alert variant="error">{refusalText(refusal, reference)}</Alert> : null}
      </div>
      {days.length > 0 ? (
        // Not disabled while the move is sent: the button keeps the focus, and a second press does nothing.
        <Button
          size="lg"
          className="w-full sm:w-auto"
          aria-disabled={isPending}
          onClick={() => {
            if (!isPending) onConfirm();
          }}
        >
          {isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {isPending ? t('rebook.choose.confirming') : t('rebook.choose.confirm')}
        </Button>
      ) : null}
    </section>
  );
}
