import { CheckCircle2, LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { serverMessage } from '@/lib/api';
import { takeFromFragment } from '@/lib/booking-token';
import { useMessageText } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLeaveWaitlist } from './api';

/**
 * /waitlist/leave/{id}#token=…: the waitlist email's link to leave. Opening it changes nothing (mail
 * scanners follow links); the button sends the token in X-Waitlist-Token, never in the address.
 */
export function LeavePage() {
  const { t } = useTranslation('waitlist');
  const messageText = useMessageText();
  const id = Number(useParams().id);
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    setToken((current) => takeFromFragment('token') ?? current);
  }, []);
  const leave = useLeaveWaitlist();
  const hasLeft = leave.isSuccess;
  useDocumentTitle(hasLeft ? t('leave.leftTitle') : t('leave.title'));
  const isValidId = Number.isInteger(id) && id > 0;

  return (
    <div className="mx-auto flex max-w-lg px-4 py-12 sm:py-20">
      <Card className="w-full">
        <CardContent className="flex flex-col items-center pt-8 text-center sm:pt-10">
          <span
            className={`flex size-14 items-center justify-center rounded-full ${hasLeft ? 'bg-emerald-100 text-emerald-700' : 'bg-slate-100 text-slate-700'}`}
          >
            {hasLeft ? (
              <CheckCircle2 className="size-8" aria-hidden="true" />
            ) : (
              <LogOut className="size-8" aria-hidden="true" />
            )}
          </span>
          <h1 className="mt-4 text-2xl font-bold text-balance break-words text-slate-900">
            {hasLeft ? t('leave.leftTitle') : t('leave.title')}
          </h1>
          <p role="status" className="mt-2 text-sm text-slate-600">
            {hasLeft ? t('leave.leftMessage') : t('leave.text')}
          </p>
          {leave.isError ? (
            <Alert variant="error" className="mt-6 text-left">
              {messageText(serverMessage(leave.error, t('leave.failed')))}
            </Alert>
          ) : null}
          {!hasLeft && (!token || !isValidId) ? (
            <Alert variant="warning" className="mt-6 text-left">
              {t('leave.linkMissing')}
            </Alert>
          ) : null}
          <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
            {hasLeft ? null : (
              <Button
                size="lg"
                className="h-auto min-h-11 whitespace-normal text-balance"
                disabled={!token || !isValidId || leave.isPending}
                onClick={() => token && leave.mutate({ id, token })}
              >
                {leave.isPending ? t('leave.leaving') : t('leave.button')}
              </Button>
            )}
            <Button asChild variant="outline" size="lg" className="h-auto min-h-11 whitespace-normal text-balance">
              <Link to={paths.home.getHref()}>{t('backHome')}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
