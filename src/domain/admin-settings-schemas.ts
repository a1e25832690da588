import { z } from 'zod';
import { INVALID_DATE_MESSAGE } from './admin-messages.js';
import {
  API_KEY_DESCRIPTION_LENGTH_MESSAGE,
  API_KEY_DESCRIPTION_MESSAGE,
  API_LIMIT_MESSAGE,
  AVAILABILITY_REQUIRED_MESSAGE,
  CODE_COUNT_MESSAGE,
  CURSOR_MESSAGE,
  DATE_SELECT_REQUIRED_MESSAGE,
  DISCOUNT_NAME_REQUIRED_MESSAGE,
  DISCOUNT_PERCENTAGE_MAX_MESSAGE,
  DISCOUNT_VALUE_DECIMALS_MESSAGE,
  DISCOUNT_VALUE_POSITIVE_MESSAGE,
  DISCOUNT_VALUE_REQUIRED_MESSAGE,
  DISCOUNT_VALUE_TOO_LARGE_MESSAGE,
  ENABLED_REQUIRED_MESSAGE,
  END_DATE_BEFORE_START_MESSAGE,
  IDENTIFIER_LENGTH_MESSAGE,
  IDENTIFIER_PREFIX_CHARACTERS_MESSAGE,
  IDENTIFIER_PREFIX_LENGTH_MESSAGE,
  IDENTIFIER_PREFIX_REQUIRED_MESSAGE,
  MAX_BIN_REDEMPTIONS_MESSAGE,
  MAX_REDEMPTIONS_MESSAGE,
  POSTAL_CODE_OR_DATE_REQUIRED_MESSAGE,
  REGION_REQUIRED_MESSAGE,
  UPDATED_SINCE_MESSAGE,
} from './admin-settings-messages.js';
import { successEnvelope } from './api-schemas.js';
import { positiveId } from './booking-schemas.js';
import { isIsoDate, todayInSingapore } from './dates.js';
import { EVENT_REQUIRED_MESSAGE, POSTAL_CODE_MESSAGE } from './messages.js';
import { POSTAL_CODE_PATTERN, REGION_NAMES } from './regions.js';
import { amount, MAX_RECORD_ID, nullableText, optionalQuery, requiredText, timestamp } from './schema-parts.js';
import { regionSchema } from './timeslot-views.js';

// The admin area, part 2 (spec 001 §2, §3, §5 and §7: the Discounts, Postal Codes, Payments and API
// Keys tabs, /admin/postal-timeslots and /test/auto-timeslots), plus what DESIGN §4 adds: the codes'
// CSV export, the nurse's run sheet and the read API behind the API keys (/api/v1). One schema per
// request and per answer: the server's routes validate and serialize with them, the web client's
// forms validate with the same request schemas and infer its types from the answers. Form messages
// are spec 001 §5 word for word (messages.ts).

/** A whole number from a JSON body, a form's text or a query string ('12'). */
const wholeNumber = (message: string, min: number, max: number) =>
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

const ISO_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A calendar date (Singapore) from 'yyyy-MM-dd', or from an ISO date-time such as a date picker's
 * `toISOString()` (midnight in Singapore is 16:00Z the day before: read back in Singapore time).
 * '' or null: none. Out: 'yyyy-MM-dd' or null.
 */
const optionalCalendarDate = z
  .union([z.string(), z.null()], { error: INVALID_DATE_MESSAGE })
  .optional()
  .transform((value, ctx) => {
    const text = value?.trim() ?? '';
    if (text === '') return null;
    if (isIsoDate(text)) return text;
    if (ISO_DATE_TIME_PATTERN.test(text)) {
      const instant = new Date(text);
      if (!Number.isNaN(instant.getTime())) return todayInSingapore(instant);
    }
    ctx.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE });
    return z.NEVER;
  });

/** A calendar date 'yyyy-MM-dd' in a query string. */
const queryDate = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .refine(isIsoDate, { error: INVALID_DATE_MESSAGE });

// ---- discounts ---------------------------------------------------------------

/** Spec 001 §3: '-' (not customer-redeemable), 'promo' (generated codes), 'bin' (card BINs at payment). */
export const DISCOUNT_TYPES = ['-', 'promo', 'bin'] as const;
export const discountTypeSchema = z.enum(DISCOUNT_TYPES);
export type DiscountType = z.infer<typeof discountTypeSchema>;

