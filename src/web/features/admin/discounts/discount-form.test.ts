import { DISCOUNT_USABLE_BY_NOBODY_MESSAGE } from '@domain/discounts/messages';
import { discountFormSchema, IDENTIFIER_ALPHABET, isUsableByNobody } from '@domain/discounts/schemas';
import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_STEPS,
  discountFormDefaults,
  errorMessages,
  exampleCode,
  firstStepWithError,
  isPrefixAllowed,
  prefixAsTyped,
  STEP_FIELDS,
} from './discount-form';

/** The errors react-hook-form would hold: the schema's first message per field. */
function errorsOf(values: unknown) {
  const result = discountFormSchema.safeParse(values);
  const errors: Record<string, { message: string }> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]);
      errors[field] ??= { message: issue.message };
    }
  }
  return errors;
}

describe('discount form', () => {
  it('has the four steps of the spec, every field of the form on one of them', () => {
    expect(DISCOUNT_STEPS.map((step) => step.title)).toEqual([
      'Basic Information',
      'Redemption',
      'Applicability',
      'Value & Period',
    ]);
    const fields = Object.values(STEP_FIELDS).flat().sort();
    expect(fields).toEqual(Object.keys(discountFormDefaults()).sort());
  });

  it('starts a new discount as a promo every customer may redeem: active, percentage, length 6', () => {
    expect(discountFormDefaults()).toMatchObject({
      discountType: 'promo',
      isActive: true,
      identifierLength: '6',
      applicableForHealthScreening: true,
      applicableForAIA: true,
      applicableForRetail: true,
      discountValueType: 'percentage',
      value: '',
    });
    expect(isUsableByNobody(discountFormDefaults())).toBe(false);
  });

  it('refuses an active promo or bin discount whose codes no customer could use, beside Applicability', () => {
    const filled = { ...discountFormDefaults(), name: 'Ten off', identifierPrefix: 'TEN', value: '10' };
    for (const ticks of [
      { applicableForAIA: false, applicableForRetail: false },
      { applicableForHealthScreening: false },
    ]) {
      const errors = errorsOf({ ...filled, ...ticks });
      expect(errorMessages(errors, ['applicability'])).toEqual([DISCOUNT_USABLE_BY_NOBODY_MESSAGE]);
      expect(firstStepWithError(errors)).toBe('applicability');
      expect(errorsOf({ ...filled, ...ticks, discountType: 'bin' }).applicableForAIA).toBeDefined();
      // Deliberately inactive, or not a customer discount at all: kept as it is.
      expect(errorsOf({ ...filled, ...ticks, isActive: false })).toEqual({});
      expect(errorsOf({ ...filled, ...ticks, discountType: '-' })).toEqual({});
    }
    expect(errorsOf({ ...filled, applicableForRetail: false })).toEqual({});
  });

  it('edits a discount from its stored values, empty texts for nulls', () => {
    const defaults = discountFormDefaults({
      id: 3,
      name: 'Year End',
      lineItemLabel: null,
      discountType: 'promo',
      description: null,
      isActive: false,
      identifierPrefix: 'YE',
      identifierLength: 8,
      limitRedemption: true,
      maxRedemptions: 50,
      limitBinRedemption: false,
      maxBinRedemptions: null,
      startDate: '2026-12-01',
      endDate: null,
      applicableForAIA: true,
      applicableForRetail: true,
      applicableForHealthScreening: true,
      applicableForChronic: false,
      applicableForPDT: false,
      discountValueType: 'amount',
      value: '20.00',
      redemptionCount: 2,
      binRedemptionCount: 0,
      identifierCount: 10,
      bookingCount: 2,
      createdAt: '2026-11-01T00:00:00Z',
      updatedAt: '2026-11-01T00:00:00Z',
    });
    expect(defaults).toMatchObject({
      lineItemLabel: '',
      identifierLength: '8',
      maxRedemptions: '50',
      maxBinRedemptions: '',
      endDate: '',
      value: '20.00',
    });
    // What the form holds for it passes the schema as it stands.
    expect(discountFormSchema.safeParse(defaults).success).toBe(true);
  });

  it("reports the spec's messages in the order the steps show them, and the first step to go back to", () => {
    const errors = errorsOf({ ...discountFormDefaults(), discountType: 'promo' });
    expect(errorMessages(errors, ['basic', 'redemption', 'applicability', 'value'])).toEqual([
      'Discount name is required',
      'Identifier prefix is required for Promo discounts',
      'Discount value is required',
    ]);
    expect(errorMessages(errors, ['value'])).toEqual(['Discount value is required']);
    expect(firstStepWithError(errors)).toBe('basic');
    expect(firstStepWithError(errorsOf({ ...discountFormDefaults(), name: 'Ten off', identifierPrefix: 'TEN' }))).toBe(
      'value',
    );
    expect(firstStepWithError({})).toBeNull();
  });

  it('upper-cases the prefix as typed and knows the characters the hint allows', () => {
    expect(prefixAsTyped('sale-2026_a')).toBe('SALE-2026_A');
    expect(isPrefixAllowed('SALE-2026_A')).toBe(true);
    expect(isPrefixAllowed('')).toBe(true);
    expect(isPrefixAllowed('SALE 10')).toBe(false);
  });

  it("makes the live example from the prefix, or 'PROMO', plus random A-Z/0-9 up to the length", () => {
    let n = 0;
    const steps = () => (n++ % IDENTIFIER_ALPHABET.length) / IDENTIFIER_ALPHABET.length;
    expect(exampleCode('sale', '4', steps)).toBe('SALEABCD');
    expect(exampleCode('', '3', () => 0.999)).toBe('PROMO999');
    // Not typed yet: the default length 6.
    expect(exampleCode(undefined, '', () => 0)).toBe('PROMOAAAAAA');
    const random = exampleCode('X', '16');
    expect(random).toMatch(/^X[A-Z0-9]{16}$/);
  });
});
