import { toCents } from '@domain/shared/money';
import { describe, expect, it } from 'vitest';
import { packagePrice, priceWizardBooking } from './booking-pricing';

const premium = { id: 1, name: 'Premium', description: null, price: '118.00', aiaPrice: '106.20' };
// An admin may set a member price that is not lower; the server still charges it to members.
const dearerForMembers = { id: 2, name: 'Comprehensive', description: null, price: '198.00', aiaPrice: '210.00' };
const sameForMembers = { id: 3, name: 'Superior', description: null, price: '328.00', aiaPrice: '328.00' };
const noMemberPrice = { id: 4, name: 'Prestige', description: null, price: '468.00', aiaPrice: null };
const packages = [premium, dearerForMembers, sameForMembers, noMemberPrice];

describe('package prices shown in the wizard', () => {
  it('shows a lower member price with the standard price struck through', () => {
    expect(packagePrice(premium, true)).toEqual({ unitPrice: '106.20', standardPrice: '118.00' });
    expect(packagePrice(premium, false)).toEqual({ unitPrice: '118.00', standardPrice: null });
  });

  it('shows the member price the server charges even when it is not lower than the standard price', () => {
    expect(packagePrice(dearerForMembers, true)).toEqual({ unitPrice: '210.00', standardPrice: null });
    expect(packagePrice(sameForMembers, true)).toEqual({ unitPrice: '328.00', standardPrice: null });
    expect(packagePrice(noMemberPrice, true)).toEqual({ unitPrice: '468.00', standardPrice: null });
  });

  it('gives the order summary lines the same unit prices, adding up to the subtotal', () => {
    for (const isMember of [true, false]) {
      const pricing = priceWizardBooking({
        packages,
        mainName: 'Mei Ling Tan',
        mainPackageId: dearerForMembers.id,
        members: packages.map((pkg, index) => ({
          id: String(index),
          firstName: 'Member',
          lastName: String(index),
          identificationNumber: `S800000${index}A`,
          dateOfBirth: '1980-01-15',
          gender: 'Male' as const,
          packageId: pkg.id,
        })),
        isMember,
        discount: null,
      })!;
      const [main, ...members] = pricing.lines;
      expect(main).toMatchObject(packagePrice(dearerForMembers, isMember));
      expect(members).toEqual(members.map((line, index) => ({ ...line, ...packagePrice(packages[index]!, isMember) })));
      const sum = pricing.lines.reduce((total, line) => total + toCents(line.unitPrice), 0);
      expect(sum).toBe(toCents(pricing.breakdown.subtotal));
    }
  });
});

describe('a booking paid at the partner', () => {
  const partnerPackages = [
    { id: 1, name: 'Premium', description: null, price: '118.00', aiaPrice: '106.20' },
    { id: 2, name: 'Comprehensive', description: null, price: '198.00', aiaPrice: '178.20' },
  ];
  const price = (mainPackageId: number, partnerPaid: string | null) =>
    priceWizardBooking({
      packages: partnerPackages,
      mainName: 'Tan Wei Ming',
      mainPackageId,
      members: [],
      isMember: false,
      discount: null,
      partnerPaid,
    })!.breakdown;

  it('deducts the amount paid at the partner from the total, leaving the amount due', () => {
    // Comprehensive: 198 + 9% GST = 215.82; 50.00 paid at the partner.
    expect(price(2, '50.00')).toMatchObject({ total: '215.82', partnerPaid: '50.00', amountDue: '165.82' });
  });

  it('leaves nothing to pay when the partner was paid in full, and never a negative amount', () => {
    expect(price(1, '128.62')).toMatchObject({ total: '128.62', amountDue: '0.00' });
    expect(price(1, '200.00')).toMatchObject({ total: '128.62', partnerPaid: '200.00', amountDue: '0.00' });
  });

  it('owes the whole total without a partner payment', () => {
    expect(price(1, null)).toMatchObject({ partnerPaid: '0.00', amountDue: '128.62' });
    expect(price(1, '0.00')).toMatchObject({ partnerPaid: '0.00', amountDue: '128.62' });
  });
});