export const discountValueTypeSchema = z.enum(['percentage', 'amount']);
export type DiscountValueType = z.infer<typeof discountValueTypeSchema>;

/** Spec 001 §9: identifiers are the prefix plus this many random characters of IDENTIFIER_ALPHABET. */
export const IDENTIFIER_LENGTH = { min: 1, max: 16, default: 6 } as const;
export const IDENTIFIER_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Spec 001 §9: the example code's prefix when none is typed. */
export const EXAMPLE_IDENTIFIER_PREFIX = 'PROMO';
/** Not in the spec: the longest prefix (a code is at most 20 + 16 characters). */
export const MAX_IDENTIFIER_PREFIX_LENGTH = 20;
/** Spec 001 §2 hint: identifiers allow A-Z, 0-9, hyphen and underscore only. */
export const IDENTIFIER_PREFIX_PATTERN = /^[A-Z0-9_-]+$/;

/** The prefix as the form shows it while typing: upper-cased (spec 001 §5). */
export const normalizeIdentifierPrefix = (text: string) => text.trim().toUpperCase();

/**
 * The live example of the Basic Information step: the prefix (or 'PROMO') plus random upper-case
 * letters or digits up to the length. `random` returns a number in [0, 1) (Math.random in the form).
 */
export function exampleIdentifier(prefix: string, length: number, random: () => number = Math.random): string {
  const size = Math.min(IDENTIFIER_LENGTH.max, Math.max(IDENTIFIER_LENGTH.min, Math.trunc(length) || 0));
  let code = normalizeIdentifierPrefix(prefix) || EXAMPLE_IDENTIFIER_PREFIX;
  for (let i = 0; i < size; i += 1) code += IDENTIFIER_ALPHABET[Math.floor(random() * IDENTIFIER_ALPHABET.length)];
  return code;
}

const PRICE_PATTERN = /^\d+(\.\d+)?$/;

/**
 * The discount's value, as the form sends it: a string ('10' or '12.50') or a JSON number. Empty:
 * 'Discount value is required'. Out: the two-decimal string decimal(10,2) stores.
 */
const discountValueField = z
  .union([z.string(), z.number(), z.null()], { error: DISCOUNT_VALUE_REQUIRED_MESSAGE })
  .optional()
  .transform((value, ctx) => {
    const text = value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : value.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: DISCOUNT_VALUE_REQUIRED_MESSAGE });
      return z.NEVER;
    }
    if (!PRICE_PATTERN.test(text) || Number(text) <= 0) {
      ctx.addIssue({ code: 'custom', message: DISCOUNT_VALUE_POSITIVE_MESSAGE });
      return z.NEVER;
    }
    const [whole = '0', fraction = ''] = text.split('.');
    if (fraction.length > 2) {
      ctx.addIssue({ code: 'custom', message: DISCOUNT_VALUE_DECIMALS_MESSAGE });
      return z.NEVER;
    }
    const digits = whole.replace(/^0+(?=\d)/, '');
    if (digits.length > 8) {
      ctx.addIssue({ code: 'custom', message: DISCOUNT_VALUE_TOO_LARGE_MESSAGE });
      return z.NEVER;
    }
    return `${digits}.${fraction.padEnd(2, '0')}`;
  });

/** Max (bin) redemptions: a whole number of 0 or more (0 = unlimited), '' or null for none. */
const maxRedemptionsField = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    wholeNumber(message, 0, MAX_RECORD_ID).nullable(),
  );

/**
 * POST /api/admin/discounts and PUT /api/admin/discounts/{id} (spec 001 §5 and §7). The server stores
 * what comes out: an upper-cased prefix and a length for promo discounts only (null otherwise), max
 * redemptions only while their limit is on (else null), null for an empty label or description, and
 * 'yyyy-MM-dd' dates (Singapore). A limit of 0 means unlimited (spec 001 §9).
 */
