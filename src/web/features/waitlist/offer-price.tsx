import { GST_RATE, type PriceBreakdown, priceBooking } from '@domain/bookings/pricing';
import type { EventPackage } from '@domain/events/responses';
import { formatCurrency } from '@domain/shared/money';
import { PricedPeople, PriceRow } from '@/features/booking-shared';

/** One person of the offer's booking, with the package chosen for them. */
export interface OfferPerson {
  key: string;
  name: string;
  packageId: number;
}

export interface OfferPriceLine {
  key: string;
  name: string;
  packageName: string;
  unitPrice: string;
}

export interface OfferPricing {
  lines: OfferPriceLine[];
  breakdown: PriceBreakdown;
  /** Some chosen package has a lower member price, which the booking gives a verified member. */
  hasMemberPrices: boolean;
}

/**
 * The standard price of the offer's booking, through the domain's one price function (DESIGN §4
 * Pricing), as the server charges anyone whose membership it does not confirm; null while a package's
 * price is not known.
 */
export function priceOffer(packages: readonly EventPackage[], people: readonly OfferPerson[]): OfferPricing | null {
  const byId = new Map(packages.map((pkg) => [pkg.id, pkg]));
  const chosen = people.map((person) => ({ person, pkg: byId.get(person.packageId) }));
  if (chosen.length === 0 || chosen.some(({ pkg }) => !pkg?.price)) return null;
  const priced = chosen as { person: OfferPerson; pkg: EventPackage }[];
  const breakdown = priceBooking({
    persons: priced.map(({ pkg }) => ({ price: pkg.price, aiaPrice: pkg.aiaPrice })),
    isMember: false,
  });
  return {
    lines: priced.map(({ person, pkg }, index) => ({
      key: person.key,
      name: person.name,
      packageName: pkg.name,
      unitPrice: breakdown.persons[index]?.unitPrice ?? pkg.price,
    })),
    breakdown,
    hasMemberPrices: priced.some(({ pkg }) => pkg.aiaPrice !== null && Number(pkg.aiaPrice) < Number(pkg.price)),
  };
}

/** What booking the held visit costs, before "Book this visit": each person, the family bundle, GST, the total. */
export function OfferPrice({ pricing }: { pricing: OfferPricing }) {
  const { breakdown, lines } = pricing;
  return (
    <section aria-labelledby="offer-price-heading" className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <h2 id="offer-price-heading" className="text-base font-semibold text-slate-900">
        Price
      </h2>
      <PricedPeople lines={lines} />
      <dl className="mt-3 space-y-2 text-sm text-slate-700">
        <PriceRow term="Subtotal">{formatCurrency(breakdown.subtotal)}</PriceRow>
        {Number(breakdown.volumeDiscount) > 0 ? (
          <PriceRow
            term={`Family bundle discount (${breakdown.personCount} people, ${100 - breakdown.multiplierPercent}% off)`}
            className="text-emerald-700"
          >
            −{formatCurrency(breakdown.volumeDiscount)}
          </PriceRow>
        ) : null}
        <PriceRow term={`GST (${GST_RATE}%)`}>{formatCurrency(breakdown.gst)}</PriceRow>
        <PriceRow term="Total" className="border-t border-slate-200 pt-3 text-base font-bold text-slate-900">
          {formatCurrency(breakdown.total)}
        </PriceRow>
      </dl>
      <p className="mt-2 text-xs text-slate-500">
        {pricing.hasMemberPrices
          ? 'Standard prices. If we confirm your AIA Health Shield or Vitality membership when you book, member prices apply. '
          : ''}
        You see the amount to pay on the next page, before you pay.
      </p>
    </section>
  );
}
