import { type DiscountRule, type PriceBreakdown, priceBooking, unitPriceCents } from '@domain/bookings/pricing';
import type { DiscountResult } from '@domain/discounts/responses';
import type { EventPackage } from '@domain/events/responses';
import { centsToAmount, toCents } from '@domain/shared/money';
import type { HouseholdMemberEntry } from '../wizard/use-booking-wizard';

export interface PricedPersonLine {
  key: string;
  name: string;
  packageName: string;
  unitPrice: string;
  /** The standard price, shown struck through, when the unit price is lower. */
  standardPrice: string | null;
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
  packages: readonly EventPackage[];
  mainName: string;
  mainPackageId: number | null;
  members: readonly HouseholdMemberEntry[];
  isMember: boolean;
  discount: Pick<DiscountResult, 'type' | 'value'> | null;
  /** Already paid at the partner (display only: the server takes it from the partner's record). */
  partnerPaid?: string | null;
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
    partnerPaid: input.partnerPaid ?? null,
  });
  const lines = people.map((person) => ({
    key: person.key,
    name: person.name,
    packageName: person.pkg.name,
    ...packagePrice(person.pkg, input.isMember),
  }));
  return { breakdown, lines };
}

/** A discount code is checked against the amount it applies to (after the family bundle) and the membership. */
export function discountCheckKey(breakdown: PriceBreakdown, isMember: boolean): string {
  return `${breakdown.afterVolumeDiscount}|${isMember ? 'member' : 'retail'}`;
}

export interface PackagePrice {
  /** What one person pays for the package before the family bundle and GST, as the server charges it. */
  unitPrice: string;
  /** The standard price, shown struck through, when the unit price is lower. */
  standardPrice: string | null;
}

/**
 * The per-person price of a package for this visitor, from the domain's own unit price rule
 * (a member pays aiaPrice wherever the package has one), so package tiles, the add-member select
 * and the order summary always agree with what the server charges.
 */
export function packagePrice(pkg: Pick<EventPackage, 'price' | 'aiaPrice'>, isMember: boolean): PackagePrice {
  const unitCents = unitPriceCents(pkg, isMember);
  const standardCents = toCents(pkg.price);
  return {
    unitPrice: centsToAmount(unitCents),
    standardPrice: unitCents < standardCents ? centsToAmount(standardCents) : null,
  };
}