export const discountFormSchema = z
  .object({
    name: requiredText(DISCOUNT_NAME_REQUIRED_MESSAGE, 1, 200, 'Discount name'),
    lineItemLabel: nullableText('Line item label', 200),
    discountType: discountTypeSchema.default('-'),
    description: nullableText('Description', 2000),
    isActive: z.boolean().default(true),
    identifierPrefix: z
      .string()
      .nullish()
      .transform((value) => (value ? normalizeIdentifierPrefix(value) : null)),
    identifierLength: z
      .preprocess(
        (value) => (value === '' || value === null || value === undefined ? IDENTIFIER_LENGTH.default : value),
        wholeNumber(IDENTIFIER_LENGTH_MESSAGE, IDENTIFIER_LENGTH.min, IDENTIFIER_LENGTH.max),
      )
      .default(IDENTIFIER_LENGTH.default),
    limitRedemption: z.boolean().default(false),
    maxRedemptions: maxRedemptionsField(MAX_REDEMPTIONS_MESSAGE).default(null),
    limitBinRedemption: z.boolean().default(false),
    maxBinRedemptions: maxRedemptionsField(MAX_BIN_REDEMPTIONS_MESSAGE).default(null),
    startDate: optionalCalendarDate,
    endDate: optionalCalendarDate,
    applicableForAIA: z.boolean().default(false),
    applicableForRetail: z.boolean().default(false),
    applicableForHealthScreening: z.boolean().default(true),
    applicableForChronic: z.boolean().default(false),
    applicableForPDT: z.boolean().default(false),
    discountValueType: discountValueTypeSchema.default('percentage'),
    value: discountValueField,
  })
  // Run even when other fields failed, so that the form shows every message at once (spec 001 §5). The
  // fields it reads may then be raw input: each check looks at their type first.
  .superRefine(
    (form, ctx) => {
      // A body that is no object at all (null, a list) already failed; there is nothing to read.
      if (form === null || typeof form !== 'object') return;
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      if (form.discountType === 'promo') {
        const prefix = text(form.identifierPrefix);
        if (prefix === '') {
          ctx.addIssue({ code: 'custom', message: IDENTIFIER_PREFIX_REQUIRED_MESSAGE, path: ['identifierPrefix'] });
        } else if (!IDENTIFIER_PREFIX_PATTERN.test(prefix)) {
          ctx.addIssue({ code: 'custom', message: IDENTIFIER_PREFIX_CHARACTERS_MESSAGE, path: ['identifierPrefix'] });
        } else if (prefix.length > MAX_IDENTIFIER_PREFIX_LENGTH) {
          ctx.addIssue({ code: 'custom', message: IDENTIFIER_PREFIX_LENGTH_MESSAGE, path: ['identifierPrefix'] });
        }
      }
      const value = text(form.value);
      if (form.discountValueType === 'percentage' && PRICE_PATTERN.test(value) && Number(value) > 100) {
        ctx.addIssue({ code: 'custom', message: DISCOUNT_PERCENTAGE_MAX_MESSAGE, path: ['value'] });
      }
      const [start, end] = [text(form.startDate), text(form.endDate)];
      if (isIsoDate(start) && isIsoDate(end) && end < start) {
        ctx.addIssue({ code: 'custom', message: END_DATE_BEFORE_START_MESSAGE, path: ['endDate'] });
      }
    },
    { when: () => true },
  )
  .transform((form) => {
    const isPromo = form.discountType === 'promo';
    return {
      ...form,
      identifierPrefix: isPromo ? form.identifierPrefix : null,
      identifierLength: isPromo ? form.identifierLength : null,
      maxRedemptions: form.limitRedemption ? form.maxRedemptions : null,
      maxBinRedemptions: form.limitBinRedemption ? form.maxBinRedemptions : null,
    };
  });
/** What the routes receive (defaults applied, promo-only and limit-only fields nulled). */
export type DiscountForm = z.infer<typeof discountFormSchema>;
/** What a form may send (defaults optional): the type of react-hook-form's values. */
export type DiscountFormInput = z.input<typeof discountFormSchema>;

