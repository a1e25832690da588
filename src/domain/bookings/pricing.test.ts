import {
  discountAmountCents,
  GST_RATE,
  householdMultiplierPercent,
  MAX_BOOKING_PERSONS,
  MAX_WIZARD_PERSONS,
  priceBooking,
  priceBookingCents,
  unitPriceCents,
} from '@domain/bookings/pricing';
import { describe, expect, it } from 'vitest';

// The demo catalogue: member prices are 90% of the base price.
const PREMIUM = { price: '118.00', aiaPrice: '106.20' };
const COMPREHENSIVE = { price: '198.00', aiaPrice: '178.20' };
const SUPERIOR = { price: '328.00', aiaPrice: '295.20' };
const PRESTIGE = { price: '468.00', aiaPrice: '421.20' };

describe('constants', () => {
  it('uses 9% GST and the persons limits of the spec and design', () => {
    expect(GST_RATE).toBe(9);
    expect(MAX_WIZARD_PERSONS).toBe(6);
    expect(MAX_BOOKING_PERSONS).toBe(10);
  });
});

describe('householdMultiplierPercent', () => {
  it('follows the family bundle table', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(householdMultiplierPercent)).toEqual([100, 95, 90, 85, 80, 80, 80]);
  });

  it('refuses fewer than one person', () => {
    expect(() => householdMultiplierPercent(0)).toThrow(RangeError);
    expect(() => householdMultiplierPercent(-1)).toThrow(RangeError);
    expect(() => householdMultiplierPercent(1.5)).toThrow(RangeError);
  });
});

describe('unitPriceCents', () => {
  it('charges members the member price and others the base price', () => {
    expect(unitPriceCents(PREMIUM, true)).toBe(10620);
    expect(unitPriceCents(PREMIUM, false)).toBe(11800);
  });

  it('charges members the base price when the package has no member price', () => {
    expect(unitPriceCents({ price: '250.00' }, true)).toBe(25000);
    expect(unitPriceCents({ price: '250.00', aiaPrice: null }, true)).toBe(25000);
    expect(unitPriceCents({ price: '250.00', aiaPrice: '' }, true)).toBe(25000);
  });
});

describe('discountAmountCents', () => {
  it('takes a percentage rounded half-up to the cent', () => {
    // 12.5% of 106.20 = 13.275 → 13.28
    expect(discountAmountCents(10620, { valueType: 'percentage', value: '12.5' })).toBe(1328);
    // 10% of 100.04 = 10.004 → 10.00
    expect(discountAmountCents(10004, { valueType: 'percentage', value: '10' })).toBe(1000);
  });

  it('caps a fixed amount at the base', () => {
    expect(discountAmountCents(11800, { valueType: 'amount', value: '20' })).toBe(2000);
    expect(discountAmountCents(11800, { valueType: 'amount', value: '200.00' })).toBe(11800);
  });

  it('caps a percentage above 100 at the base and is never negative', () => {
    expect(discountAmountCents(11800, { valueType: 'percentage', value: '150' })).toBe(11800);
    expect(discountAmountCents(11800, { valueType: 'amount', value: '-5' })).toBe(0);
    expect(discountAmountCents(11800, { valueType: 'percentage', value: '-10' })).toBe(0);
    expect(discountAmountCents(0, { valueType: 'amount', value: '5' })).toBe(0);
  });
});

