import { PAID_VIA_PARTNER_LABEL } from '@domain/bookings/messages';
import { formatCurrency } from '@domain/shared/money';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useLanguage, useMessageText } from '@/lib/i18n';
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
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const messageText = useMessageText();
  const notChosen = t('summary.notChosen');
  const rows = [
    { key: 'package', term: t('summary.package'), value: props.packageName ?? notChosen, muted: !props.packageName },
    {
      key: 'appointment',
      term: t('summary.appointment'),
      value: props.appointment ?? notChosen,
      muted: !props.appointment,
    },
    { key: 'people', term: t('summary.people'), value: String(props.personCount), muted: false },
  ];
  return (
    <Card className="p-5">
      <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{t('summary.heading')}</h2>
      <p className="mt-2 font-semibold text-slate-900">{props.eventName}</p>
      {props.location ? (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
          <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
          {props.location}
        </p>
      ) : null}
      <dl className="mt-4 space-y-3 border-t border-slate-100 pt-4 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="flex justify-between gap-3">
            <dt className="min-w-0 text-slate-500">{row.term}</dt>
            <dd
              className={
                row.muted
                  ? 'min-w-0 text-right text-slate-500'
                  : 'min-w-0 text-right font-medium break-words text-slate-900'
              }
            >
              {row.value}
            </dd>
          </div>
        ))}
        {props.pricing ? (
          <div className="flex items-baseline justify-between gap-3 border-t border-slate-100 pt-3">
            <dt className="min-w-0 text-slate-500">
              {t('summary.total')} <span className="text-xs">{t('summary.inclGst')}</span>
            </dt>
            <dd className="text-lg font-bold text-slate-900 tabular-nums">
              {formatCurrency(props.pricing.breakdown.total, language)}
            </dd>
          </div>
        ) : null}
        {props.pricing && Number(props.pricing.breakdown.partnerPaid) > 0 ? (
          <>
            <div className="flex items-baseline justify-between gap-3 text-emerald-700">
              <dt className="min-w-0">{messageText(PAID_VIA_PARTNER_LABEL)}</dt>
              <dd className="tabular-nums">−{formatCurrency(props.pricing.breakdown.partnerPaid, language)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-3">
              <dt className="min-w-0 text-slate-500">{t('price.amountDue')}</dt>
              <dd className="text-lg font-bold text-slate-900 tabular-nums">
                {formatCurrency(props.pricing.breakdown.amountDue, language)}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
    </Card>
  );
}