/** A discount in the admin list and the answer of its create and update (spec 001 §3, Discount (client)). */
export const adminDiscountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lineItemLabel: z.string().nullable(),
  discountType: discountTypeSchema,
  description: z.string().nullable(),
  isActive: z.boolean(),
  identifierPrefix: z.string().nullable(),
  /** Default 6; null for discounts that are not promo. */
  identifierLength: z.number().int().nullable(),
  limitRedemption: z.boolean(),
  /** 0 or null = unlimited. */
  maxRedemptions: z.number().int().nullable(),
  limitBinRedemption: z.boolean(),
  maxBinRedemptions: z.number().int().nullable(),
  /** 'yyyy-MM-dd' (Singapore), inclusive; null = no start / no end. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  applicableForAIA: z.boolean(),
  applicableForRetail: z.boolean(),
  applicableForHealthScreening: z.boolean(),
  applicableForChronic: z.boolean(),
  applicableForPDT: z.boolean(),
  discountValueType: discountValueTypeSchema,
  /** '10.00': a percentage or an amount in SGD, as discountValueType says. */
  value: amount,
  /** Redemptions taken so far by bookings (codes) and by card payments (BINs). */
  redemptionCount: z.number().int(),
  binRedemptionCount: z.number().int(),
  /** Its identifiers (codes or BINs): once a promo has codes, the Generate button is hidden. */
  identifierCount: z.number().int(),
  /** Bookings that redeemed one of its codes: such a discount cannot be deleted (set it inactive). */
  bookingCount: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AdminDiscount = z.infer<typeof adminDiscountSchema>;

/** POST /api/admin/discounts/{id}/generate-identifiers (spec 001 §5: 1 to 1000, default 10). */
export const MAX_GENERATED_CODES = 1000;
export const DEFAULT_GENERATED_CODES = 10;
export const generateIdentifiersRequestSchema = z.object({
  count: z
    .preprocess(
      (value) => (value === undefined ? DEFAULT_GENERATED_CODES : value),
      wholeNumber(CODE_COUNT_MESSAGE, 1, MAX_GENERATED_CODES),
    )
    .default(DEFAULT_GENERATED_CODES),
});
export type GenerateIdentifiersRequest = z.infer<typeof generateIdentifiersRequestSchema>;
export type GenerateIdentifiersRequestInput = z.input<typeof generateIdentifiersRequestSchema>;

/** Spec 001 §3, generated discount code: the answer of the generation is a list of these (the new codes). */
export const generatedCodeSchema = z.object({ id: z.number().int(), identifier: z.string() });
export type GeneratedCode = z.infer<typeof generatedCodeSchema>;

