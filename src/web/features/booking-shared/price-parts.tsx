import { formatCurrency } from '@domain/shared/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n';

// The parts of a price the wizard's order summary and the waitlist offer both show: each person with
// their package and price, then the rows of the sum.

export interface PricedPersonLine {
  key: string;
  name: string;
  packageName: string;
  unitPrice: string;
  /** The price without the member's price, struck through beside it; absent when the same. */
  standardPrice?: string | null;
}

/** Each person of the booking with their package and what they cost. */
export function PricedPeople({ lines }: { lines: readonly PricedPersonLine[] }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  return (
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
                <span className="sr-only">{t('shared.price.standardPrice')} </span>
                {formatCurrency(line.standardPrice, language)}
              </s>
            ) : null}
            {formatCurrency(line.unitPrice, language)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One row of the sum, in a `<dl>`. */
export function PriceRow({ term, children, className }: { term: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4', className)}>
      <dt>{term}</dt>
      <dd className="shrink-0 tabular-nums">{children}</dd>
    </div>
  );
}
