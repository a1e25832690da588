import { centsToAmount, roundHalfUpDiv, toCents } from '@domain/shared/money';

/** GST in percent, applied after all discounts. */
export const GST_RATE = 9;

/** The GST inside an amount that includes it: S$109.00 holds S$9.00. */
export const gstIncluded = (amount: string): string =>
  centsToAmount(roundHalfUpDiv(toCents(amount) * GST_RATE, 100 + GST_RATE));
/** The wizard offers the main person plus 5 household members. */
export const MAX_WIZARD_PERSONS = 6;
/** The server refuses bookings with more persons than this. */
export const MAX_BOOKING_PERSONS = 10;

/** Family bundle multiplier in percent by total persons: 1 → 100, 2 → 95, 3 → 90, 4 → 85, 5+ → 80. */
export function householdMultiplierPercent(persons: number): number {
  if (!Number.isInteger(persons) || persons < 1) {
    throw new RangeError(`A booking needs at least one person, got ${persons}`);
  }
  if (persons >= 5) return 80;
  return 100 - (persons - 1) * 5;
}

function hasMemberPrice(aiaPrice: string | null | undefined): aiaPrice is string {
  return typeof aiaPrice === 'string' && aiaPrice.trim() !== '';
}

/** A verified member pays the package's member price where it has one, else the base price. */
export function unitPriceCents(pkg: { price: string; aiaPrice?: string | null }, isMember: boolean): number {
  return isMember && hasMemberPrice(pkg.aiaPrice) ? toCents(pkg.aiaPrice) : toCents(pkg.price);
}

export type DiscountRule = { valueType: 'percentage' | 'amount'; value: string };

/** Discount in cents on baseCents; never negative and never more than the base. */
export function discountAmountCents(baseCents: number, rule: DiscountRule): number {
  if (!Number.isSafeInteger(baseCents) || baseCents <= 0) return 0;
  // A percentage's value in cents is hundredths of a percent ("12.5" → 1250).
  const value = Math.max(0, toCents(rule.value));
  const amount = rule.valueType === 'percentage' ? roundHalfUpDiv(baseCents * value, 100 * 100) : value;
  return Math.min(amount, baseCents);
}

export interface PricedPerson {
  price: string;
  aiaPrice?: string | null;
}

export interface PriceBreakdown {
  persons: { unitPrice: string; originalPrice: string; memberDiscount: string }[];
  personCount: number;
  multiplierPercent: number;
  /** Sum of the persons' unit prices. */
  subtotal: string;
  volumeDiscount: string;
  afterVolumeDiscount: string;
  codeDiscount: string;
  /** Never below 0. */
  afterDiscounts: string;
  gst: string;
  total: string;
  partnerPaid: string;
  /** max(0, total − partnerPaid). */
  amountDue: string;
}

export interface PriceBreakdownCents {
  persons: { unitPrice: number; originalPrice: number; memberDiscount: number }[];
  personCount: number;
  multiplierPercent: number;
  subtotal: number;
  volumeDiscount: number;
  afterVolumeDiscount: number;
  codeDiscount: number;
  afterDiscounts: number;
  gst: number;
  total: number;
  partnerPaid: number;
  amountDue: number;
}

export interface PriceBookingInput {
  /** Main person first, each with their own package. */
  persons: PricedPerson[];
  /** Membership verified for the main person applies to the whole household. */
  isMember: boolean;
  discount?: DiscountRule | null;
  /** Amount already paid at the partner, in dollars. */
  partnerPaid?: string | number | null;
}

/** The one price computation used by the wizard, the server and the admin order view. */
export function priceBookingCents(input: PriceBookingInput): PriceBreakdownCents {
  if (input.persons.length < 1) throw new RangeError('A booking needs at least one person');

  const persons = input.persons.map((person) => {
    const originalPrice = toCents(person.price);
    const unitPrice = unitPriceCents(person, input.isMember);
    if (originalPrice < 0 || unitPrice < 0) throw new RangeError('Package prices cannot be negative');
    return { unitPrice, originalPrice, memberDiscount: originalPrice - unitPrice };
  });
  const personCount = persons.length;
  const multiplierPercent = householdMultiplierPercent(personCount);
  const subtotal = persons.reduce((sum, person) => sum + person.unitPrice, 0);

  // Rounded once on the sum (not per person) so the lines add up to the total.
  const volumeDiscount = roundHalfUpDiv(Math.max(0, subtotal) * (100 - multiplierPercent), 100);
  const afterVolumeDiscount = subtotal - volumeDiscount;
  const codeDiscount = input.discount ? discountAmountCents(afterVolumeDiscount, input.discount) : 0;
  const afterDiscounts = Math.max(0, afterVolumeDiscount - codeDiscount);
  const gst = roundHalfUpDiv(afterDiscounts * GST_RATE, 100);
  const total = afterDiscounts + gst;
  const rawPartnerPaid =
    input.partnerPaid === null || input.partnerPaid === undefined || input.partnerPaid === ''
      ? 0
      : toCents(input.partnerPaid);
  const partnerPaid = Math.max(0, rawPartnerPaid);
  const amountDue = Math.max(0, total - partnerPaid);

  return {
    persons,
    personCount,
    multiplierPercent,
    subtotal,
    volumeDiscount,
    afterVolumeDiscount,
    codeDiscount,
    afterDiscounts,
    gst,
    total,
    partnerPaid,
    amountDue,
  };
}

/** priceBookingCents with every amount as a two-decimal string. */
export function priceBooking(input: PriceBookingInput): PriceBreakdown {
  const cents = priceBookingCents(input);
  return {
    persons: cents.persons.map((person) => ({
      unitPrice: centsToAmount(person.unitPrice),
      originalPrice: centsToAmount(person.originalPrice),
      memberDiscount: centsToAmount(person.memberDiscount),
    })),
    personCount: cents.personCount,
    multiplierPercent: cents.multiplierPercent,
    subtotal: centsToAmount(cents.subtotal),
    volumeDiscount: centsToAmount(cents.volumeDiscount),
    afterVolumeDiscount: centsToAmount(cents.afterVolumeDiscount),
    codeDiscount: centsToAmount(cents.codeDiscount),
    afterDiscounts: centsToAmount(cents.afterDiscounts),
    gst: centsToAmount(cents.gst),
    total: centsToAmount(cents.total),
    partnerPaid: centsToAmount(cents.partnerPaid),
    amountDue: centsToAmount(cents.amountDue),
  };
}
