import { formatCurrency } from '@domain/shared/money';
import { Handshake } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { PARTNER_NAME, type StoredPartnerData } from '@/features/partner';
import { bookingText, pageLanguage } from '../booking-texts';

/** 'Comprehensive, $50.00 already paid': the partner's package and what the partner's record says was paid. */
export function partnerPaidSummary(packageName: string, data: Pick<StoredPartnerData, 'whitecoatPaidAmount'>): string {
  const paid = Number(data.whitecoatPaidAmount);
  if (!Number.isFinite(paid) || paid <= 0) return bookingText('partner.nothingPaid', { packageName });
  return bookingText('partner.alreadyPaid', {
    packageName,
    amount: formatCurrency(data.whitecoatPaidAmount, pageLanguage()),
  });
}

/**
 * The name to greet a partner visitor by: the whole name as the partner gives it. The partner gives
 * one name field, which the form's first and last name split at the first space, and that first word
 * is often the family name ('Tan Wei Ming' is Mr Tan), so only the whole name is sure to be right.
 */
export function partnerGreetingName(data: Pick<StoredPartnerData, 'firstName' | 'lastName'>): string {
  return [data.firstName, data.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * Spec 000 §4, partner flow: the visitor arrives from the partner with a booking there. Greets them by
 * name with that booking's package and what was already paid, on every step, so that the price
 * in the summary makes sense from the start.
 */
export function PartnerGreeting({ data, packageName }: { data: StoredPartnerData; packageName: string }) {
  const { t } = useTranslation('booking');
  return (
    <section
      aria-labelledby="partner-greeting-heading"
      className="mb-6 flex items-start gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-slate-700"
    >
      <Handshake className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-0 break-words">
        <h2 id="partner-greeting-heading" className="font-semibold text-slate-900">
          {t('partner.welcome', { name: partnerGreetingName(data) })}
        </h2>
        <p>
          <Trans
            t={t}
            i18nKey="partner.yourBooking"
            values={{ partner: PARTNER_NAME, summary: partnerPaidSummary(packageName, data) }}
            components={{ strong: <strong className="text-slate-900" /> }}
          />
        </p>
      </div>
    </section>
  );
}
