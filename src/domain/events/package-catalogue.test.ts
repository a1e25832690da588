import { PACKAGE_CATALOGUE } from '@domain/events/package-catalogue';
import { toCents } from '@domain/shared/money';
import { describe, expect, it } from 'vitest';

describe('PACKAGE_CATALOGUE', () => {
  it('lists the four fixed packages in the spec order with the spec prices', () => {
    expect(PACKAGE_CATALOGUE.map((pkg) => [pkg.name, pkg.price])).toEqual([
      ['Premium', '118.00'],
      ['Comprehensive', '198.00'],
      ['Superior', '328.00'],
      ['Prestige', '468.00'],
    ]);
  });

  it('keeps the member prices of the demo catalogue', () => {
    expect(PACKAGE_CATALOGUE.map((pkg) => pkg.memberPrice)).toEqual(['106.20', '178.20', '295.20', '421.20']);
  });

  it('gives every package a member price below its standard price', () => {
    for (const pkg of PACKAGE_CATALOGUE) expect(toCents(pkg.memberPrice)).toBeLessThan(toCents(pkg.price));
  });

  it('gives every package a description, highlights and a unique key', () => {
    expect(new Set(PACKAGE_CATALOGUE.map((pkg) => pkg.key)).size).toBe(4);
    for (const pkg of PACKAGE_CATALOGUE) {
      expect(pkg.description).toMatch(/^[A-Z].*\.$/);
      expect(pkg.highlights.length).toBeGreaterThan(0);
    }
  });

  it('marks only Prestige as the most popular', () => {
    expect(PACKAGE_CATALOGUE.filter((pkg) => pkg.isMostPopular).map((pkg) => pkg.name)).toEqual(['Prestige']);
  });
});
