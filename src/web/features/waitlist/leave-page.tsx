import { CheckCircle2, LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { serverMessage } from '@/lib/api';
import { takeFromFragment } from '@/lib/booking-token';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLeaveWaitlist } from './api';
import {
  BACK_HOME_LABEL,
  LEAVE_BUTTON_LABEL,
  LEAVE_FAILED_MESSAGE,
  LEAVE_LINK_MISSING_MESSAGE,
  LEAVE_PAGE_TEXT,
  LEAVE_PAGE_TITLE,
  LEFT_MESSAGE,
  LEFT_TITLE,
} from './messages';

/**
 * /waitlist/leave/{id}#token=…: the waitlist email's link to leave. Opening it changes nothing (mail
 * scanners follow links); the button sends the token in X-Waitlist-Token, never in the address.
 */
export function LeavePage() {
  const id = Number(useParams().id);
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    setToken((current) => takeFromFragment('token') ?? current);
  }, []);
  const leave = useLeaveWaitlist();
  const hasLeft = leave.isSuccess;
  useDocumentTitle(hasLeft ? LEFT_TITLE : LEAVE_PAGE_TITLE);
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
          <h1 className="mt-4 text-2xl font-bold text-slate-900">{hasLeft ? LEFT_TITLE : LEAVE_PAGE_TITLE}</h1>
          <p role="status" className="mt-2 text-sm text-slate-600">
            {hasLeft ? LEFT_MESSAGE : LEAVE_PAGE_TEXT}
          </p>
          {leave.isError ? (
            <Alert variant="error" className="mt-6 text-left">
              {serverMessage(leave.error, LEAVE_FAILED_MESSAGE)}
            </Alert>
          ) : null}
          {!hasLeft && (!token || !isValidId) ? (
            <Alert variant="warning" className="mt-6 text-left">
              {LEAVE_LINK_MISSING_MESSAGE}
            </Alert>
          ) : null}
          <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
            {hasLeft ? null : (
              <Button
                size="lg"
                disabled={!token || !isValidId || leave.isPending}
                onClick={() => token && leave.mutate({ id, token })}
              >
                {leave.isPending ? 'Leaving...' : LEAVE_BUTTON_LABEL}
              </Button>
            )}
            <Button asChild variant="outline" size="lg">
              <Link to={paths.home.getHref()}>{BACK_HOME_LABEL}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
