import { isIsoDate } from '@domain/shared/dates';
import { INVALID_DATE_MESSAGE, INVALID_ID_MESSAGE } from '@domain/shared/form-messages';
import { MAX_RECORD_ID, RECORD_ID_DIGITS } from '@domain/shared/schema-parts';
import { z } from 'zod';

// Form fields the staff forms of several capabilities are built from.

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A whole number from a JSON body or a query string ('12'), coerced as the admin forms always have (schema-parts' wholeNumber refuses what is not a number or digits). */
export const coercedWholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
/** A calendar date 'yyyy-MM-dd': `message` when missing or empty, one other message when not a date. */
export const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message });
      else if (!isIsoDate(value)) ctx.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE });
    });
/** Path parameter of a record addressed by its number; anything else is a 400 with one message. */
export const adminIdParamsSchema = z.object({
  id: z
    .string()
    .regex(RECORD_ID_DIGITS, { error: INVALID_ID_MESSAGE })
    .transform(Number)
    .pipe(z.number().int().positive({ error: INVALID_ID_MESSAGE }).max(MAX_RECORD_ID, { error: INVALID_ID_MESSAGE })),
});
export type AdminIdParams = z.infer<typeof adminIdParamsSchema>;
/** Registrations are addressed by their random UUID; the route answers anything else with its 404. */
export const adminRegistrationParamsSchema = z.object({ id: z.string() });