/** GET /api/admin/discounts/{id}/identifiers: a discount's codes (or BINs) with their use, oldest first. */
export const discountIdentifierSchema = generatedCodeSchema.extend({
  usedCount: z.number().int(),
  isUsed: z.boolean(),
  usedAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type DiscountIdentifier = z.infer<typeof discountIdentifierSchema>;

// ---- timeslots (Postal Codes tab, /admin/postal-timeslots) -------------------

/**
 * GET /api/admin/timeslots/postal-code (spec 001 §5): an event, and a postal code, a date or both; a
 * date wins when both are given (spec 001 §2).
 */
export const adminTimeslotSearchSchema = z
  .object({
    eventId: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      positiveId(EVENT_REQUIRED_MESSAGE),
    ),
    postalCode: optionalQuery(z.string().trim().regex(POSTAL_CODE_PATTERN, { error: POSTAL_CODE_MESSAGE })),
    date: optionalQuery(queryDate(INVALID_DATE_MESSAGE)),
  })
  .superRefine((query, ctx) => {
    if (!query.postalCode && !query.date) {
      ctx.addIssue({ code: 'custom', message: POSTAL_CODE_OR_DATE_REQUIRED_MESSAGE, path: ['postalCode'] });
    }
  });
export type AdminTimeslotSearch = z.infer<typeof adminTimeslotSearchSchema>;
export type AdminTimeslotSearchInput = z.input<typeof adminTimeslotSearchSchema>;

/** One slot in the admin search: the block switch itself beside the counts (DESIGN §4 Timeslots). */
export const adminTimeslotSchema = z.object({
  id: z.number().int(),
  /** 'HH:mm', Singapore time. */
  time: z.string(),
  /** '9:00 AM'. */
  label: z.string(),
  /** The region of an auto-scheduled slot; null for a slot an admin entered by hand. */
  region: regionSchema.nullable(),
  /** The Available/Blocked switch: false = blocked by staff, no booking is taken. */
  isAvailable: z.boolean(),
  /** 'Booked: current/max' counts persons. */
  currentAttendees: z.number().int(),
  maxAttendees: z.number().int(),
  /** Home visits booked in the slot, and how many it takes (the event's slotsPerTimeslot). */
  currentBookings: z.number().int(),
  maxBookings: z.number().int(),
});
export type AdminTimeslot = z.infer<typeof adminTimeslotSchema>;

export const adminTimeslotDateSchema = z.object({
  /** 'Mon, 23 Nov 2026'. */
  date: z.object({ label: z.string() }),
  timeslot: z.array(adminTimeslotSchema),
});
export type AdminTimeslotDate = z.infer<typeof adminTimeslotDateSchema>;

/**
 * The answer of the search (spec 001 §7): `data` is keyed by 'yyyy-MM-dd' in date order, the slots of
 * a date in time order (then region); `region` is the postal code's region in a postal-code search,
 * null in a date search (its slots carry their own region) and for a postal code in no region.
 */
export const adminTimeslotSearchResponseSchema = successEnvelope(z.record(z.string(), adminTimeslotDateSchema)).extend({
  region: regionSchema.nullable(),
  /** Which search ran: a date wins when both were given. */
  searchType: z.enum(['postalCode', 'date']),
});
export type AdminTimeslotSearchResponse = z.infer<typeof adminTimeslotSearchResponseSchema>;

/** PUT /api/admin/timeslots/{id}/availability. */
export const timeslotAvailabilityRequestSchema = z.object({
  isAvailable: z.boolean({ error: AVAILABILITY_REQUIRED_MESSAGE }),
});
export type TimeslotAvailabilityRequest = z.infer<typeof timeslotAvailabilityRequestSchema>;

/** Its answer: the slot as it is now, with its date. */
export const timeslotAvailabilityResultSchema = adminTimeslotSchema.extend({
  /** 'yyyy-MM-dd'. */
  date: z.string(),
  eventId: z.number().int(),
});
export type TimeslotAvailabilityResult = z.infer<typeof timeslotAvailabilityResultSchema>;

// ---- the nurse's run sheet -----------------------------------------------------

/** GET /api/admin/run-sheet and /api/admin/run-sheet.csv: one region, one day (Singapore). */
export const runSheetQuerySchema = z.object({
  region: z.enum(REGION_NAMES, { error: REGION_REQUIRED_MESSAGE }),
  date: queryDate(DATE_SELECT_REQUIRED_MESSAGE),
});
export type RunSheetQuery = z.infer<typeof runSheetQuerySchema>;
export type RunSheetQueryInput = z.input<typeof runSheetQuerySchema>;

/** One person of a visit: the main person first, then the household. */
export const runSheetPersonSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  packageName: z.string(),
  isPrimary: z.boolean(),
});
export type RunSheetPerson = z.infer<typeof runSheetPersonSchema>;

/** One home visit: a live booking (not cancelled, not expired) in the region on the day. */
export const runSheetVisitSchema = z.object({
  referenceNumber: z.string(),
  /** 'HH:mm' and '9:00 AM'. */
  time: z.string(),
  timeLabel: z.string(),
  eventName: z.string(),
  status: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Household size: the main person and the household members. */
  personCount: z.number().int(),
  persons: z.array(runSheetPersonSchema),
  /** Distinct package names of the visit, in the persons' order. */
  packages: z.array(z.string()),
  address: z.string().nullable(),
  unitNumber: z.string().nullable(),
  postalCode: z.string().nullable(),
  mobileNumber: z.string(),
  /** What is still to be paid ('0.00' when nothing); the older flow pays on the day. */
  amountDue: amount,
});
export type RunSheetVisit = z.infer<typeof runSheetVisitSchema>;

export const runSheetSchema = z.object({
  region: regionSchema,
  /** 'yyyy-MM-dd' and 'Mon, 23 Nov 2026'. */
  date: z.string(),
  dateLabel: z.string(),
  /** In time order, then by reference. */
  visits: z.array(runSheetVisitSchema),
  visitCount: z.number().int(),
  personCount: z.number().int(),
});
export type RunSheet = z.infer<typeof runSheetSchema>;

// ---- payments ------------------------------------------------------------------

/** GET and POST /api/admin/payments/test-mode answer the spec's own shape (spec 001 §7), not `data`. */
export const paymentTestModeResponseSchema = z.object({
  success: z.literal(true),
  testMode: z.boolean(),
  message: z.string(),
});
export type PaymentTestModeResponse = z.infer<typeof paymentTestModeResponseSchema>;

