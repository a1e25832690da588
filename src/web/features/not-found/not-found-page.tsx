import { AlertCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="mx-auto flex max-w-md items-center px-4 py-20">
      <Card className="w-full">
        <CardContent className="pt-6 sm:pt-6">
          <div className="mb-4 flex items-center gap-2">
            <AlertCircle className="size-8 text-red-500" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-slate-600">Did you forget to add the page to the router?</p>
          <Button asChild variant="outline" className="mt-6">
            <Link to={paths.home.getHref()}>Back to appointments</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
