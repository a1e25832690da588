import { TEST_CARDS } from '@domain/payments/test-cards';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { CARD_NUMBER_INVALID_MESSAGE, TEST_FORM_DELAY_MS } from './messages';
import {
  type CardPaymentMethod,
  formatCardNumberInput,
  formatExpiryInput,
  type TestCardValues,
  testCardPaymentMethod,
  validateCardHolderName,
  validateCardNumber,
  validateCvv,
  validateExpiry,
} from './test-card';
import { usePaymentText } from './texts';

/** Spec 001 §4: the simulated test payment interface appears after 1 second. */
function useShownAfter(delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return shown;
}

export function TestCardsHint() {
  const { t } = useTranslation('payments');
  return (
    <Alert variant="info" title={t('testCard.title')}>
      <p>{t('testCard.intro')}</p>
      <ul className="mt-1 space-y-0.5">
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <span className="font-mono font-semibold tabular-nums">{card.number}</span>{' '}
            {card.outcome.approved ? t('testCard.approved') : t('testCard.declined')}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * Test mode's card form. The card number becomes a nonce on the page (simulatedNonceFor): the full
 * number, the expiry date, the CVV and the card holder's name are never sent.
 */
export function TestCardForm({
  disabled,
  onPay,
  actions,
}: {
  disabled: boolean;
  onPay: (getMethod: () => Promise<CardPaymentMethod>) => void;
  /** The Pay (submit) and Cancel buttons. */
  actions: ReactNode;
}) {
  const { t } = useTranslation('payments');
  const text = usePaymentText();
  const shown = useShownAfter(TEST_FORM_DELAY_MS);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<TestCardValues>({
    defaultValues: { cardNumber: '', expiry: '', cvv: '', cardHolderName: '' },
    mode: 'onTouched',
  });

  // A field's error is a key of the catalogue (the rules of test-card.ts), said in the page's language.
  const errorText = (message: string | undefined) => (message ? text(message) : undefined);

  if (!shown) {
    return (
      <output className="block space-y-3" aria-live="polite">
        <span className="sr-only">{t('testCard.preparing')}</span>
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-10 w-full" />
        <div className="grid grid-cols-2 gap-3">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
        <Skeleton className="h-10 w-full" />
        {/* Where the Cancel and Pay buttons come, so that nothing below moves when the form appears. */}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Skeleton className="h-10 sm:w-20" />
          <Skeleton className="h-10 sm:w-44" />
        </div>
      </output>
    );
  }

  const submit = handleSubmit((values) => {
    const method = testCardPaymentMethod(values.cardNumber);
    if (!method) {
      setError('cardNumber', { message: CARD_NUMBER_INVALID_MESSAGE });
      return;
    }
    onPay(async () => method);
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('testCard.formLabel')}>
      <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="card-number"
          label={t('testCard.cardNumber')}
          error={errorText(errors.cardNumber?.message)}
          className="sm:col-span-2"
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="4111 1111 1111 1111"
              maxLength={23}
              className="font-mono tabular-nums"
              {...register('cardNumber', {
                validate: validateCardNumber,
                onChange: (event) => setValue('cardNumber', formatCardNumberInput(event.target.value)),
              })}
            />
          )}
        </FormField>
        <FormField id="card-expiry" label={t('testCard.expiry')} error={errorText(errors.expiry?.message)}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={5}
              {...register('expiry', {
                validate: (value) => validateExpiry(value),
                onChange: (event) => setValue('expiry', formatExpiryInput(event.target.value)),
              })}
            />
          )}
        </FormField>
        <FormField id="card-cvv" label={t('testCard.cvv')} error={errorText(errors.cvv?.message)}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              {...register('cvv', { validate: validateCvv })}
            />
          )}
        </FormField>
        <FormField
          id="card-holder-name"
          label={t('testCard.cardHolderName')}
          error={errorText(errors.cardHolderName?.message)}
          className="sm:col-span-2"
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="cc-name"
              {...register('cardHolderName', { validate: validateCardHolderName })}
            />
          )}
        </FormField>
      </fieldset>
      {actions}
    </form>
  );
}
