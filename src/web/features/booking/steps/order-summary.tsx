import { GST_RATE } from '@domain/bookings/pricing';
import { formatCurrency } from '@domain/shared/money';
import { PricedPeople, PriceRow } from '@/features/booking-shared';
import { cn } from '@/lib/cn';
import { AMOUNT_DUE_LABEL, PAID_VIA_PARTNER_LABEL, TOTAL_INCLUDES_MESSAGE } from '../messages';
import type { WizardPricing } from '../pricing/booking-pricing';

interface OrderSummaryProps {
  pricing: WizardPricing;
  discountCode: string | null;
  className?: string;
}

/** Display only (DESIGN §5.1): the server prices the booking again with the same domain function. */
export function OrderSummary({ pricing, discountCode, className }: OrderSummaryProps) {
  const { breakdown, lines } = pricing;
  const bundlePercent = 100 - breakdown.multiplierPercent;
  const isPartnerPaid = Number(breakdown.partnerPaid) > 0;
  return (
    <section
      aria-labelledby="order-summary-heading"
      className={cn('rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5', className)}
    >
      <h3 id="order-summary-heading" className="text-base font-semibold text-slate-900">
        Order summary
      </h3>
      <PricedPeople lines={lines} />
      <dl className="mt-3 space-y-2 text-sm text-slate-700">
        <PriceRow term="Subtotal">{formatCurrency(breakdown.subtotal)}</PriceRow>
        {Number(breakdown.volumeDiscount) > 0 ? (
          <PriceRow
            term={`Family bundle discount (${breakdown.personCount} people, ${bundlePercent}% off)`}
            className="text-emerald-700"
          >
            −{formatCurrency(breakdown.volumeDiscount)}
          </PriceRow>
        ) : null}
        {discountCode && Number(breakdown.codeDiscount) > 0 ? (
          <PriceRow term={`Discount code (${discountCode})`} className="text-emerald-700">
            −{formatCurrency(breakdown.codeDiscount)}
          </PriceRow>
        ) : null}
        <PriceRow term={`GST (${GST_RATE}%)`}>{formatCurrency(breakdown.gst)}</PriceRow>
        <PriceRow term="Total" className="border-t border-slate-200 pt-3 text-base font-bold text-slate-900">
          {formatCurrency(breakdown.total)}
        </PriceRow>
        {isPartnerPaid ? (
          <>
            <PriceRow term={PAID_VIA_PARTNER_LABEL} className="text-emerald-700">
              −{formatCurrency(breakdown.partnerPaid)}
            </PriceRow>
            <PriceRow
              term={AMOUNT_DUE_LABEL}
              className="border-t border-slate-200 pt-3 text-base font-bold text-slate-900"
            >
              {formatCurrency(breakdown.amountDue)}
            </PriceRow>
          </>
        ) : null}
      </dl>
      <p className="mt-2 text-xs text-slate-500">{TOTAL_INCLUDES_MESSAGE}. The amount is confirmed when you book.</p>
    </section>
  );
}
