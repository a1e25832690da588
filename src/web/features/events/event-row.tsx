import { PACKAGE_CATALOGUE } from '@domain/events/package-catalogue';
import type { EventListItem } from '@domain/events/responses';
import { eventAvailabilityLabel } from '@domain/timeslots/availability';
import { ArrowRight, FileText, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { assets, paths } from '@/lib/paths';
import { AvailabilityBadge } from './availability-badge';
import { PackageCard } from './package-card';

export function EventRow({ event }: { event: EventListItem }) {
  const { t } = useTranslation('events');
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b border-slate-100 bg-linear-to-r from-brand-50 to-white px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <h3 className="text-xl font-bold text-slate-900">{event.name}</h3>
        <AvailabilityBadge label={eventAvailabilityLabel(event.timeslots)} className="self-start sm:self-auto" />
      </div>

      <div className="p-4 sm:p-6">
        {/* The four fixed packages are shown as text, not fetched (spec 000 §3). */}
        <ul className="grid gap-5 pt-1 sm:grid-cols-2 lg:grid-cols-4">
          {PACKAGE_CATALOGUE.map((pkg) => (
            <PackageCard key={pkg.key} pkg={pkg} />
          ))}
        </ul>

        <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <p className="flex gap-2 text-sm text-slate-600">
            <Info className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span className="min-w-0">{t('row.pricesNote')}</span>
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
            <Button asChild variant="outline" size="lg">
              <a href={assets.packageSummaryPdf} target="_blank" rel="noopener">
                <FileText aria-hidden="true" />
                {t('row.seeDetails')}
                <span className="sr-only"> {t('row.pdfNote')}</span>
              </a>
            </Button>
            <Button asChild size="lg">
              <Link to={paths.event.getHref(event.slug)}>
                {t('row.bookNow')}
                <span className="sr-only"> {t('row.bookNowFor', { name: event.name })}</span>
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}
