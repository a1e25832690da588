import { PAID_VIA_PARTNER_LABEL } from '@domain/bookings/messages';
import { GST_RATE } from '@domain/bookings/pricing';
import { formatCurrency } from '@domain/shared/money';
import { useTranslation } from 'react-i18next';
import { PricedPeople, PriceRow } from '@/features/booking-shared';
import { cn } from '@/lib/cn';
import { useLanguage, useMessageText } from '@/lib/i18n';
import type { WizardPricing } from '../pricing/booking-pricing';

interface OrderSummaryProps {
  pricing: WizardPricing;
  discountCode: string | null;
  className?: string;
}

/** Display only (DESIGN §5.1): the server prices the booking again with the same domain function. */
export function OrderSummary({ pricing, discountCode, className }: OrderSummaryProps) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const messageText = useMessageText();
  const money = (value: string) => formatCurrency(value, language);
  const { breakdown, lines } = pricing;
  const bundlePercent = 100 - breakdown.multiplierPercent;
  const isPartnerPaid = Number(breakdown.partnerPaid) > 0;
  return (
    <section
      aria-labelledby="order-summary-heading"
      className={cn('rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5', className)}
    >
      <h3 id="order-summary-heading" className="text-base font-semibold text-slate-900">
        {t('orderSummary.heading')}
      </h3>
      <PricedPeople lines={lines} />
      <dl className="mt-3 space-y-2 text-sm text-slate-700">
        <PriceRow term={t('price.subtotal')}>{money(breakdown.subtotal)}</PriceRow>
        {Number(breakdown.volumeDiscount) > 0 ? (
          <PriceRow
            term={t('orderSummary.familyBundle', { people: breakdown.personCount, percent: bundlePercent })}
            className="text-emerald-700"
          >
            −{money(breakdown.volumeDiscount)}
          </PriceRow>
        ) : null}
        {discountCode && Number(breakdown.codeDiscount) > 0 ? (
          <PriceRow term={t('orderSummary.discountCode', { code: discountCode })} className="text-emerald-700">
            −{money(breakdown.codeDiscount)}
          </PriceRow>
        ) : null}
        <PriceRow term={t('price.gst', { rate: GST_RATE })}>{money(breakdown.gst)}</PriceRow>
        <PriceRow term={t('price.total')} className="border-t border-slate-200 pt-3 text-base font-bold text-slate-900">
          {money(breakdown.total)}
        </PriceRow>
        {isPartnerPaid ? (
          <>
            <PriceRow term={messageText(PAID_VIA_PARTNER_LABEL)} className="text-emerald-700">
              −{money(breakdown.partnerPaid)}
            </PriceRow>
            <PriceRow
              term={t('price.amountDue')}
              className="border-t border-slate-200 pt-3 text-base font-bold text-slate-900"
            >
              {money(breakdown.amountDue)}
            </PriceRow>
          </>
        ) : null}
      </dl>
      <p className="mt-2 text-xs text-slate-500">{t('orderSummary.note')}</p>
    </section>
  );
}
