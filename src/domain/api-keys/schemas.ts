import {
  API_KEY_DESCRIPTION_LENGTH_MESSAGE,
  API_KEY_DESCRIPTION_MESSAGE,
  API_LIMIT_MESSAGE,
  CURSOR_MESSAGE,
  UPDATED_SINCE_MESSAGE,
} from '@domain/api-keys/messages';
import { runSheetPersonSchema } from '@domain/run-sheet/schemas';
import { successEnvelope } from '@domain/shared/envelope';
import { amount, ISO_DATE_TIME_PATTERN, optionalQuery, timestamp, wholeNumber } from '@domain/shared/schema-parts';
import { regionSchema } from '@domain/timeslots/views';
import { z } from 'zod';

// API keys (spec 001: the API Keys tab) and the read API behind them (/api/v1, decision 008).

// ---- API keys --------------------------------------------------------------------

/** Spec 001 §9: the list shows this many characters of a key, then an ellipsis. */
export const API_KEY_VISIBLE_CHARACTERS = 10;

/** POST /api/admin/api-keys and PUT /api/admin/api-keys/{id} (spec 001 §5). */
export const apiKeyFormSchema = z.object({
  description: z
    .string({ error: API_KEY_DESCRIPTION_MESSAGE })
    .trim()
    .min(3, { error: API_KEY_DESCRIPTION_MESSAGE })
    .max(200, { error: API_KEY_DESCRIPTION_LENGTH_MESSAGE }),
  isActive: z.boolean().default(true),
});
export type ApiKeyForm = z.infer<typeof apiKeyFormSchema>;
export type ApiKeyFormInput = z.input<typeof apiKeyFormSchema>;

/** A key in the list (spec 001 §3): `key` is its first 10 characters and an ellipsis, never the key. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  description: z.string().nullable(),
  /** 'hs_AbCdEfG…'. */
  key: z.string(),
  /** ISO 8601; null: 'Never'. */
  lastUsed: timestamp.nullable(),
  createdAt: timestamp,
  isActive: z.boolean(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer of POST /api/admin/api-keys: the whole key in `key`, shown this once and never again. */
export const createdApiKeySchema = apiKeySchema.extend({
  key: z.string(),
  /** What the list will show for it. */
  maskedKey: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

// ---- the read API (/api/v1, Authorization: Bearer <key>) -------------------------

/**
 * A booking as an outside system reads it (docs/decisions/008-what-an-api-key-reads.md): reference,
 * status, visit, packages, names and contact, amounts. Never the booking's id (it authorises anonymous
 * changes, rule 7), the date of birth, address, medical conditions or member numbers; the NRIC only
 * masked (rule 4).
 */
export const apiRegistrationSchema = z.object({
  referenceNumber: z.string(),
  status: z.string(),
  eventName: z.string(),
  /** 'yyyy-MM-dd' and 'HH:mm', Singapore time. */
  visitDate: z.string(),
  visitTime: z.string(),
  region: regionSchema.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  /** '*****567D'. */
  identificationNumberMasked: z.string(),
  personCount: z.number().int(),
  /** The main person first, then the household members. */
  persons: z.array(runSheetPersonSchema),
  packageNames: z.array(z.string()),
  currency: z.literal('SGD'),
  amounts: z.object({
    subtotal: amount,
    volumeDiscount: amount,
    discount: amount,
    memberDiscount: amount,
    cardDiscount: amount,
    gst: amount,
    total: amount,
    partnerPaid: amount,
    amountDue: amount,
  }),
  isPaid: z.boolean(),
  paymentMethod: z.string().nullable(),
  transactionId: z.string().nullable(),
  partnerBookingCode: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  cancelledAt: timestamp.nullable(),
});
export type ApiRegistration = z.infer<typeof apiRegistrationSchema>;

export const API_PAGE_SIZE = { default: 50, max: 200 } as const;

/** GET /api/v1/registrations: changed since a time, oldest change first, paged by (updatedAt, id). */
export const apiRegistrationListQuerySchema = z.object({
  /** ISO 8601 with an offset ('2026-11-21T00:00:00Z'); absent: from the beginning. */
  updatedSince: optionalQuery(
    z
      .string({ error: UPDATED_SINCE_MESSAGE })
      .trim()
      .refine((text) => ISO_DATE_TIME_PATTERN.test(text) && !Number.isNaN(new Date(text).getTime()), {
        error: UPDATED_SINCE_MESSAGE,
      }),
  ),
  /** The `nextCursor` of the previous page; when given, updatedSince is not read. */
  cursor: optionalQuery(
    z
      .string({ error: CURSOR_MESSAGE })
      .trim()
      .max(200, { error: CURSOR_MESSAGE })
      .regex(/^[A-Za-z0-9_-]+$/, { error: CURSOR_MESSAGE }),
  ),
  limit: optionalQuery(wholeNumber(API_LIMIT_MESSAGE, 1, API_PAGE_SIZE.max)).transform(
    (value) => value ?? API_PAGE_SIZE.default,
  ),
});
export type ApiRegistrationListQuery = z.infer<typeof apiRegistrationListQuerySchema>;

export const apiRegistrationListResponseSchema = successEnvelope(z.array(apiRegistrationSchema)).extend({
  meta: z.object({
    limit: z.number().int(),
    /**
     * Pass as `cursor` for the next page, and keep the last one to ask later for what changed since;
     * null only when nothing has matched yet. Opaque (encrypted): it reveals no booking and no time.
     */
    nextCursor: z.string().nullable(),
    /** More rows are waiting: ask again with `nextCursor` straight away. */
    hasMore: z.boolean(),
  }),
});
export type ApiRegistrationListResponse = z.infer<typeof apiRegistrationListResponseSchema>;
