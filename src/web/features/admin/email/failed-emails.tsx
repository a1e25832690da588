import type { OutboxItem } from '@domain/notifications/email-schemas';
import { MESSAGE_CHANNEL_LABELS } from '@domain/notifications/text-messages';
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
 * The messages that used up their tries, newest first: one outbox for emails, SMS and WhatsApp
 * (DESIGN §8.5), each with its channel, the last answer of the mail server or carrier, and 'Resend',
 * which queues it again for the worker.
 */
export function FailedEmails() {
  const failed = useFailedEmails();
  const resend = useResendEmail();

  return (
    <section aria-labelledby="failed-emails-heading" className="space-y-3">
      <div>
        <h2 id="failed-emails-heading" className="text-lg font-bold text-slate-900">
          Failed messages
        </h2>
        <p className="text-sm text-slate-600">Emails and text messages that could not be sent after every retry.</p>
      </div>
      {failed.isError ? (
        <Alert variant="error">Failed messages could not be loaded: {failed.error.message}</Alert>
      ) : failed.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : failed.data.length === 0 ? (
        <Card className="flex items-center gap-2 p-4 text-sm text-slate-600">
          <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />
          No failed messages.
        </Card>
      ) : (
        <Card>
          <ul className="divide-y divide-slate-100">
            {failed.data.map((message) => (
              <FailedMessageRow
                key={message.id}
                message={message}
                isResending={resend.isPending && resend.variables === message.id}
                onResend={() => resend.mutate(message.id)}
                disabled={resend.isPending}
              />
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}

/** One failed message: its channel and kind, what it was about, to whom, and why it failed. */
export function FailedMessageRow({
  message,
  isResending,
  disabled,
  onResend,
}: {
  message: OutboxItem;
  isResending: boolean;
  disabled: boolean;
  onResend: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="neutral">{MESSAGE_CHANNEL_LABELS[message.channel] ?? message.channel}</Badge>
          <Badge variant="danger">{emailKindLabel(message.kind)}</Badge>
          <p className="font-semibold break-words text-slate-900">{message.subject}</p>
        </div>
        <p className="text-sm break-all text-slate-700">To {message.toAddress}</p>
        <p className="text-xs text-slate-500">
          Queued {formatTimestamp(message.createdAt)} · {message.attempts} {message.attempts === 1 ? 'try' : 'tries'}
          {message.deliveryStatus ? ` · carrier: ${message.deliveryStatus}` : null}
        </p>
        {message.lastError ? <p className="text-xs break-words text-red-700">{message.lastError}</p> : null}
      </div>
      <Button variant="outline" size="sm" onClick={onResend} disabled={disabled} className="self-start">
        <RotateCw aria-hidden="true" />
        {isResending ? 'Resending...' : 'Resend'}
        <span className="sr-only"> {message.subject}</span>
      </Button>
    </li>
  );
}
