import type { DiscountFormInput } from '@domain/discounts/schemas';
import { eq, getTableColumns } from 'drizzle-orm';
import { expect } from 'vitest';
import { discountIdentifiers, discounts } from '../db/schema/discounts';
import type { AdminSession } from './admin';
import type { TestApp } from './test-app';

/** A stored discount code by its text, with the redemption count of its discount. */
export async function discountCode(t: TestApp, identifier: string) {
  const [row] = await t.db
    .select({ ...getTableColumns(discountIdentifiers), redemptionCount: discounts.redemptionCount })
    .from(discountIdentifiers)
    .innerJoin(discounts, eq(discounts.id, discountIdentifiers.discountId))
    .where(eq(discountIdentifiers.identifier, identifier));
  if (!row) throw new Error(`No discount code ${identifier}`);
  return row;
}

/** The admin form of a promo discount, ten per cent off for everyone, with `overrides` over it. */
export const promoForm = (overrides: Partial<DiscountFormInput> = {}): DiscountFormInput => ({
  name: 'Year-end promo',
  lineItemLabel: 'Year-end discount',
  discountType: 'promo',
  description: 'Ten per cent off',
  isActive: true,
  identifierPrefix: 'xmas-',
  identifierLength: 6,
  limitRedemption: false,
  maxRedemptions: null,
  limitBinRedemption: false,
  maxBinRedemptions: null,
  startDate: null,
  endDate: null,
  applicableForAIA: true,
  applicableForRetail: true,
  applicableForHealthScreening: true,
  applicableForChronic: false,
  applicableForPDT: false,
  discountValueType: 'percentage',
  value: '10',
  ...overrides,
});

/** Creates a promo discount through the admin API (promoForm with `overrides`); fails the test unless 201. */
export async function createDiscount(overrides: Partial<DiscountFormInput>, { t, headers }: AdminSession) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/discounts',
    headers,
    payload: promoForm(overrides),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; identifierPrefix: string | null };
}

/** Generates `count` codes of a discount through the admin API; fails the test unless 201. */
export async function generateDiscountCodes(discountId: number, count: number, { t, headers }: AdminSession) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/discounts/${discountId}/generate-identifiers`,
    headers,
    payload: { count },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; identifier: string }[];
}
