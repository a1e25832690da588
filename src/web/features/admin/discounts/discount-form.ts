import {
  type AdminDiscount,
  type DiscountFormInput,
  exampleIdentifier,
  IDENTIFIER_LENGTH,
  IDENTIFIER_PREFIX_PATTERN,
} from '@domain/discounts/schemas';

/** Spec 001 §4: the dialog's steps in order; Back and Next move one step. */
export const DISCOUNT_STEPS = [
  { id: 'basic', title: 'Basic Information' },
  { id: 'redemption', title: 'Redemption' },
  { id: 'applicability', title: 'Applicability' },
  { id: 'value', title: 'Value & Period' },
] as const;

export type DiscountStep = (typeof DISCOUNT_STEPS)[number]['id'];

export type DiscountField = keyof DiscountFormInput;

/** The fields each step shows, in the order they appear (errors are reported in this order). */
export const STEP_FIELDS: Record<DiscountStep, readonly DiscountField[]> = {
  basic: ['name', 'lineItemLabel', 'discountType', 'isActive', 'description', 'identifierPrefix', 'identifierLength'],
  redemption: ['limitRedemption', 'maxRedemptions', 'limitBinRedemption', 'maxBinRedemptions'],
  applicability: [
    'applicableForAIA',
    'applicableForRetail',
    'applicableForHealthScreening',
    'applicableForChronic',
    'applicableForPDT',
  ],
  value: ['discountValueType', 'value', 'startDate', 'endDate'],
};

/**
 * The form's values for editing `discount`, or for a new one: a promo whose codes every customer group
 * may use (the schema's defaults would make codes valid for nobody). Numbers as text.
 */
export function discountFormDefaults(discount?: AdminDiscount): DiscountFormInput {
  const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    name: discount?.name ?? '',
    lineItemLabel: discount?.lineItemLabel ?? '',
    discountType: discount?.discountType ?? 'promo',
    description: discount?.description ?? '',
    isActive: discount?.isActive ?? true,
    identifierPrefix: discount?.identifierPrefix ?? '',
    identifierLength: text(discount?.identifierLength ?? IDENTIFIER_LENGTH.default),
    limitRedemption: discount?.limitRedemption ?? false,
    maxRedemptions: text(discount?.maxRedemptions),
    limitBinRedemption: discount?.limitBinRedemption ?? false,
    maxBinRedemptions: text(discount?.maxBinRedemptions),
    startDate: discount?.startDate ?? '',
    endDate: discount?.endDate ?? '',
    applicableForAIA: discount?.applicableForAIA ?? true,
    applicableForRetail: discount?.applicableForRetail ?? true,
    applicableForHealthScreening: discount?.applicableForHealthScreening ?? true,
    applicableForChronic: discount?.applicableForChronic ?? false,
    applicableForPDT: discount?.applicableForPDT ?? false,
    discountValueType: discount?.discountValueType ?? 'percentage',
    value: discount?.value ?? '',
  };
}

/**
 * Spec 001 §5: the prefix is upper-cased as it is typed. Characters outside A-Z, 0-9, '-' and '_' are
 * kept, so that the field's message can say what is wrong with them.
 */
export const prefixAsTyped = (text: string) => text.toUpperCase();

/** Whether a typed prefix holds only the characters the hint allows (empty counts as fine here). */
export const isPrefixAllowed = (text: string) => text === '' || IDENTIFIER_PREFIX_PATTERN.test(text);

type FieldErrors = Partial<Record<string, { message?: unknown } | undefined>>;

/** The messages of the given steps' fields, in the order the fields appear. */
export function errorMessages(errors: FieldErrors, steps: readonly DiscountStep[]): string[] {
  const messages: string[] = [];
  for (const step of steps) {
    for (const field of STEP_FIELDS[step]) {
      const message = errors[field]?.message;
      if (typeof message === 'string' && message && !messages.includes(message)) messages.push(message);
    }
  }
  return messages;
}

/** The first step with an error, to go back to when the final submit is refused; null when none. */
export function firstStepWithError(errors: FieldErrors): DiscountStep | null {
  return DISCOUNT_STEPS.find((step) => errorMessages(errors, [step.id]).length > 0)?.id ?? null;
}

/**
 * Spec 001 §5: the live example of the Basic Information step, the prefix (or 'PROMO') plus random
 * A-Z/0-9 up to the length; a length not typed yet counts as the default 6.
 */
export function exampleCode(prefix: unknown, lengthText: unknown, random: () => number = Math.random): string {
  const length = Number(typeof lengthText === 'string' ? lengthText.trim() : lengthText) || IDENTIFIER_LENGTH.default;
  return exampleIdentifier(typeof prefix === 'string' ? prefix : '', length, random);
}
