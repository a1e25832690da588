import { type AdminPackage, packageFormSchema } from '@domain/events/package-schemas';
import { describe, expect, it } from 'vitest';
import { packageFormDefaults } from './package-form';

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
    expect(values).toEqual({ name: 'Premium', price: '118.00', aiaPrice: '', description: '', isActive: true });
    const result = packageFormSchema.safeParse({ ...values, price: '0', aiaPrice: '-1' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Price must be a positive number',
      'AIA price must be a positive number',
    ]);
  });
});
