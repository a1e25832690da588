import { GENDER_REQUIRED_MESSAGE } from '@domain/bookings/messages';
import type { PersonalDetails } from '@domain/bookings/schemas';
import { addDaysToIsoDate, normalizeDateInput, toDisplayDate } from '@domain/shared/dates';
import type { Language } from '@domain/shared/language';
import {
  suitsTimeOfDay,
  TIMES_OF_DAY,
  type TimeOfDay,
  WAITLIST_DATE_FROM_MESSAGE,
  WAITLIST_DATE_TO_MESSAGE,
  WAITLIST_RANGE_MESSAGE,
  WAITLIST_TIME_OF_DAY_MESSAGE,
  type WaitlistJoinInput,
} from '@domain/waitlist/rules';

/** Step 1's details as the wizard keeps them; a partner's may lack the gender, which the form then asks. */
export type JoinDetails = Omit<PersonalDetails, 'gender'> & { gender?: PersonalDetails['gender'] };

/** What the waitlist form asks: the days (DD/MM/YYYY as typed), the time of day, and a missing gender. */
export interface WaitlistFormValues {
  dateFrom: string;
  dateTo: string;
  timeOfDay: TimeOfDay | '';
  gender: PersonalDetails['gender'] | '';
}

export type WaitlistFormField = keyof WaitlistFormValues;

/** How many days the range spans after its first day when the schedule offers no day at all. */
export const DEFAULT_RANGE_DAYS = 14;

/**
 * The form's first values: the whole schedule the appointment step offers, from its first day (from
 * tomorrow on) to its last, any time of day; from tomorrow for two weeks when it offers no day.
 */
export function defaultWaitlistValues(today: string, offeredDates: readonly string[]): WaitlistFormValues {
  const tomorrow = addDaysToIsoDate(today, 1);
  const offered = [...offeredDates].sort().filter((date) => date >= tomorrow);
  const from = offered[0] ?? tomorrow;
  const to = offered.at(-1) ?? addDaysToIsoDate(from, DEFAULT_RANGE_DAYS);
  return {
    dateFrom: toDisplayDate(from),
    dateTo: toDisplayDate(to),
    timeOfDay: 'any',
    gender: '',
  };
}

/**
 * The times of day the form offers for visits at these times ('HH:mm'): morning, afternoon and any
 * when the region has both; none when all its visits are in one part of the day (a choice would mean
 * nothing, so the entry waits for any time).
 */
export function offeredTimesOfDay(times: readonly string[]): TimeOfDay[] {
  const hasMorning = times.some((time) => suitsTimeOfDay(time, 'morning'));
  const hasAfternoon = times.some((time) => suitsTimeOfDay(time, 'afternoon'));
  return hasMorning && hasAfternoon ? [...TIMES_OF_DAY] : [];
}

export type WaitlistRequestOutcome =
  | { ok: true; request: WaitlistJoinInput }
  | { ok: false; errors: Partial<Record<WaitlistFormField, string>> };

/**
 * POST /api/waitlist's body from the wizard's state and the form (DESIGN §8.6): step 1's details
 * (without the medical conditions and membership number), the event, the main person's package, the
 * persons (main person and household) and the days as 'yyyy-MM-dd'. The form's own mistakes come
 * back by field; the server checks everything again.
 */
export function buildWaitlistJoinRequest(input: {
  eventId: number;
  packageId: number;
  persons: number;
  details: JoinDetails;
  values: WaitlistFormValues;
  today: string;
  /** The page's language: the offer's email and text, and the booking, are in it (DESIGN §8.10). */
  language: Language;
}): WaitlistRequestOutcome {
  const { details, values, today } = input;
  const errors: Partial<Record<WaitlistFormField, string>> = {};
  const dateFrom = normalizeDateInput(values.dateFrom);
  const dateTo = normalizeDateInput(values.dateTo);
  if (!dateFrom) errors.dateFrom = WAITLIST_DATE_FROM_MESSAGE;
  if (!dateTo) errors.dateTo = WAITLIST_DATE_TO_MESSAGE;
  if (dateFrom && dateTo && (dateTo < dateFrom || dateFrom < today)) errors.dateTo = WAITLIST_RANGE_MESSAGE;
  const timeOfDay = TIMES_OF_DAY.find((value) => value === values.timeOfDay);
  if (!timeOfDay) errors.timeOfDay = WAITLIST_TIME_OF_DAY_MESSAGE;
  const gender = details.gender ?? (values.gender || undefined);
  if (!gender) errors.gender = GENDER_REQUIRED_MESSAGE;
  if (!dateFrom || !dateTo || !timeOfDay || !gender || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      eventId: input.eventId,
      packageId: input.packageId,
      persons: input.persons,
      dateFrom,
      dateTo,
      timeOfDay,
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email,
      mobileNumber: details.mobileNumber,
      gender,
      identificationNumber: details.identificationNumber,
      dateOfBirth: details.dateOfBirth,
      postalCode: details.postalCode,
      address: details.address,
      ...(details.unitNumber ? { unitNumber: details.unitNumber } : {}),
      language: input.language,
    },
  };
}

/** The form field a server field error belongs to; step 1's fields are shown together above the form. */
export function formFieldOf(path: string): WaitlistFormField | null {
  return path === 'dateFrom' || path === 'dateTo' || path === 'timeOfDay' || path === 'gender' ? path : null;
}
