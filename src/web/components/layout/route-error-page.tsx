import { RotateCw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * A route's element threw, or its code could not be loaded: typically a page chunk that a new
 * deployment has replaced while this tab still runs the old build. Reloading fetches the new build.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const title = t('routeError.title');
  useDocumentTitle(title);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="mx-auto flex max-w-md px-4 py-16 sm:py-24">
      <Card className="w-full">
        <CardContent className="flex flex-col items-center pt-8 text-center sm:pt-10">
          <TriangleAlert className="size-10 text-amber-500" aria-hidden="true" />
          <h1 className="mt-4 text-xl font-bold text-slate-900">{title}</h1>
          <p className="mt-2 text-sm text-balance text-slate-600">{t('routeError.text')}</p>
          <div className="mt-6 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
            <Button onClick={() => window.location.reload()}>
              <RotateCw aria-hidden="true" />
              {t('routeError.reload')}
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.home.getHref()}>{t('routeError.returnHome')}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
