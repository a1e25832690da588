import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PARTNER_NAME } from './messages';

export function PartnerEntryFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex max-w-md px-4 py-16 sm:py-24">{children}</div>;
}

/** Spec 001 §2: 'Processing Your Booking' with a spinner, while the page's code and the partner's booking load. */
export function Processing() {
  const { t } = useTranslation('events');
  const title = t('partner.processingTitle');
  useDocumentTitle(title);
  return (
    <Card className="w-full">
      <CardContent className="flex flex-col items-center pt-8 text-center sm:pt-10" aria-busy="true">
        <Loader2 className="size-10 animate-spin text-brand-700" aria-hidden="true" />
        <h1 className="mt-5 text-xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-600" role="status">
          {t('partner.processingText', { partner: PARTNER_NAME })}
        </p>
      </CardContent>
    </Card>
  );
}
