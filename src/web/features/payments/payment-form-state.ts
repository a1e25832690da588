import type { PaymentOutcome } from '@domain/payments/schemas';
import { ApiError } from '@/lib/api';
import {
  CONNECTION_ERROR_MESSAGE,
  CONNECTION_ERROR_TITLE,
  INIT_FAILED_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  PAYMENT_ERROR_TITLE,
  PAYMENT_FAILED_TITLE,
  PROCESSING_ERROR_MESSAGE,
  PROCESSING_FAILED_MESSAGE,
  TEST_TOKEN_PREFIX,
} from './messages';

// The payment form's states (spec 001 §4): loading → ready (token received) → processing → success or
// error. An error after a token was received keeps the token, so the card form stays usable and the
// customer can try another card; an error before (no token, or the card form could not be built)
// offers only a fresh start.

/** 'test': the simulated test card form; 'live': Braintree's drop-in. */
export type PaymentMode = 'test' | 'live';

export type PaymentFormState =
  | { status: 'loading' }
  | { status: 'ready'; token: string; mode: PaymentMode }
  | { status: 'processing'; token: string; mode: PaymentMode }
  | { status: 'success'; outcome: PaymentOutcome }
  | { status: 'error'; message: string; token: string | null; mode: PaymentMode | null };

export type PaymentFormEvent =
  | { type: 'token_received'; token: string }
  | { type: 'token_failed'; message: string }
  /** The card form itself could not be loaded or built (the drop-in). */
  | { type: 'form_failed'; message: string }
  | { type: 'submit' }
  | { type: 'paid'; outcome: PaymentOutcome }
  /** Spec 001 §5: nothing to pay, and the server recorded the booking as prepaid without a card. */
  | { type: 'prepaid'; outcome: PaymentOutcome }
  | { type: 'failed'; message: string }
  /** Start again with a fresh token, after an error that left no usable form. */
  | { type: 'retry' };

export const initialPaymentFormState: PaymentFormState = { status: 'loading' };

/** Spec 001 §4: a token starting with 'test-' switches to the simulated test payment interface. */
export function paymentModeOf(token: string): PaymentMode {
  return token.startsWith(TEST_TOKEN_PREFIX) ? 'test' : 'live';
}

/** The token and mode of a state whose card form is on screen (and usable unless processing). */
export function cardFormOf(state: PaymentFormState): { token: string; mode: PaymentMode } | null {
  if (state.status === 'ready' || state.status === 'processing') return { token: state.token, mode: state.mode };
  if (state.status === 'error' && state.token !== null && state.mode !== null) {
    return { token: state.token, mode: state.mode };
  }
  return null;
}

export function canSubmit(state: PaymentFormState): boolean {
  return state.status !== 'processing' && cardFormOf(state) !== null;
}

export function paymentFormReducer(state: PaymentFormState, event: PaymentFormEvent): PaymentFormState {
  switch (event.type) {
    case 'token_received':
      return state.status === 'loading'
        ? { status: 'ready', token: event.token, mode: paymentModeOf(event.token) }
        : state;
    case 'token_failed':
      return state.status === 'loading' ? { status: 'error', message: event.message, token: null, mode: null } : state;
    case 'form_failed':
      return state.status === 'ready'
        ? { status: 'error', message: event.message, token: null, mode: state.mode }
        : state;
    case 'submit': {
      const form = canSubmit(state) ? cardFormOf(state) : null;
      return form ? { status: 'processing', ...form } : state;
    }
    case 'paid':
      return state.status === 'processing' ? { status: 'success', outcome: event.outcome } : state;
    case 'prepaid':
      return state.status === 'loading' ? { status: 'success', outcome: event.outcome } : state;
    case 'failed':
      return state.status === 'processing'
        ? { status: 'error', message: event.message, token: state.token, mode: state.mode }
        : state;
    case 'retry':
      return state.status === 'error' && state.token === null ? initialPaymentFormState : state;
  }
}

/**
 * What the customer is told when a payment attempt fails: the form's error text and a toast, each a key
 * of the payments catalogue or the server's own words (shown through usePaymentText()).
 */
export interface PaymentFailure {
  message: string;
  toastTitle: string;
  toastDescription: string;
  /**
   * The server says the booking is not what the page shows (already paid, no longer payable, amount
   * changed, a payment under way): the page reloads the booking to show what it is now.
   */
  bookingChanged: boolean;
}

/** A failure on the page itself whose message is shown (NOT_INITIALIZED_MESSAGE: 'Payment system not initialized'). */
export class PaymentFormError extends Error {
  override name = 'PaymentFormError';
}

/** A fetch that got no answer at all (offline, connection refused) rejects with a TypeError. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * Spec 001 §8. The server's envelope names the reason (a decline with the processor's words, the
 * amount changed, the processor unavailable), so its message is shown as it is; no answer at all is a
 * connection error; an answer that is not the envelope (a proxy's error page) is 'Payment processing
 * failed'; anything else that went wrong on the page (the drop-in refusing to tokenise) is a payment error.
 */
export function paymentFailureOf(error: unknown): PaymentFailure {
  if (error instanceof ApiError) {
    const message = error.body?.message || PROCESSING_FAILED_MESSAGE;
    return {
      message,
      toastTitle: PAYMENT_FAILED_TITLE,
      toastDescription: message,
      bookingChanged: error.status === 409,
    };
  }
  if (error instanceof PaymentFormError) {
    return {
      message: error.message,
      toastTitle: PAYMENT_ERROR_TITLE,
      toastDescription: error.message,
      bookingChanged: false,
    };
  }
  if (isNetworkFailure(error)) {
    return {
      message: NETWORK_ERROR_MESSAGE,
      toastTitle: CONNECTION_ERROR_TITLE,
      toastDescription: CONNECTION_ERROR_MESSAGE,
      bookingChanged: false,
    };
  }
  return {
    message: PROCESSING_ERROR_MESSAGE,
    toastTitle: PAYMENT_ERROR_TITLE,
    toastDescription: PROCESSING_ERROR_MESSAGE,
    bookingChanged: false,
  };
}

/** The client token call failed: the server answered (no token to give), or nothing answered. */
export function tokenFailureOf(error: unknown): { message: string; connectionToast: boolean } {
  if (isNetworkFailure(error)) return { message: NETWORK_ERROR_MESSAGE, connectionToast: true };
  return { message: INIT_FAILED_MESSAGE, connectionToast: false };
}
