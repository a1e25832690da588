import type { PaymentOutcome } from '@domain/payments/schemas';
import type { Language } from '@domain/shared/language';
import { formatCurrency, toCents } from '@domain/shared/money';
import i18next from 'i18next';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { fetchClientToken, processCardPayment, recordPayment } from './api';
import {
  CONNECTION_ERROR_MESSAGE,
  CONNECTION_ERROR_TITLE,
  INIT_FAILED_MESSAGE,
  PAYMENT_RECORDED_MESSAGE,
  PAYMENT_RECORDED_TITLE,
  PAYMENT_SUCCESSFUL_TITLE,
} from './messages';
import {
  canSubmit,
  initialPaymentFormState,
  type PaymentFormState,
  paymentFailureOf,
  paymentFormReducer,
  tokenFailureOf,
} from './payment-form-state';
import type { CardPaymentMethod } from './test-card';
import { currentLanguage, usePaymentText } from './texts';

export interface CardPaymentOptions {
  registrationId: string;
  /** The balance the page shows ('128.62'): the server compares it and charges its own figure. */
  amount: string;
  /**
   * Spec 001 §5: with nothing left to pay, no card is charged; the form reports a prepaid payment
   * instead (the server decides whether its records agree). Its failure falls through to the card form.
   */
  prepaidPayment?: { transactionId: string; method: string };
  /** The card was charged (or the prepaid booking was recorded): the page reloads the booking. */
  onPaid(outcome: PaymentOutcome): void;
  /** The server says the booking is not as the page shows it (already paid, amount changed, ...). */
  onBookingChanged(): void;
}

const SETTLED_STATUSES = new Set(['paid', 'completed']);

/** One toast for the outcome of the latest attempt: a success replaces the decline before it. */
const OUTCOME_TOAST = { id: 'card-payment-outcome' } as const;

/** 'Your card was charged $128.62.' and, when a card offer (BIN discount) applied, what it saved. */
export function paymentSuccessDescription(outcome: PaymentOutcome, language: Language = currentLanguage()): string {
  const amount = formatCurrency(outcome.amount, language);
  if (Number(outcome.cardDiscountAmount) <= 0) return i18next.t('payments:cardForm.charged', { lng: language, amount });
  const saved = formatCurrency(outcome.cardDiscountAmount, language);
  return i18next.t('payments:cardForm.chargedWithOffer', { lng: language, amount, saved });
}

/**
 * The payment form's behaviour: a fresh client token on every start, then one payment attempt at a
 * time (POST /api/payments/process, then the record-payment call), with the spec's toasts.
 */
export function useCardPayment(options: CardPaymentOptions) {
  const [state, dispatch] = useReducer(paymentFormReducer, initialPaymentFormState);
  // Counts refused attempts, so that the card form can make way for another card after each.
  const [failedAttempts, setFailedAttempts] = useState(0);
  // The latest props for the async work below, without restarting it when the page re-renders.
  const latest = useRef(options);
  latest.current = options;
  const stateRef = useRef<PaymentFormState>(state);
  stateRef.current = state;
  // The toasts are said in the page's language at the moment they come.
  const paymentText = usePaymentText();
  const text = useRef(paymentText);
  text.current = paymentText;

  useEffect(() => {
    if (state.status !== 'loading') return;
    let active = true;
    void (async () => {
      const { amount, prepaidPayment, registrationId } = latest.current;
      // Asked again on each start: the server's answer is the same for the same records.
      if (prepaidPayment && toCents(amount) <= 0) {
        try {
          const result = await recordPayment(registrationId, { ...prepaidPayment, amount: '0.00' });
          if (!active) return;
          if (SETTLED_STATUSES.has(result.status)) {
            const outcome: PaymentOutcome = {
              transactionId: result.transactionId ?? prepaidPayment.transactionId,
              amount: '0.00',
              status: 'paid',
              cardDiscountAmount: '0.00',
            };
            dispatch({ type: 'prepaid', outcome });
            latest.current.onPaid(outcome);
            return;
          }
        } catch (error) {
          // Spec 001 §8: logged, then the normal card flow.
          console.warn('Completing the prepaid booking failed; showing the card form', error);
        }
      }
      try {
        const response = await fetchClientToken();
        if (!active) return;
        if (typeof response.token === 'string' && response.token !== '') {
          dispatch({ type: 'token_received', token: response.token });
        } else {
          dispatch({ type: 'token_failed', message: INIT_FAILED_MESSAGE });
        }
      } catch (error) {
        if (!active) return;
        const failure = tokenFailureOf(error);
        if (failure.connectionToast) {
          toast.error(text.current(CONNECTION_ERROR_TITLE), { description: text.current(CONNECTION_ERROR_MESSAGE) });
        }
        dispatch({ type: 'token_failed', message: failure.message });
      }
    })();
    return () => {
      active = false;
    };
  }, [state.status]);

  /** One attempt: `getMethod` reads the card form (the test form's nonce, or the drop-in's). */
  const pay = useCallback(async (getMethod: () => Promise<CardPaymentMethod>) => {
    if (!canSubmit(stateRef.current)) return;
    dispatch({ type: 'submit' });
    const { registrationId, amount } = latest.current;
    try {
      const method = await getMethod();
      const outcome = await processCardPayment({
        registrationId,
        nonce: method.nonce,
        deviceData: method.deviceData ?? null,
        paymentType: method.paymentType,
        paymentDetails: method.paymentDetails,
        amount,
      });
      try {
        await recordPayment(registrationId, {
          transactionId: outcome.transactionId,
          amount: outcome.amount,
          method: 'card',
        });
      } catch {
        toast.warning(text.current(PAYMENT_RECORDED_TITLE), { description: text.current(PAYMENT_RECORDED_MESSAGE) });
      }
      toast.success(text.current(PAYMENT_SUCCESSFUL_TITLE), {
        ...OUTCOME_TOAST,
        description: paymentSuccessDescription(outcome),
      });
      dispatch({ type: 'paid', outcome });
      latest.current.onPaid(outcome);
    } catch (error) {
      const failure = paymentFailureOf(error);
      toast.error(text.current(failure.toastTitle), {
        ...OUTCOME_TOAST,
        description: text.current(failure.toastDescription),
      });
      dispatch({ type: 'failed', message: failure.message });
      setFailedAttempts((count) => count + 1);
      if (failure.bookingChanged) latest.current.onBookingChanged();
    }
  }, []);

  const retry = useCallback(() => dispatch({ type: 'retry' }), []);
  const formFailed = useCallback((message: string) => dispatch({ type: 'form_failed', message }), []);

  return { state, failedAttempts, pay, retry, formFailed };
}
