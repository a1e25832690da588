import { z } from 'zod';

// Small pieces the request and response schemas of several areas (booking, admin, admin settings,
// the read API) are built from, so each rule and its message is written once.

/** Amounts travel as two-decimal strings ('118.00'), as PostgreSQL numeric gives them. */
export const amount = z.string();
/** Timestamps travel as ISO 8601 strings. */
export const timestamp = z.string();

/** Record ids are 32-bit integers; a larger number names nothing and gets the same message. */
export const MAX_RECORD_ID = 2_147_483_647;

/** Not in the spec: a text over its length limit. */
export const tooLong = (field: string, max: number) => `${field} must be at most ${max} characters`;

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
