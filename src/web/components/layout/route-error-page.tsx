import { RotateCw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export const ROUTE_ERROR_TITLE = 'Something went wrong';

/**
 * A route's element threw, or its code could not be loaded: typically a page chunk that a new
 * deployment has replaced while this tab still runs the old build. Reloading fetches the new build.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  useDocumentTitle(ROUTE_ERROR_TITLE);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="mx-auto flex max-w-md px-4 py-16 sm:py-24">
      <Card className="w-full">
        <CardContent className="flex flex-col items-center pt-8 text-center sm:pt-10">
          <TriangleAlert className="size-10 text-amber-500" aria-hidden="true" />
          <h1 className="mt-4 text-xl font-bold text-slate-900">{ROUTE_ERROR_TITLE}</h1>
          <p className="mt-2 text-sm text-slate-600">
            This page could not be shown. Reloading usually fixes it, for example after we have updated the site.
          </p>
          <div className="mt-6 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
            <Button onClick={() => window.location.reload()}>
              <RotateCw aria-hidden="true" />
              Reload
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.home.getHref()}>Return to Home</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
