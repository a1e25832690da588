import { REFUND_TIMING_TEXT } from '@domain/bookings/appointment-messages';
import type { CancelAppointmentResult } from '@domain/bookings/responses';
import { formatCurrency } from '@domain/shared/money';
import { CheckCircle2 } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useLanguage, useMessageText } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { REFUND_PENDING_MESSAGE, REFUNDED_MESSAGE } from './messages';

/**
 * What a cancellation gave back, as its answer says: the amount refunded, or that staff will refund it, in
 * the page's language.
 */
export function useRefundText(): (result: CancelAppointmentResult) => string | null {
  const { t } = useTranslation(['manage', 'common']);
  const language = useLanguage();
  const messageText = useMessageText();
  return (result) => {
    switch (result.refund.status) {
      case 'refunded': {
        const timing = messageText(REFUND_TIMING_TEXT);
        const back = result.refund.amount
          ? t('cancelled.refundAmountBack', { amount: formatCurrency(result.refund.amount, language), timing })
          : t('cancelled.refundBack', { timing });
        return t('common:join.sentences', { first: messageText(REFUNDED_MESSAGE), second: back });
      }
      case 'refund_pending':
        return messageText(REFUND_PENDING_MESSAGE);
      case 'none':
        return null;
    }
  };
}

/**
 * After a cancel: that it is done and what comes back, then the way on (home, to book again). The cancel
 * page adds 'Cancel Another Appointment' (spec 000 §2), the rarer need, as a quiet button below.
 */
export function CancelledCard({
  result,
  onStartAgain,
}: {
  result: CancelAppointmentResult;
  onStartAgain?: () => void;
}) {
  const { t } = useTranslation('manage');
  useDocumentTitle(t('cancelled.title'));
  const refund = useRefundText()(result);
  return (
    <Card>
      <CardContent className="flex flex-col items-center pt-8 text-center sm:pt-10">
        <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <CheckCircle2 className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-balance text-slate-900 sm:text-3xl">{t('cancelled.title')}</h1>
        <p className="mt-2 text-slate-600">
          <Trans
            t={t}
            i18nKey="cancelled.text"
            values={{ reference: result.referenceNumber }}
            components={{ reference: <span className="font-mono font-semibold text-slate-900" /> }}
          />
        </p>
        {refund ? (
          <Alert variant={result.refund.status === 'refunded' ? 'success' : 'warning'} className="mt-4 text-left">
            {refund}
          </Alert>
        ) : null}
        <div className="mt-6 flex w-full flex-col items-center gap-2">
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to={paths.home.getHref()}>{t('cancelled.returnHome')}</Link>
          </Button>
          <p className="text-sm text-slate-600">{t('cancelled.bookAgain')}</p>
          {onStartAgain ? (
            <Button variant="ghost" className="mt-2" onClick={onStartAgain}>
              {t('cancelled.cancelAnother')}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