describe('priceBooking', () => {
  it('prices one person without any discount', () => {
    // 118.00; GST 118.00 × 9% = 10.62; total 128.62
    expect(priceBooking({ persons: [PREMIUM], isMember: false })).toEqual({
      persons: [{ unitPrice: '118.00', originalPrice: '118.00', memberDiscount: '0.00' }],
      personCount: 1,
      multiplierPercent: 100,
      subtotal: '118.00',
      volumeDiscount: '0.00',
      afterVolumeDiscount: '118.00',
      codeDiscount: '0.00',
      afterDiscounts: '118.00',
      gst: '10.62',
      total: '128.62',
      partnerPaid: '0.00',
      amountDue: '128.62',
    });
  });

  it('gives two persons 5% off the sum of their packages', () => {
    // 118 + 198 = 316.00; 5% = 15.80; 300.20; GST 27.018 → 27.02; total 327.22
    const price = priceBooking({ persons: [PREMIUM, COMPREHENSIVE], isMember: false });
    expect(price.subtotal).toBe('316.00');
    expect(price.multiplierPercent).toBe(95);
    expect(price.volumeDiscount).toBe('15.80');
    expect(price.afterVolumeDiscount).toBe('300.20');
    expect(price.gst).toBe('27.02');
    expect(price.total).toBe('327.22');
    expect(price.amountDue).toBe('327.22');
  });

  it('gives three members 10% off their member prices', () => {
    // 106.20 + 295.20 + 421.20 = 822.60; 10% = 82.26; 740.34; GST 66.6306 → 66.63; total 806.97
    const price = priceBooking({ persons: [PREMIUM, SUPERIOR, PRESTIGE], isMember: true });
    expect(price.persons).toEqual([
      { unitPrice: '106.20', originalPrice: '118.00', memberDiscount: '11.80' },
      { unitPrice: '295.20', originalPrice: '328.00', memberDiscount: '32.80' },
      { unitPrice: '421.20', originalPrice: '468.00', memberDiscount: '46.80' },
    ]);
    expect(price.subtotal).toBe('822.60');
    expect(price.volumeDiscount).toBe('82.26');
    expect(price.afterDiscounts).toBe('740.34');
    expect(price.gst).toBe('66.63');
    expect(price.total).toBe('806.97');
  });

  it('gives four persons 15% off', () => {
    // 118 + 198 + 328 + 468 = 1112.00; 15% = 166.80; 945.20; GST 85.068 → 85.07; total 1030.27
    const price = priceBooking({ persons: [PREMIUM, COMPREHENSIVE, SUPERIOR, PRESTIGE], isMember: false });
    expect(price.volumeDiscount).toBe('166.80');
    expect(price.afterDiscounts).toBe('945.20');
    expect(price.gst).toBe('85.07');
    expect(price.total).toBe('1030.27');
  });

  it('gives five members 20% off', () => {
    // 5 × 106.20 = 531.00; 20% = 106.20; 424.80; GST 38.232 → 38.23; total 463.03
    const price = priceBooking({ persons: Array(5).fill(PREMIUM), isMember: true });
    expect(price.multiplierPercent).toBe(80);
    expect(price.subtotal).toBe('531.00');
    expect(price.volumeDiscount).toBe('106.20');
    expect(price.gst).toBe('38.23');
    expect(price.total).toBe('463.03');
  });

  it('keeps 20% off for six persons', () => {
    // 118 + 198 + 328 + 468 + 118 + 198 = 1428.00; 20% = 285.60; 1142.40; GST 102.816 → 102.82; total 1245.22
    const price = priceBooking({
      persons: [PREMIUM, COMPREHENSIVE, SUPERIOR, PRESTIGE, PREMIUM, COMPREHENSIVE],
      isMember: false,
    });
    expect(price.volumeDiscount).toBe('285.60');
    expect(price.gst).toBe('102.82');
    expect(price.total).toBe('1245.22');
  });

  it('keeps 20% off for ten persons', () => {
    // 2 × (118 + 198 + 328 + 468) + 118 + 198 = 2540.00; 20% = 508.00; 2032.00; GST 182.88; total 2214.88
    const persons = [
      PREMIUM,
      COMPREHENSIVE,
      SUPERIOR,
      PRESTIGE,
      PREMIUM,
      COMPREHENSIVE,
      SUPERIOR,
      PRESTIGE,
      PREMIUM,
      COMPREHENSIVE,
    ];
    const price = priceBooking({ persons, isMember: false });
    expect(price.personCount).toBe(10);
    expect(price.subtotal).toBe('2540.00');
    expect(price.volumeDiscount).toBe('508.00');
    expect(price.gst).toBe('182.88');
    expect(price.total).toBe('2214.88');
  });

  it('rounds the volume discount half-up once on the sum', () => {
    // 100.10 + 100.00 = 200.10; 5% = 10.005 → 10.01; 190.09; GST 17.1081 → 17.11; total 207.20
    const price = priceBooking({ persons: [{ price: '100.10' }, { price: '100.00' }], isMember: false });
    expect(price.volumeDiscount).toBe('10.01');
    expect(price.afterVolumeDiscount).toBe('190.09');
    expect(price.gst).toBe('17.11');
    expect(price.total).toBe('207.20');
  });

  it('rounds the volume discount once on the sum, where rounding each person would give another cent', () => {
    // 100.10 + 100.10 = 200.20; 5% = 10.01 exactly (each person's 5.005 rounded up would make 10.02);
    // 190.19; GST 17.1171 → 17.12; total 207.31
    const two = priceBooking({ persons: [{ price: '100.10' }, { price: '100.10' }], isMember: false });
    expect(two.volumeDiscount).toBe('10.01');
    expect(two.afterVolumeDiscount).toBe('190.19');
    expect(two.gst).toBe('17.12');
    expect(two.total).toBe('207.31');
    // 3 × 100.04 = 300.12; 10% = 30.012 → 30.01 (each person's 10.004 rounded down would make 30.00);
    // 270.11; GST 24.3099 → 24.31; total 294.42
    const three = priceBooking({ persons: Array(3).fill({ price: '100.04' }), isMember: false });
    expect(three.volumeDiscount).toBe('30.01');
    expect(three.afterVolumeDiscount).toBe('270.11');
    expect(three.gst).toBe('24.31');
    expect(three.total).toBe('294.42');
  });

  it('rounds GST half-up at half a cent', () => {
    // 100.50 × 9% = 9.045 → 9.05; total 109.55
    const price = priceBooking({ persons: [{ price: '100.50' }], isMember: false });
    expect(price.gst).toBe('9.05');
    expect(price.total).toBe('109.55');
  });

  it('charges a member the base price for a package without a member price', () => {
    // 106.20 + 250.00 = 356.20; 5% = 17.81; 338.39; GST 30.4551 → 30.46; total 368.85
    const price = priceBooking({ persons: [PREMIUM, { price: '250.00', aiaPrice: null }], isMember: true });
    expect(price.persons).toEqual([
      { unitPrice: '106.20', originalPrice: '118.00', memberDiscount: '11.80' },
      { unitPrice: '250.00', originalPrice: '250.00', memberDiscount: '0.00' },
    ]);
    expect(price.subtotal).toBe('356.20');
    expect(price.volumeDiscount).toBe('17.81');
    expect(price.gst).toBe('30.46');
    expect(price.total).toBe('368.85');
  });

  it('applies a percentage code after the volume discount', () => {
    // 300.20 after volume (see two persons); 10% = 30.02; 270.18; GST 24.3162 → 24.32; total 294.50
    const price = priceBooking({
      persons: [PREMIUM, COMPREHENSIVE],
      isMember: false,
      discount: { valueType: 'percentage', value: '10' },
    });
    expect(price.codeDiscount).toBe('30.02');
    expect(price.afterDiscounts).toBe('270.18');
    expect(price.gst).toBe('24.32');
    expect(price.total).toBe('294.50');
  });

  it('rounds a percentage code half-up at half a cent', () => {
    // member Premium 106.20; 12.5% = 13.275 → 13.28; 92.92; GST 8.3628 → 8.36; total 101.28
    const price = priceBooking({
      persons: [PREMIUM],
      isMember: true,
      discount: { valueType: 'percentage', value: '12.5' },
    });
    expect(price.codeDiscount).toBe('13.28');
    expect(price.afterDiscounts).toBe('92.92');
    expect(price.gst).toBe('8.36');
    expect(price.total).toBe('101.28');
  });

  it('caps a fixed code larger than the price and charges nothing', () => {
    const price = priceBooking({
      persons: [PREMIUM],
      isMember: false,
      discount: { valueType: 'amount', value: '200' },
    });
    expect(price.codeDiscount).toBe('118.00');
    expect(price.afterDiscounts).toBe('0.00');
    expect(price.gst).toBe('0.00');
    expect(price.total).toBe('0.00');
    expect(price.amountDue).toBe('0.00');
  });

  it('applies a fixed code to the amount after the volume discount', () => {
    // 300.20 − 50.00 = 250.20; GST 22.518 → 22.52; total 272.72
    const price = priceBooking({
      persons: [PREMIUM, COMPREHENSIVE],
      isMember: false,
      discount: { valueType: 'amount', value: '50.00' },
    });
    expect(price.codeDiscount).toBe('50.00');
    expect(price.afterDiscounts).toBe('250.20');
    expect(price.gst).toBe('22.52');
    expect(price.total).toBe('272.72');
  });

  it('owes nothing when the partner paid more than the total', () => {
    // total 128.62 (see one person); partner paid 200.00
    const price = priceBooking({ persons: [PREMIUM], isMember: false, partnerPaid: '200' });
    expect(price.total).toBe('128.62');
    expect(price.partnerPaid).toBe('200.00');
    expect(price.amountDue).toBe('0.00');
  });

  it('deducts a partial partner payment', () => {
    // 198.00; GST 17.82; total 215.82; partner paid 50.00 → 165.82 due
    const price = priceBooking({ persons: [COMPREHENSIVE], isMember: false, partnerPaid: '50.00' });
    expect(price.total).toBe('215.82');
    expect(price.amountDue).toBe('165.82');
  });

  it('treats a missing partner payment as nothing paid', () => {
    expect(priceBooking({ persons: [PREMIUM], isMember: false, partnerPaid: null }).amountDue).toBe('128.62');
    expect(priceBooking({ persons: [PREMIUM], isMember: false, partnerPaid: '' }).amountDue).toBe('128.62');
  });

  it('returns the same figures in cents', () => {
    const cents = priceBookingCents({ persons: [PREMIUM, COMPREHENSIVE], isMember: false, partnerPaid: '50' });
    expect(cents).toMatchObject({ subtotal: 31600, volumeDiscount: 1580, gst: 2702, total: 32722, amountDue: 27722 });
  });

  it('refuses a booking without persons and negative prices', () => {
    expect(() => priceBooking({ persons: [], isMember: false })).toThrow(RangeError);
    expect(() => priceBooking({ persons: [{ price: '-1.00' }], isMember: false })).toThrow(RangeError);
  });
});
