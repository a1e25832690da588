import type { CataloguePackage } from '@domain/events/package-catalogue';
import { formatCurrency } from '@domain/shared/money';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n';

/**
 * One of the four packages as the event list shows it. The name is the package's own (as the bookings
 * and receipts carry it); its description in the page's language (the English one is the domain's, word
 * for word: package-card.test.tsx).
 */
export function PackageCard({ pkg }: { pkg: CataloguePackage }) {
  const { t } = useTranslation('events');
  const language = useLanguage();
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-xl border bg-white p-4 sm:p-5',
        pkg.isMostPopular ? 'border-brand-600 shadow-md ring-1 ring-brand-600' : 'border-slate-200',
      )}
    >
      {pkg.isMostPopular ? (
        // Sits on the top border, pricing-table style, so it never crowds the package name.
        <span className="absolute -top-3 right-4 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white shadow-sm">
          <Star className="size-3 fill-current" aria-hidden="true" />
          {t('package.mostPopular')}
        </span>
      ) : null}
      <h4 className="text-base font-semibold text-slate-900">{pkg.name}</h4>
      <p className="mt-1.5 flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-2xl font-bold tracking-tight text-brand-800">{formatCurrency(pkg.price, language)}</span>
        <span className="text-xs text-slate-500">{t('package.beforeGst')}</span>
      </p>
      <p className="mt-3 text-sm leading-relaxed text-slate-600">{t(`package.descriptions.${pkg.key}`)}</p>
    </li>
  );
}
