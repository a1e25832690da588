import { formatCurrency } from '@domain/shared/money';
import { CreditCard, Loader2, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/lib/i18n';
import { LiveCardForm } from './live-card-form';
import { PAYMENT_SUCCESSFUL_TITLE } from './messages';
import { cardFormOf } from './payment-form-state';
import { TestCardForm, TestCardsHint } from './test-card-form';
import { usePaymentText } from './texts';
import { type CardPaymentOptions, paymentSuccessDescription, useCardPayment } from './use-card-payment';

export interface PaymentFormProps extends CardPaymentOptions {
  /** Cancel: the form closes and the booking stays payable later. */
  onCancel(): void;
}

function PaymentActions({
  amount,
  isProcessing,
  onCancel,
}: {
  amount: string;
  isProcessing: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={isProcessing}>
        {t('cardForm.cancel')}
      </Button>
      <Button type="submit" disabled={isProcessing} className="sm:min-w-44">
        {isProcessing ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            {t('cardForm.processing')}
          </>
        ) : (
          <>
            <Lock aria-hidden="true" />
            {t('cardForm.pay', { amount: formatCurrency(amount, language) })}
          </>
        )}
      </Button>
    </div>
  );
}

/**
 * The inline card payment form (spec 001 §2, §4): loading → ready → processing → success or error.
 * Test mode ('test-' token) shows the simulated card form; live mode loads Braintree's drop-in.
 */
export function PaymentForm({ onCancel, ...options }: PaymentFormProps) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const text = usePaymentText();
  const { state, failedAttempts, pay, retry, formFailed } = useCardPayment(options);
  const cardForm = cardFormOf(state);
  const isProcessing = state.status === 'processing';

  // Closing the form needs no toast: the page says so where the form was, with the way back to it.
  const cancel = onCancel;

  let body: ReactNode;
  if (state.status === 'loading') {
    body = <Spinner label={t('cardForm.loading')} className="py-10" />;
  } else if (state.status === 'success') {
    body = (
      <Alert variant="success" title={text(PAYMENT_SUCCESSFUL_TITLE)}>
        <p>{paymentSuccessDescription(state.outcome, language)}</p>
        <p className="mt-1 break-all">{t('cardForm.transactionId', { transactionId: state.outcome.transactionId })}</p>
      </Alert>
    );
  } else if (!cardForm) {
    body = (
      <div className="space-y-4">
        <Alert variant="error" title={state.status === 'error' ? text(state.message) : undefined} role="alert" />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={cancel}>
            {t('cardForm.cancel')}
          </Button>
          <Button onClick={retry}>{t('cardForm.tryAgain')}</Button>
        </div>
      </div>
    );
  } else {
    const actions = <PaymentActions amount={options.amount} isProcessing={isProcessing} onCancel={cancel} />;
    body = (
      <div className="space-y-4">
        {state.status === 'error' ? <Alert variant="error" title={text(state.message)} role="alert" /> : null}
        {cardForm.mode === 'test' ? (
          <>
            <TestCardsHint />
            <TestCardForm disabled={isProcessing} onPay={pay} actions={actions} />
          </>
        ) : (
          <LiveCardForm
            token={cardForm.token}
            amount={options.amount}
            failedAttempts={failedAttempts}
            disabled={isProcessing}
            onPay={pay}
            onFormFailed={formFailed}
            actions={actions}
          />
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby="payment-heading" className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <div className="mb-4 flex items-start justify-between gap-4">
        <div className="flex items-center gap-2">
          <CreditCard className="size-5 text-brand-700" aria-hidden="true" />
          <h2 id="payment-heading" className="text-base font-semibold text-slate-900">
            {t('cardForm.heading')}
          </h2>
        </div>
        <p className="min-w-0 text-right text-sm text-balance text-slate-600">
          {t('cardForm.amountDue')}{' '}
          <span className="block font-semibold text-slate-900 tabular-nums">
            {formatCurrency(options.amount, language)}
          </span>
        </p>
      </div>
      {body}
    </section>
  );
}
