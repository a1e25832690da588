import { formatCurrency } from '@domain/shared/money';
import { MapPin } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { AMOUNT_DUE_LABEL, PAID_VIA_PARTNER_LABEL } from '../messages';
import type { WizardPricing } from '../pricing/booking-pricing';

interface BookingSummaryCardProps {
  eventName: string;
  location: string | null;
  packageName: string | null;
  appointment: string | null;
  personCount: number;
  pricing: WizardPricing | null;
}

/** The desktop sidebar: what has been chosen so far, updated as the visitor goes. */
export function BookingSummaryCard(props: BookingSummaryCardProps) {
  const rows = [
    { term: 'Package', value: props.packageName ?? 'Not chosen yet', muted: !props.packageName },
    { term: 'Appointment', value: props.appointment ?? 'Not chosen yet', muted: !props.appointment },
    { term: 'People', value: String(props.personCount), muted: false },
  ];
  return (
    <Card className="p-5">
      <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Your booking</h2>
      <p className="mt-2 font-semibold text-slate-900">{props.eventName}</p>
      {props.location ? (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
          <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
          {props.location}
        </p>
      ) : null}
      <dl className="mt-4 space-y-3 border-t border-slate-100 pt-4 text-sm">
        {rows.map((row) => (
          <div key={row.term} className="flex justify-between gap-3">
            <dt className="text-slate-500">{row.term}</dt>
            <dd className={row.muted ? 'text-right text-slate-500' : 'text-right font-medium text-slate-900'}>
              {row.value}
            </dd>
          </div>
        ))}
        {props.pricing ? (
          <div className="flex items-baseline justify-between gap-3 border-t border-slate-100 pt-3">
            <dt className="text-slate-500">
              Total <span className="text-xs">(incl. GST)</span>
            </dt>
            <dd className="text-lg font-bold text-slate-900 tabular-nums">
              {formatCurrency(props.pricing.breakdown.total)}
            </dd>
          </div>
        ) : null}
        {props.pricing && Number(props.pricing.breakdown.partnerPaid) > 0 ? (
          <>
            <div className="flex items-baseline justify-between gap-3 text-emerald-700">
              <dt>{PAID_VIA_PARTNER_LABEL}</dt>
              <dd className="tabular-nums">−{formatCurrency(props.pricing.breakdown.partnerPaid)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-3">
              <dt className="text-slate-500">{AMOUNT_DUE_LABEL}</dt>
              <dd className="text-lg font-bold text-slate-900 tabular-nums">
                {formatCurrency(props.pricing.breakdown.amountDue)}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
    </Card>
  );
}
