import { formatCurrency } from '@domain/money';
import { GST_RATE } from '@domain/pricing';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { AMOUNT_DUE_LABEL, PAID_VIA_PARTNER_LABEL, TOTAL_INCLUDES_MESSAGE } from '../messages';
import type { WizardPricing } from '../pricing/booking-pricing';

interface OrderSummaryProps {
  pricing: WizardPricing;
  discountCode: string | null;
  className?: string;
}

function Row({ term, children, className }: { term: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4', className)}>
      <dt>{term}</dt>
      <dd className="shrink-0 tabular-nums">{children}</dd>
    </div>
  );
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
      <ul className="mt-3 divide-y divide-slate-200 border-b border-slate-200 text-sm">
        {lines.map((line) => (
          <li key={line.key} className="flex items-baseline justify-between gap-4 py-2">
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-900">{line.name}</span>
              <span className="text-slate-500">{line.packageName}</span>
            </span>
            <span className="shrink-0 text-right tabular-nums">
              {line.standardPrice ? (
                <s className="mr-2 text-slate-500">
                  <span className="sr-only">Standard price </span>
                  {formatCurrency(line.standardPrice)}
                </s>
              ) : null}
              {formatCurrency(line.unitPrice)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-2 text-sm text-slate-700">
        <Row term="Subtotal">{formatCurrency(breakdown.subtotal)}</Row>
        {Number(breakdown.volumeDiscount) > 0 ? (
          <Row
            term={`Family bundle discount (${breakdown.personCount} people, ${bundlePercent}% off)`}
            className="text-emerald-700"
          >
            −{formatCurrency(breakdown.volumeDiscount)}
          </Row>
        ) : null}
        {discountCode && Number(breakdown.codeDiscount) > 0 ? (
          <Row term={`Discount code (${discountCode})`} className="text-emerald-700">
            −{formatCurrency(breakdown.codeDiscount)}
          </Row>
        ) : null}
        <Row term={`GST (${GST_RATE}%)`}>{formatCurrency(breakdown.gst)}</Row>
        <Row term="Total" className="border-t border-slate-200 pt-3 text-base font-bold text-slate-900">
          {formatCurrency(breakdown.total)}
        </Row>
        {isPartnerPaid ? (
          <>
            <Row term={PAID_VIA_PARTNER_LABEL} className="text-emerald-700">
              −{formatCurrency(breakdown.partnerPaid)}
            </Row>
            <Row term={AMOUNT_DUE_LABEL} className="border-t border-slate-200 pt-3 text-base font-bold text-slate-900">
              {formatCurrency(breakdown.amountDue)}
            </Row>
          </>
        ) : null}
      </dl>
      <p className="mt-2 text-xs text-slate-500">{TOTAL_INCLUDES_MESSAGE}. The amount is confirmed when you book.</p>
    </section>
  );
}
