import { GST_RATE, type PriceBreakdown, priceBooking } from '@domain/bookings/pricing';
import type { EventPackage } from '@domain/events/responses';
import { formatCurrency } from '@domain/shared/money';
import { useTranslation } from 'react-i18next';
import { PricedPeople, PriceRow } from '@/features/booking-shared';
import { useLanguage } from '@/lib/i18n';

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
  const { t } = useTranslation('waitlist');
  const language = useLanguage();
  const money = (value: string) => formatCurrency(value, language);
  const { breakdown, lines } = pricing;
  return (
    <section aria-labelledby="offer-price-heading" className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <h2 id="offer-price-heading" className="text-base font-semibold text-slate-900">
        {t('price.title')}
      </h2>
      <PricedPeople lines={lines} />
      <dl className="mt-3 space-y-2 text-sm text-slate-700">
        <PriceRow term={t('price.subtotal')}>{money(breakdown.subtotal)}</PriceRow>
        {Number(breakdown.volumeDiscount) > 0 ? (
          <PriceRow
            term={t('price.familyBundle', {
              persons: breakdown.personCount,
              percent: 100 - breakdown.multiplierPercent,
            })}
            className="text-emerald-700"
          >
            −{money(breakdown.volumeDiscount)}
          </PriceRow>
        ) : null}
        <PriceRow term={t('price.gst', { rate: GST_RATE })}>{money(breakdown.gst)}</PriceRow>
        <PriceRow term={t('price.total')} className="border-t border-slate-200 pt-3 text-base font-bold text-slate-900">
          {money(breakdown.total)}
        </PriceRow>
      </dl>
      <p className="mt-2 text-xs text-slate-500">
        {pricing.hasMemberPrices ? `${t('price.memberNote')} ` : null}
        {t('price.amountNextPage')}
      </p>
    </section>
  );
}
