import type { PaymentOutcome } from '@domain/payments/schemas';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  CONNECTION_ERROR_MESSAGE,
  CONNECTION_ERROR_TITLE,
  INIT_FAILED_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NOT_INITIALIZED_MESSAGE,
  PAYMENT_ERROR_TITLE,
  PAYMENT_FAILED_TITLE,
  PROCESSING_ERROR_MESSAGE,
  PROCESSING_FAILED_MESSAGE,
} from './messages';
import {
  canSubmit,
  initialPaymentFormState,
  PaymentFormError,
  type PaymentFormEvent,
  type PaymentFormState,
  paymentFailureOf,
  paymentFormReducer,
  paymentModeOf,
  tokenFailureOf,
} from './payment-form-state';

const outcome: PaymentOutcome = {
  transactionId: 'sim_txn_1',
  amount: '128.62',
  status: 'paid',
  cardDiscountAmount: '0.00',
};

const run = (...events: PaymentFormEvent[]): PaymentFormState =>
  events.reduce(paymentFormReducer, initialPaymentFormState);

const declined = 'Your card was declined (Do Not Honor). Please try another card.';

describe('payment form states', () => {
  it("switches to the simulated test form for a token starting with 'test-', else to the drop-in", () => {
    expect(paymentModeOf('test-abc123')).toBe('test');
    expect(paymentModeOf('eyJ2ZXJzaW9uIjoyfQ==')).toBe('live');
    expect(run({ type: 'token_received', token: 'test-abc' })).toEqual({
      status: 'ready',
      token: 'test-abc',
      mode: 'test',
    });
  });

  it('goes loading → ready → processing → success', () => {
    const processing = run({ type: 'token_received', token: 'live-token' }, { type: 'submit' });
    expect(processing).toEqual({ status: 'processing', token: 'live-token', mode: 'live' });
    expect(paymentFormReducer(processing, { type: 'paid', outcome })).toEqual({ status: 'success', outcome });
  });

  it('keeps the card form usable after a decline, so that another card can pay', () => {
    const afterDecline = run(
      { type: 'token_received', token: 'test-abc' },
      { type: 'submit' },
      { type: 'failed', message: declined },
    );
    expect(afterDecline).toEqual({ status: 'error', message: declined, token: 'test-abc', mode: 'test' });
    expect(canSubmit(afterDecline)).toBe(true);
    const retried = paymentFormReducer(afterDecline, { type: 'submit' });
    expect(retried).toEqual({ status: 'processing', token: 'test-abc', mode: 'test' });
    expect(paymentFormReducer(retried, { type: 'paid', outcome }).status).toBe('success');
  });

  it('takes one attempt at a time: a second submit while processing changes nothing', () => {
    const processing = run({ type: 'token_received', token: 'test-abc' }, { type: 'submit' });
    expect(canSubmit(processing)).toBe(false);
    expect(paymentFormReducer(processing, { type: 'submit' })).toBe(processing);
  });

  it('offers only a fresh start when no token came, and loads a new one on retry', () => {
    const failed = run({ type: 'token_failed', message: INIT_FAILED_MESSAGE });
    expect(failed).toEqual({ status: 'error', message: INIT_FAILED_MESSAGE, token: null, mode: null });
    expect(canSubmit(failed)).toBe(false);
    expect(paymentFormReducer(failed, { type: 'submit' })).toBe(failed);
    expect(paymentFormReducer(failed, { type: 'retry' })).toEqual(initialPaymentFormState);
  });

  it('drops the token when the drop-in cannot be built, so that a retry starts over', () => {
    const failed = run({ type: 'token_received', token: 'live-token' }, { type: 'form_failed', message: 'x' });
    expect(failed).toEqual({ status: 'error', message: 'x', token: null, mode: 'live' });
    expect(paymentFormReducer(failed, { type: 'retry' })).toEqual(initialPaymentFormState);
  });

  it('does not restart a form that is still usable, nor a paid one', () => {
    const afterDecline = run(
      { type: 'token_received', token: 'test-abc' },
      { type: 'submit' },
      { type: 'failed', message: declined },
    );
    expect(paymentFormReducer(afterDecline, { type: 'retry' })).toBe(afterDecline);
    const paid = paymentFormReducer(run({ type: 'token_received', token: 't' }, { type: 'submit' }), {
      type: 'paid',
      outcome,
    });
    expect(paymentFormReducer(paid, { type: 'submit' })).toBe(paid);
    expect(paymentFormReducer(paid, { type: 'failed', message: 'late' })).toBe(paid);
  });

  it('goes straight to success when a zero balance was recorded as prepaid', () => {
    expect(run({ type: 'prepaid', outcome })).toEqual({ status: 'success', outcome });
  });

  it('ignores a token that arrives after the form already failed or moved on', () => {
    const ready = run({ type: 'token_received', token: 'test-a' });
    expect(paymentFormReducer(ready, { type: 'token_received', token: 'test-b' })).toBe(ready);
  });
});

describe('payment failures', () => {
  it("shows the server's decline message (402) with the toast 'Payment Failed'", () => {
    const failure = paymentFailureOf(new ApiError(402, declined, { success: false, message: declined }));
    expect(failure).toEqual({
      message: declined,
      toastTitle: PAYMENT_FAILED_TITLE,
      toastDescription: declined,
      bookingChanged: false,
    });
  });

  it('reloads the booking after a 409 (already paid, amount changed, payment in progress)', () => {
    const message = 'The amount due for this booking has changed. Please reload the page to see the new amount.';
    const failure = paymentFailureOf(
      new ApiError(409, message, { success: false, message, data: { amountDue: '100.00' } } as never),
    );
    expect(failure.message).toBe(message);
    expect(failure.bookingChanged).toBe(true);
  });

  it("says 'Payment processing failed' when the answer is not the server's envelope", () => {
    expect(paymentFailureOf(new ApiError(502, '502: Bad Gateway')).message).toBe(PROCESSING_FAILED_MESSAGE);
  });

  it('calls a fetch with no answer a connection error', () => {
    expect(paymentFailureOf(new TypeError('Failed to fetch'))).toEqual({
      message: NETWORK_ERROR_MESSAGE,
      toastTitle: CONNECTION_ERROR_TITLE,
      toastDescription: CONNECTION_ERROR_MESSAGE,
      bookingChanged: false,
    });
  });

  it("shows a page-side failure with the toast 'Payment Error'", () => {
    expect(paymentFailureOf(new PaymentFormError(NOT_INITIALIZED_MESSAGE))).toMatchObject({
      message: NOT_INITIALIZED_MESSAGE,
      toastTitle: PAYMENT_ERROR_TITLE,
    });
    expect(paymentFailureOf(new Error('No payment method is available.'))).toMatchObject({
      message: PROCESSING_ERROR_MESSAGE,
      toastTitle: PAYMENT_ERROR_TITLE,
    });
  });

  it('tells a failed token call from a lost connection', () => {
    expect(tokenFailureOf(new ApiError(503, 'unavailable'))).toEqual({
      message: INIT_FAILED_MESSAGE,
      connectionToast: false,
    });
    expect(tokenFailureOf(new TypeError('Failed to fetch'))).toEqual({
      message: NETWORK_ERROR_MESSAGE,
      connectionToast: true,
    });
  });
});
