import {
  AIA_PRICE_ABOVE_PRICE_MESSAGE,
  AIA_PRICE_DECIMALS_MESSAGE,
  AIA_PRICE_POSITIVE_MESSAGE,
  AIA_PRICE_TOO_LARGE_MESSAGE,
  FASTING_HOURS_MESSAGE,
  NAME_MIN_MESSAGE,
  PRICE_DECIMALS_MESSAGE,
  PRICE_POSITIVE_MESSAGE,
  PRICE_TOO_LARGE_MESSAGE,
} from '@domain/events/messages';
import { MAX_FASTING_HOURS } from '@domain/questionnaire/preparation';
import { amount, nullableText, tooLong } from '@domain/shared/schema-parts';
import { z } from 'zod';

// Packages as staff edit them (spec 001 §5 and §7) and the price fields they share with events.

/** decimal(10,2): eight digits before the point. */
export const MAX_PRICE_CENTS = 9_999_999_999;
/** The longest preparation text of a package. */
export const PREPARATION_TEXT_MAX = 1000;
export const SLUG_PATTERN = /^[a-z0-9-]+$/;
const PRICE_PATTERN = /^\d+(\.\d+)?$/;
/**
 * An amount for decimal(10,2), as the package form sends it: a two-decimal string ('118.00'), or a
 * JSON number. Out: the two-decimal string. Zero, negative, non-numeric: `positive`; more than two
 * decimals or more than eight digits before the point: their own message (a 400, never a 500).
 */
const priceField = (messages: { positive: string; decimals: string; tooLarge: string }) =>
  z
    .union([z.string(), z.number()], { error: messages.positive })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .superRefine((text, ctx) => {
      if (!PRICE_PATTERN.test(text)) {
        ctx.addIssue({ code: 'custom', message: messages.positive });
        return;
      }
      const [whole = '', fraction = ''] = text.split('.');
      if (fraction.length > 2) {
        ctx.addIssue({ code: 'custom', message: messages.decimals });
        return;
      }
      const digits = whole.replace(/^0+(?=\d)/, '');
      if (digits.length > 8) {
        ctx.addIssue({ code: 'custom', message: messages.tooLarge });
        return;
      }
      if (Number(text) <= 0) ctx.addIssue({ code: 'custom', message: messages.positive });
    })
    .transform((text) => {
      const [whole = '0', fraction = ''] = text.split('.');
      return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
    });
const priceCents = (text: string) => {
  const [whole = '0', fraction = '00'] = text.split('.');
  return Number(whole) * 100 + Number(fraction);
};

/** POST /api/admin/packages and PUT /api/admin/packages/{id} (spec 001 §5). */
export const packageFormSchema = z
  .object({
    name: z
      .string({ error: NAME_MIN_MESSAGE })
      .trim()
      .min(3, { error: NAME_MIN_MESSAGE })
      .max(200, { error: tooLong('Name', 200) }),
    price: priceField({
      positive: PRICE_POSITIVE_MESSAGE,
      decimals: PRICE_DECIMALS_MESSAGE,
      tooLarge: PRICE_TOO_LARGE_MESSAGE,
    }),
    /** Member (AIA or Vitality) price; '' or null or left out: none, members pay the price. */
    aiaPrice: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      priceField({
        positive: AIA_PRICE_POSITIVE_MESSAGE,
        decimals: AIA_PRICE_DECIMALS_MESSAGE,
        tooLarge: AIA_PRICE_TOO_LARGE_MESSAGE,
      }).nullable(),
    ),
    description: nullableText('Description', 5000),
    isActive: z.boolean().default(true),
    /**
     * Hours without food before the visit, 0 for none (DESIGN §8.11), and what else to do beforehand.
     * Left out: 0 and none for a new package, unchanged on an update (the spec's form sends neither).
     */
    fastingHours: z
      .number({ error: FASTING_HOURS_MESSAGE })
      .int({ error: FASTING_HOURS_MESSAGE })
      .min(0, { error: FASTING_HOURS_MESSAGE })
      .max(MAX_FASTING_HOURS, { error: FASTING_HOURS_MESSAGE })
      .optional(),
    preparationText: nullableText('Preparation', PREPARATION_TEXT_MAX).optional(),
  })
  .superRefine((form, ctx) => {
    if (form.aiaPrice !== null && priceCents(form.aiaPrice) > priceCents(form.price)) {
      ctx.addIssue({ code: 'custom', message: AIA_PRICE_ABOVE_PRICE_MESSAGE, path: ['aiaPrice'] });
    }
  });
export type PackageForm = z.infer<typeof packageFormSchema>;
export type PackageFormInput = z.input<typeof packageFormSchema>;
/** A package in the admin list, GET /api/admin/packages/{id} and the answers of create and update. */
export const adminPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price: amount,
  aiaPrice: amount.nullable(),
  isActive: z.boolean(),
  fastingHours: z.number().int(),
  preparationText: z.string().nullable(),
  /** The events that offer it. */
  eventIds: z.array(z.number().int()),
  /** Bookings (any status) in which someone has this package: such a package cannot be deleted. */
  bookingCount: z.number().int(),
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;
