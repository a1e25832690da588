import { MessageSquareText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { takeFromFragment } from '@/lib/booking-token';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { WaitlistCodeForm } from './waitlist-code-form';

/**
 * /waitlist/confirm/{id}#token=…: the waitlist email's link to enter the code texted to the mobile
 * (DESIGN §8.9), for a customer who closed the page they joined on. Opening it changes nothing; the
 * token stays after '#', never in a server log, and goes only in X-Waitlist-Token.
 */
export function ConfirmPage() {
  const { t } = useTranslation('waitlist');
  const id = Number(useParams().id);
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    setToken((current) => takeFromFragment('token') ?? current);
  }, []);
  useDocumentTitle(t('confirmPage.title'));
  return <ConfirmPageView id={id} token={token} />;
}

/** The page from its link's id and token (the unit tests render it as it is). */
export function ConfirmPageView({ id, token }: { id: number; token: string | null }) {
  const { t } = useTranslation('waitlist');
  const isValidLink = Number.isInteger(id) && id > 0 && Boolean(token);
  return (
    <div className="mx-auto flex max-w-lg px-4 py-12 sm:py-20">
      <Card className="w-full">
        <CardContent className="pt-8 sm:pt-10">
          <div className="flex flex-col items-center text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-700">
              <MessageSquareText className="size-8" aria-hidden="true" />
            </span>
            <h1 className="mt-4 text-2xl font-bold text-balance break-words text-slate-900">
              {t('confirmPage.title')}
            </h1>
          </div>
          {isValidLink && token ? (
            <WaitlistCodeForm entryId={id} token={token} codeSentTo={null} idPrefix="waitlist-confirm" />
          ) : (
            <Alert variant="warning" className="mt-6">
              {t('leave.linkMissing')}
            </Alert>
          )}
          <div className="mt-6 flex justify-center">
            <Button asChild variant="outline" size="lg" className="h-auto min-h-11 whitespace-normal text-balance">
              <Link to={paths.home.getHref()}>{t('backHome')}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
