import { type DiscountRule, type PriceBreakdown, priceBooking } from '@domain/pricing';
import type { BookingPackage, DiscountResult } from './api';
import type { HouseholdMemberEntry } from './use-booking-wizard';

export interface PricedPersonLine {
  key: string;
  name: string;
  packageName: string;
  unitPrice: string;
  originalPrice: string;
}

export interface WizardPricing {
  breakdown: PriceBreakdown;
  lines: PricedPersonLine[];
}

export function discountRule(discount: Pick<DiscountResult, 'type' | 'value'>): DiscountRule {
  return { valueType: discount.type, value: String(discount.value) };
}

/**
 * The display-only price of what the wizard holds, through the same domain function the server uses
 * (DESIGN §4 Pricing); null until the main person has a package.
 */
export function priceWizardBooking(input: {
  packages: readonly BookingPackage[];
  mainName: string;
  mainPackageId: number | null;
  members: readonly HouseholdMemberEntry[];
  isMember: boolean;
  discount: Pick<DiscountResult, 'type' | 'value'> | null;
}): WizardPricing | null {
  const byId = new Map(input.packages.map((pkg) => [pkg.id, pkg]));
  const mainPackage = input.mainPackageId === null ? undefined : byId.get(input.mainPackageId);
  if (!mainPackage) return null;
  const people = [
    { key: 'main', name: input.mainName, pkg: mainPackage },
    ...input.members.flatMap((member) => {
      const pkg = byId.get(member.packageId);
      return pkg ? [{ key: member.id, name: `${member.firstName} ${member.lastName}`, pkg }] : [];
    }),
  ];
  const breakdown = priceBooking({
    persons: people.map(({ pkg }) => ({ price: pkg.price, aiaPrice: pkg.aiaPrice })),
    isMember: input.isMember,
    discount: input.discount ? discountRule(input.discount) : null,
  });
  const lines = people.map((person, index) => ({
    key: person.key,
    name: person.name,
    packageName: person.pkg.name,
    unitPrice: breakdown.persons[index]?.unitPrice ?? person.pkg.price,
    originalPrice: breakdown.persons[index]?.originalPrice ?? person.pkg.price,
  }));
  return { breakdown, lines };
}

/** A discount code is checked against the amount it applies to (after the family bundle) and the membership. */
export function discountCheckKey(breakdown: PriceBreakdown, isMember: boolean): string {
  return `${breakdown.afterVolumeDiscount}|${isMember ? 'member' : 'retail'}`;
}

/** The member price shown for a package, or null when the visitor pays the base price. */
export function memberPriceOf(pkg: BookingPackage, isMember: boolean): string | null {
  if (!isMember || !pkg.aiaPrice || pkg.aiaPrice.trim() === '') return null;
  return Number(pkg.aiaPrice) < Number(pkg.price) ? pkg.aiaPrice : null;
}
