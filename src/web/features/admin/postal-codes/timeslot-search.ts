import { POSTAL_CODE_OR_DATE_REQUIRED_MESSAGE } from '@domain/timeslots/messages';
import {
  type AdminTimeslotSearch,
  adminTimeslotSearchSchema,
  autoTimeslotPostalQuerySchema,
} from '@domain/timeslots/schemas';
import { format } from 'date-fns';
import { isoDateToLocalDate } from '@/components/ui/date-picker';

/** What the search form holds: an event id, a postal code and a date, each '' until given. */
export interface TimeslotSearchValues {
  eventId: string;
  postalCode: string;
  date: string;
}

export type TimeslotSearchErrors = Partial<Record<keyof TimeslotSearchValues, string>>;

export type TimeslotSearchOutcome =
  | { ok: true; query: AdminTimeslotSearch }
  | { ok: false; errors: TimeslotSearchErrors };

function outcomeOf<T>(
  result:
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
  toQuery: (data: T) => AdminTimeslotSearch,
): TimeslotSearchOutcome {
  if (result.success) return { ok: true, query: toQuery(result.data) };
  const errors: TimeslotSearchErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'postalCode') as keyof TimeslotSearchValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * Spec 001 §5, the Postal Codes tab: an event ('Please select an event'), and a postal code
 * ('Postal code must be 6 digits') or a date ('Please enter a postal code or select a date'). A date
 * wins when both are given (spec 001 §2): the postal code is then not sent.
 */
export function parseTabSearch(values: TimeslotSearchValues): TimeslotSearchOutcome {
  const outcome = outcomeOf(adminTimeslotSearchSchema.safeParse(values), (query) =>
    query.date ? { eventId: query.eventId, date: query.date } : query,
  );
  // The schema asks for a postal code or a date only once the event is valid: say both at once.
  if (!outcome.ok && !values.postalCode.trim() && !values.date) {
    outcome.errors.postalCode ??= POSTAL_CODE_OR_DATE_REQUIRED_MESSAGE;
  }
  return outcome;
}

/** Spec 001 §5, /admin/postal-timeslots: a postal code first, then an event. */
export function parsePageSearch(values: Pick<TimeslotSearchValues, 'eventId' | 'postalCode'>): TimeslotSearchOutcome {
  return outcomeOf(
    autoTimeslotPostalQuerySchema.safeParse({ postalCode: values.postalCode, eventId: values.eventId }),
    (query) => ({ eventId: query.eventId, postalCode: query.postalCode }),
  );
}

/** Digits only, at most 6 (spec 001 §5: the input takes 6 characters). */
export const postalCodeAsTyped = (text: string) => text.replace(/\D/g, '').slice(0, 6);

/** Spec 001 §2: 'Date: dd MMM yyyy'. */
export function dateHeading(isoDate: string): string {
  const date = isoDateToLocalDate(isoDate);
  return `Date: ${date ? format(date, 'dd MMM yyyy') : isoDate}`;
}

/** 'yyyy-MM-dd' as 'Fri, 27 Nov 2026'. */
export function dayLabel(isoDate: string): string {
  const date = isoDateToLocalDate(isoDate);
  return date ? format(date, 'EEE, d MMM yyyy') : isoDate;
}

/** Spec 001 §2: 'Booked: current/max'. */
export const bookedText = (current: number, max: number) => `Booked: ${current}/${max}`;
