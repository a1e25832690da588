import type { EmailOutboxItem } from '@domain/email-schemas';
import { CheckCircle2, RotateCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatTimestamp } from '../format';
import { useFailedEmails, useResendEmail } from './api';
import { emailKindLabel } from './config-value';

/**
 * The emails that used up their tries (the outbox's failed messages), newest first, each with the mail
 * server's last answer and 'Resend', which queues it again for the worker.
 */
export function FailedEmails() {
  const failed = useFailedEmails();
  const resend = useResendEmail();

  return (
    <section aria-labelledby="failed-emails-heading" className="space-y-3">
      <div>
        <h2 id="failed-emails-heading" className="text-lg font-bold text-slate-900">
          Failed Emails
        </h2>
        <p className="text-sm text-slate-600">Emails that could not be sent after every retry.</p>
      </div>
      {failed.isError ? (
        <Alert variant="error">Failed emails could not be loaded: {failed.error.message}</Alert>
      ) : failed.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : failed.data.length === 0 ? (
        <Card className="flex items-center gap-2 p-4 text-sm text-slate-600">
          <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />
          No failed emails.
        </Card>
      ) : (
        <Card>
          <ul className="divide-y divide-slate-100">
            {failed.data.map((email) => (
              <FailedEmailRow
                key={email.id}
                email={email}
                isResending={resend.isPending && resend.variables === email.id}
                onResend={() => resend.mutate(email.id)}
                disabled={resend.isPending}
              />
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}

function FailedEmailRow({
  email,
  isResending,
  disabled,
  onResend,
}: {
  email: EmailOutboxItem;
  isResending: boolean;
  disabled: boolean;
  onResend: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="danger">{emailKindLabel(email.kind)}</Badge>
          <p className="font-semibold break-words text-slate-900">{email.subject}</p>
        </div>
        <p className="text-sm break-all text-slate-700">To {email.toAddress}</p>
        <p className="text-xs text-slate-500">
          Queued {formatTimestamp(email.createdAt)} · {email.attempts} {email.attempts === 1 ? 'try' : 'tries'}
        </p>
        {email.lastError ? <p className="text-xs break-words text-red-700">{email.lastError}</p> : null}
      </div>
      <Button variant="outline" size="sm" onClick={onResend} disabled={disabled} className="self-start">
        <RotateCw aria-hidden="true" />
        {isResending ? 'Resending...' : 'Resend'}
        <span className="sr-only"> {email.subject}</span>
      </Button>
    </li>
  );
}
