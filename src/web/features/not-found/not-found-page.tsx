import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex max-w-md items-center px-4 py-20">
      <Card className="w-full">
        <CardContent className="pt-6 sm:pt-6">
          <div className="mb-4 flex items-center gap-2">
            <AlertCircle className="size-8 shrink-0 text-red-500" aria-hidden="true" />
            <h1 className="min-w-0 text-2xl font-bold text-balance text-slate-900">{t('notFound.heading')}</h1>
          </div>
          <p className="text-sm text-slate-600">{t('notFound.text')}</p>
          <Button asChild variant="outline" className="mt-6">
            <Link to={paths.home.getHref()}>{t('notFound.backToAppointments')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
