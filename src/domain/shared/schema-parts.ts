import { isIsoDate as isCalendarDate, todayInSingapore } from '@domain/shared/dates';
import { INVALID_DATE_MESSAGE } from '@domain/shared/form-messages';
import { fillMessage, MESSAGES } from '@domain/shared/texts';
import { z } from 'zod';

// Small pieces the request and response schemas of several areas (booking, admin, admin settings,
// the read API) are built from, so each rule and its message is written once.

/** Amounts travel as two-decimal strings ('118.00'), as PostgreSQL numeric gives them. */
export const amount = z.string();
/** Timestamps travel as ISO 8601 strings. */
export const timestamp = z.string();

/**
 * Record ids are 32-bit integers (PostgreSQL serial): a larger number names nothing and gets the same
 * answer as any id that names nothing, never a database error. The one bound every route, schema and
 * page checks an id against.
 */
export const MAX_RECORD_ID = 2_147_483_647;
/** A record id as text: at most the ten digits of MAX_RECORD_ID, then checked against it. */
export const RECORD_ID_DIGITS = /^\d{1,10}$/;

/** Not in the spec: a text over its length limit. */
export const tooLong = (field: string, max: number) => fillMessage(MESSAGES.form.tooLong, { field, max });

/** A text that must be given: `message` when missing or shorter than `min`, the length message past `max`. */
export function requiredText(message: string, min: number, max: number, field: string) {
  return z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: tooLong(field, max) });
}

/** '' (a cleared form field) or null means not given; the server stores null (spec 001 §5). */
export const nullableText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong(field, max) })
    .nullish()
    .transform((value) => (value ? value : null));

/** A query parameter that may be absent or empty (the web's query function skips null and undefined). */
export const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

// Parts of the staff forms and queries (discounts, timeslots, run sheet, read API).

/** A whole number from a JSON body, a form's text or a query string ('12'). */
export const wholeNumber = (message: string, min: number, max: number) =>
  z
    .union(
      [
        z.number({ error: message }),
        z
          .string({ error: message })
          .trim()
          .regex(/^\d{1,10}$/, { error: message }),
      ],
      {
        error: message,
      },
    )
    .transform(Number)
    .pipe(
      z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
    );

export const ISO_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A calendar date (Singapore) from 'yyyy-MM-dd', or from an ISO date-time such as a date picker's
 * `toISOString()` (midnight in Singapore is 16:00Z the day before: read back in Singapore time).
 * '' or null: none. Out: 'yyyy-MM-dd' or null.
 */
export const optionalCalendarDate = z
  .union([z.string(), z.null()], { error: INVALID_DATE_MESSAGE })
  .optional()
  .transform((value, ctx) => {
    const text = value?.trim() ?? '';
    if (text === '') return null;
    if (isCalendarDate(text)) return text;
    if (ISO_DATE_TIME_PATTERN.test(text)) {
      const instant = new Date(text);
      if (!Number.isNaN(instant.getTime())) return todayInSingapore(instant);
    }
    ctx.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE });
    return z.NEVER;
  });

/** A calendar date 'yyyy-MM-dd' in a query string. */
export const queryDate = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .refine(isCalendarDate, { error: INVALID_DATE_MESSAGE });
