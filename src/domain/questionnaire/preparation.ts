import { addDaysToIsoDate } from '@domain/shared/dates';
import {
  QUESTIONNAIRE_FLAGS,
  type QuestionnaireAnswersView,
  type QuestionnaireCondition,
  type QuestionnaireFlag,
} from './schemas';

// What the visit's staff must see of a form, and when a person is told to start fasting (DESIGN §8.11).

export const QUESTIONNAIRE_FLAG_LABELS: Record<QuestionnaireFlag, string> = {
  bleeding_disorder: 'Bleeding disorder',
  blood_thinners: 'Blood thinners',
  allergies: 'Allergies',
  fainting: 'Faints with needles',
};

const FLAG_OF_CONDITION: Partial<Record<QuestionnaireCondition, QuestionnaireFlag>> = {
  bleeding_disorder: 'bleeding_disorder',
  blood_thinners: 'blood_thinners',
  fainting_with_needles: 'fainting',
};

export function questionnaireFlags(
  answers: Pick<QuestionnaireAnswersView, 'conditions' | 'allergies'>,
): QuestionnaireFlag[] {
  const flags = new Set<QuestionnaireFlag>();
  for (const condition of answers.conditions) {
    const flag = FLAG_OF_CONDITION[condition];
    if (flag) flags.add(flag);
  }
  if (answers.allergies.trim()) flags.add('allergies');
  return QUESTIONNAIRE_FLAGS.filter((flag) => flags.has(flag));
}

export const CONSENT_DONE_LABEL = 'Consent ✓';
export const CONSENT_PENDING_LABEL = 'Consent pending';

/** The longest fast a package may ask for. */
export const MAX_FASTING_HOURS = 16;

/** Nobody is woken to be told to fast: a start between these times is told at EVENING_NOTICE_TIME the evening before. */
export const NIGHT_STARTS = '22:00';
export const NIGHT_ENDS = '07:00';
export const EVENING_NOTICE_TIME = '21:30';

export interface FastingNotice {
  /** When the message goes out, Singapore date and 'HH:mm'. */
  date: string;
  time: string;
  /** When fasting starts: the exact time, or NIGHT_STARTS for a start moved to the evening. */
  fastFrom: string;
  /** Whether the start fell at night and the message was moved to the evening before. */
  movedToEvening: boolean;
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const MINUTES_PER_DAY = 24 * 60;

/**
 * The "Start fasting now" message of a visit at `visitTime` on `visitDate` (Singapore) with a fast of
 * `fastingHours`: at the visit time minus the fast; when that falls between 22:00 and 07:00, at 21:30
 * the evening before the visit, saying to fast from 22:00 (a longer fast, never a shorter one). Null
 * when the package asks for no fast.
 */
export function fastingNotice(visitDate: string, visitTime: string, fastingHours: number): FastingNotice | null {
  if (!Number.isInteger(fastingHours) || fastingHours <= 0) return null;
  const start = minutesOf(visitTime) - fastingHours * 60;
  const dayOffset = Math.floor(start / MINUTES_PER_DAY);
  const startMinutes = start - dayOffset * MINUTES_PER_DAY;
  const startDate = addDaysToIsoDate(visitDate, dayOffset);
  const atNight = startMinutes >= minutesOf(NIGHT_STARTS) || startMinutes < minutesOf(NIGHT_ENDS);
  if (!atNight)
    return { date: startDate, time: timeOf(startMinutes), fastFrom: timeOf(startMinutes), movedToEvening: false };
  // The night the start falls in began the evening before: that evening (or, for a start before
  // midnight, the same evening) at 21:30.
  const eveningDate = startMinutes >= minutesOf(NIGHT_STARTS) ? startDate : addDaysToIsoDate(startDate, -1);
  return { date: eveningDate, time: EVENING_NOTICE_TIME, fastFrom: NIGHT_STARTS, movedToEvening: true };
}

/** A pending form is reminded once, this many days before the visit, at REMINDER_TIME's hour. */
export const QUESTIONNAIRE_REMINDER_DAYS_BEFORE = 2;
export const QUESTIONNAIRE_REMINDER_TIME = '10:00';
