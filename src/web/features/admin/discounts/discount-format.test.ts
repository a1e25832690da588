import { describe, expect, it } from 'vitest';
import {
  applicableForBadges,
  discountTypeLabel,
  formatDiscountValue,
  redemptionsText,
  validityText,
} from './discount-format';

describe('discount formats', () => {
  it("names the types '-', Promo and Bin", () => {
    expect(['-', 'promo', 'bin'].map((type) => discountTypeLabel(type as '-' | 'promo' | 'bin'))).toEqual([
      '-',
      'Promo',
      'Bin',
    ]);
  });

  it('puts % after a percentage and a dollar sign before an amount', () => {
    expect(formatDiscountValue('10.00', 'percentage')).toBe('10%');
    expect(formatDiscountValue('12.50', 'percentage')).toBe('12.5%');
    expect(formatDiscountValue('25.00', 'amount')).toBe('$25.00');
    expect(formatDiscountValue('1234.5', 'amount')).toBe('$1,234.50');
  });

  it("reads validity as 'start - end', 'From …', 'Until …' or 'Always valid'", () => {
    expect(validityText('2026-11-01', '2027-01-31')).toBe('Nov 1, 2026 - Jan 31, 2027');
    expect(validityText('2026-11-01', null)).toBe('From Nov 1, 2026');
    expect(validityText(null, '2027-01-31')).toBe('Until Jan 31, 2027');
    expect(validityText(null, null)).toBe('Always valid');
  });

  it('lists the Applicable For badges in the order Health, AIA, Retail, Chronic, PDT', () => {
    const none = {
      applicableForHealthScreening: false,
      applicableForAIA: false,
      applicableForRetail: false,
      applicableForChronic: false,
      applicableForPDT: false,
    };
    expect(applicableForBadges(none)).toEqual([]);
    expect(
      applicableForBadges({
        ...none,
        applicableForPDT: true,
        applicableForRetail: true,
        applicableForHealthScreening: true,
      }),
    ).toEqual(['Health', 'Retail', 'PDT']);
    expect(applicableForBadges({ ...none, applicableForAIA: true, applicableForChronic: true })).toEqual([
      'AIA',
      'Chronic',
    ]);
  });

  it('counts a limit of 0 or none as unlimited', () => {
    expect(redemptionsText(true, 100, 3)).toBe('3 of 100 used');
    expect(redemptionsText(true, 0, 3)).toBe('3 used · unlimited');
    expect(redemptionsText(false, 100, 0)).toBe('0 used · unlimited');
  });
});
