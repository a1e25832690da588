import { AlertCircle, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EVENT_NOT_FOUND_MESSAGE, EVENT_NOT_FOUND_TITLE } from './messages';

/** One card in the middle of the page with a way home: the older flow's error and not-found states. */
function StateCard({ title, message, tone }: { title: string; message: string; tone: 'error' | 'missing' }) {
  useDocumentTitle(title);
  const Icon = tone === 'error' ? AlertCircle : SearchX;
  return (
    <div className="mx-auto flex max-w-md px-4 py-16 sm:py-24">
      <Card className="w-full">
        <CardContent className="flex flex-col items-center pt-8 text-center sm:pt-10">
          <Icon className={cn('size-10', tone === 'error' ? 'text-red-500' : 'text-slate-400')} aria-hidden="true" />
          <h1 className="mt-4 text-xl font-bold text-slate-900">{title}</h1>
          <p className="mt-2 text-sm text-slate-600">{message}</p>
          <Button asChild className="mt-6">
            <Link to={paths.home.getHref()}>{tone === 'error' ? 'Return to Home' : 'Browse Events'}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

export function LegacyErrorCard({ title, message }: { title: string; message: string }) {
  return <StateCard title={title} message={message} tone="error" />;
}

export function LegacyEventNotFound() {
  return <StateCard title={EVENT_NOT_FOUND_TITLE} message={EVENT_NOT_FOUND_MESSAGE} tone="missing" />;
}
