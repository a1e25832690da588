import {
  CODE_COUNT_MESSAGE,
  DISCOUNT_NAME_REQUIRED_MESSAGE,
  DISCOUNT_PERCENTAGE_MAX_MESSAGE,
  DISCOUNT_USABLE_BY_NOBODY_MESSAGE,
  DISCOUNT_VALUE_DECIMALS_MESSAGE,
  DISCOUNT_VALUE_POSITIVE_MESSAGE,
  DISCOUNT_VALUE_REQUIRED_MESSAGE,
  DISCOUNT_VALUE_TOO_LARGE_MESSAGE,
  END_DATE_BEFORE_START_MESSAGE,
  IDENTIFIER_LENGTH_MESSAGE,
  IDENTIFIER_PREFIX_CHARACTERS_MESSAGE,
  IDENTIFIER_PREFIX_LENGTH_MESSAGE,
  IDENTIFIER_PREFIX_REQUIRED_MESSAGE,
  MAX_BIN_REDEMPTIONS_MESSAGE,
  MAX_REDEMPTIONS_MESSAGE,
} from '@domain/discounts/messages';
import { isIsoDate } from '@domain/shared/dates';
import {
  amount,
  MAX_RECORD_ID,
  nullableText,
  optionalCalendarDate,
  requiredText,
  timestamp,
  wholeNumber,
} from '@domain/shared/schema-parts';
import { z } from 'zod';

// Discounts and their codes as staff edit them (spec 001 §2, §5 and §7: the Discounts tab), and the
// codes' CSV export. The server validates and serializes with these schemas; the web's forms validate
// with the same ones.

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

/**
 * Whether customers could redeem a discount of this type with these ticks: promo codes and card BINs
 * apply to health screening bookings, for members (AIA) or the rest (Retail), as the redemption checks
 * on the server do. A '-' discount is not redeemable by customers by design.
 */
export function isUsableByNobody(form: {
  discountType?: unknown;
  isActive?: unknown;
  applicableForAIA?: unknown;
  applicableForRetail?: unknown;
  applicableForHealthScreening?: unknown;
}): boolean {
  if (form.discountType !== 'promo' && form.discountType !== 'bin') return false;
  // Inactive on purpose: staff may prepare a discount before deciding who gets it.
  if (form.isActive === false) return false;
  const healthScreening = form.applicableForHealthScreening !== false;
  return !healthScreening || (form.applicableForAIA !== true && form.applicableForRetail !== true);
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
      if (isUsableByNobody(form)) {
        ctx.addIssue({ code: 'custom', message: DISCOUNT_USABLE_BY_NOBODY_MESSAGE, path: ['applicableForAIA'] });
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
