import { AlertCircle, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { SupportContact } from '@/features/booking-shared';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

function StateCard(props: {
  icon: ReactNode;
  title: string;
  message: string;
  action: ReactNode;
  hasSupportContact?: boolean;
}) {
  useDocumentTitle(props.title);
  return (
    <div className="mx-auto flex max-w-md px-4 py-16 sm:py-24">
      <Card className="w-full">
        <CardContent className="flex flex-col items-center pt-8 text-center sm:pt-10">
          {props.icon}
          <h1 className="mt-4 text-xl font-bold text-slate-900">{props.title}</h1>
          <p className="mt-2 text-sm text-slate-600">{props.message}</p>
          {props.hasSupportContact ? <SupportContact className="mt-1 text-slate-600" /> : null}
          <div className="mt-6">{props.action}</div>
        </CardContent>
      </Card>
    </div>
  );
}

export function EventLoadErrorCard() {
  const { t } = useTranslation('booking');
  return (
    <StateCard
      icon={<AlertCircle className="size-10 text-red-500" aria-hidden="true" />}
      title={t('eventState.errorTitle')}
      message={t('eventState.loadError')}
      hasSupportContact
      action={
        <Button asChild>
          <Link to={paths.home.getHref()}>{t('actions.returnHome')}</Link>
        </Button>
      }
    />
  );
}

export function EventNotFoundCard() {
  const { t } = useTranslation('booking');
  return (
    <StateCard
      icon={<SearchX className="size-10 text-slate-400" aria-hidden="true" />}
      title={t('shared.eventNotFound.title')}
      message={t('shared.eventNotFound.message')}
      action={
        <Button asChild>
          <Link to={paths.home.getHref()}>{t('eventState.browseEvents')}</Link>
        </Button>
      }
    />
  );
}