/** POST /api/admin/payments/test-mode. Switching live mode on without credentials is a 400. */
export const paymentTestModeRequestSchema = z.object({
  enabled: z.boolean({ error: ENABLED_REQUIRED_MESSAGE }),
});
export type PaymentTestModeRequest = z.infer<typeof paymentTestModeRequestSchema>;

/** GET /api/admin/payments/provider: the read-only card provider section of the Payments tab. */
export const paymentProviderSchema = z.object({
  /** 'Braintree'. */
  provider: z.string(),
  /** BRAINTREE_ENVIRONMENT. */
  environment: z.enum(['sandbox', 'production']),
  /** The merchant id masked to its last 4 characters ('••••••1234'); null when not configured. */
  merchantId: z.string().nullable(),
  /** BRAINTREE_MERCHANT_ACCOUNT_ID; null: the merchant's default account. */
  merchantAccountName: z.string().nullable(),
  /** Whether live mode can be switched on (all three Braintree keys are set). */
  hasCredentials: z.boolean(),
  testMode: z.boolean(),
});
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

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
     * null only when nothing has matched yet.
     */
    nextCursor: z.string().nullable(),
    /** More rows are waiting: ask again with `nextCursor` straight away. */
    hasMore: z.boolean(),
  }),
});
export type ApiRegistrationListResponse = z.infer<typeof apiRegistrationListResponseSchema>;

// ---- /test/auto-timeslots --------------------------------------------------------

/** GET /api/auto-timeslots/postal-code (spec 001 §2 and §7). */
export const autoTimeslotPostalQuerySchema = z.object({
  postalCode: z
    .string({ error: POSTAL_CODE_MESSAGE })
    .trim()
    .regex(POSTAL_CODE_PATTERN, { error: POSTAL_CODE_MESSAGE }),
  eventId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    positiveId(EVENT_REQUIRED_MESSAGE),
  ),
});
export type AutoTimeslotPostalQuery = z.infer<typeof autoTimeslotPostalQuerySchema>;

/** GET /api/auto-timeslots/date: the test page's Date Search (a date must be chosen). */
export const autoTimeslotDateQuerySchema = z.object({
  date: queryDate(DATE_SELECT_REQUIRED_MESSAGE),
  eventId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    positiveId(EVENT_REQUIRED_MESSAGE),
  ),
});
export type AutoTimeslotDateQuery = z.infer<typeof autoTimeslotDateQuerySchema>;

/** A slot as the test page lists it: bookable now or not, nothing is stored by looking. */
export const autoTimeslotSchema = z.object({
  /** Null for a planned slot nobody has looked up yet in the booking wizard. */
  id: z.number().int().nullable(),
  /** 'HH:mm' and '9:00 AM'. */
  time: z.string(),
  label: z.string(),
  isAvailable: z.boolean(),
  currentAttendees: z.number().int(),
  maxAttendees: z.number().int(),
});
export type AutoTimeslot = z.infer<typeof autoTimeslotSchema>;

export const autoTimeslotDaySchema = z.object({
  /** label: 'Mon, 23 Nov 2026'; value: 'yyyy-MM-dd'. */
  date: z.object({ label: z.string(), value: z.string() }),
  timeslot: z.array(autoTimeslotSchema),
});
export type AutoTimeslotDay = z.infer<typeof autoTimeslotDaySchema>;

/** The Postal Code Search: a list of dates in order, and the postal code's region (null: none served). */
export const autoTimeslotPostalResponseSchema = successEnvelope(z.array(autoTimeslotDaySchema)).extend({
  region: regionSchema.nullable(),
});
export type AutoTimeslotPostalResponse = z.infer<typeof autoTimeslotPostalResponseSchema>;

/**
 * The Date Search: keyed by region ('north', …, in REGION_NAMES order; only regions with slots that
 * day). A manually scheduled event's slots have no region: they are listed under 'manual'.
 */
export const MANUAL_SLOTS_KEY = 'manual';
export const autoTimeslotDateResponseSchema = successEnvelope(
  z.record(z.string(), autoTimeslotDaySchema.extend({ region: z.string() })),
);
export type AutoTimeslotDateResponse = z.infer<typeof autoTimeslotDateResponseSchema>;
