import { type AdminPackage, packageFormSchema } from '@domain/events/package-schemas';
import { describe, expect, it } from 'vitest';
import { fastingHoursText, packageFormDefaults } from './package-form';

const premium: AdminPackage = {
  id: 1,
  name: 'Premium',
  description: null,
  price: '118.00',
  aiaPrice: null,
  isActive: true,
  fastingHours: 10,
  preparationText: null,
  eventIds: [1],
  bookingCount: 3,
};

describe('package form', () => {
  it('sends prices as two-decimal strings and an empty member price as none', () => {
    const parsed = packageFormSchema.parse({ ...packageFormDefaults(), name: 'Executive', price: '250', aiaPrice: '' });
    expect(parsed.price).toBe('250.00');
    expect(parsed.aiaPrice).toBeNull();
    expect(parsed.description).toBeNull();
    expect(parsed.isActive).toBe(true);
    expect(
      packageFormSchema.parse({ ...packageFormDefaults(), name: 'Executive', price: '99.5', aiaPrice: '89.1' }),
    ).toMatchObject({ price: '99.50', aiaPrice: '89.10' });
  });

  it("edits a package with what it has, and refuses a price that is not positive with the spec's messages", () => {
    const values = packageFormDefaults(premium);
    expect(values).toEqual({
      name: 'Premium',
      price: '118.00',
      aiaPrice: '',
      description: '',
      isActive: true,
      fastingHours: 10,
      preparationText: '',
    });
    const result = packageFormSchema.safeParse({ ...values, price: '0', aiaPrice: '-1' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Price must be a positive number',
      'AIA price must be a positive number',
    ]);
  });

  it('starts a new package with no fast and no preparation, and sends them as a number and none', () => {
    const defaults = packageFormDefaults();
    expect(defaults.fastingHours).toBe(0);
    expect(defaults.preparationText).toBe('');
    const parsed = packageFormSchema.parse({ ...defaults, name: 'Executive', price: '250' });
    expect(parsed.fastingHours).toBe(0);
    expect(parsed.preparationText).toBeNull();
  });

  it("edits a package's fasting hours and preparation text, and sends them as typed (trimmed)", () => {
    const withPreparation = { ...premium, fastingHours: 8, preparationText: 'Drink plenty of water.' };
    const values = packageFormDefaults(withPreparation);
    expect(values).toMatchObject({ fastingHours: 8, preparationText: 'Drink plenty of water.' });
    expect(
      packageFormSchema.parse({ ...values, fastingHours: 12, preparationText: '  No alcohol the day before.  ' }),
    ).toMatchObject({ fastingHours: 12, preparationText: 'No alcohol the day before.' });
    // Emptied: none.
    expect(packageFormSchema.parse({ ...values, preparationText: '   ' }).preparationText).toBeNull();
  });

  it('refuses fasting hours outside 0 to 16, a part hour or an empty field, and a preparation over 1000 characters', () => {
    const values = { ...packageFormDefaults(premium) };
    const message = 'Fasting hours must be a whole number from 0 to 16';
    for (const fastingHours of [-1, 17, 2.5, Number.NaN]) {
      const result = packageFormSchema.safeParse({ ...values, fastingHours });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
    }
    expect(packageFormSchema.safeParse({ ...values, fastingHours: 16 }).success).toBe(true);
    expect(packageFormSchema.safeParse({ ...values, preparationText: 'x'.repeat(1000) }).success).toBe(true);
    expect(packageFormSchema.safeParse({ ...values, preparationText: 'x'.repeat(1001) }).success).toBe(false);
  });

  it('shows the fast in the packages table in hours, or None', () => {
    expect(fastingHoursText(10)).toBe('10 h');
    expect(fastingHoursText(0)).toBe('None');
  });
});
