import { AlertCircle, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useMessageText } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** One card in the middle of the page with a way home: the older flow's error and not-found states. */
function StateCard({ title, message, tone }: { title: string; message: string; tone: 'error' | 'missing' }) {
  const { t } = useTranslation('older');
  useDocumentTitle(title);
  const Icon = tone === 'error' ? AlertCircle : SearchX;
  return (
    <div className="mx-auto flex max-w-md px-4 py-16 sm:py-24">
      <Card className="w-full">
        <CardContent className="flex flex-col items-center pt-8 text-center sm:pt-10">
          <Icon className={cn('size-10', tone === 'error' ? 'text-red-500' : 'text-slate-400')} aria-hidden="true" />
          <h1 className="mt-4 text-xl font-bold text-balance break-words text-slate-900">{title}</h1>
          <p className="mt-2 text-sm text-slate-600">{message}</p>
          <Button asChild className="mt-6 h-auto min-h-10 text-center whitespace-normal">
            <Link to={paths.home.getHref()}>
              {tone === 'error' ? t('stateCards.returnToHome') : t('stateCards.browseEvents')}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** An error of the shared rules (its title and message in English, as the domain has them). */
export function LegacyErrorCard({ title, message }: { title: string; message: string }) {
  const messageText = useMessageText();
  return <StateCard title={messageText(title)} message={messageText(message)} tone="error" />;
}

export function LegacyEventNotFound() {
  const { t } = useTranslation('older');
  return (
    <StateCard
      title={t('stateCards.eventNotFoundTitle')}
      message={t('stateCards.eventNotFoundMessage')}
      tone="missing"
    />
  );
}
