import { ApiError } from '@/lib/api';
import {
  CONNECTION_ERROR_DESCRIPTION,
  CONNECTION_ERROR_TITLE,
  TEST_MODE_CONNECTION_MESSAGE,
  TEST_MODE_FETCH_FAILED_MESSAGE,
  TEST_MODE_SERVER_ERROR_MESSAGE,
  TEST_MODE_UPDATE_FAILED_MESSAGE,
  UPDATE_FAILED_TITLE,
} from './messages';

/** What the red alert says: the spec's sentence, and the server's own reason when it gave one. */
export interface FailureText {
  message: string;
  detail?: string;
}

/**
 * Spec 001 §8, reading the mode: a refusal from the server is 'Failed to fetch payment test mode
 * status'; no answer at all is 'Error connecting to the server. Please try again.'.
 */
export function loadFailure(error: unknown): FailureText {
  if (!(error instanceof ApiError)) return { message: TEST_MODE_CONNECTION_MESSAGE };
  return { message: TEST_MODE_FETCH_FAILED_MESSAGE, detail: error.body?.message };
}

export interface UpdateFailure extends FailureText {
  toastTitle: string;
  toastDescription: string;
}

/**
 * Spec 001 §8, changing the mode: no answer is the 'Connection error' toast and 'Error connecting to the
 * server'; a server failure (5xx) is 'Server error. Please try again.'; a refusal (e.g. live mode without
 * Braintree credentials) is 'Failed to update payment test mode' with the server's reason. Both are
 * 'Update failed' toasts.
 */
export function updateFailure(error: unknown): UpdateFailure {
  if (!(error instanceof ApiError)) {
    return {
      message: TEST_MODE_CONNECTION_MESSAGE,
      toastTitle: CONNECTION_ERROR_TITLE,
      toastDescription: CONNECTION_ERROR_DESCRIPTION,
    };
  }
  if (error.status >= 500) {
    return {
      message: TEST_MODE_SERVER_ERROR_MESSAGE,
      toastTitle: UPDATE_FAILED_TITLE,
      toastDescription: TEST_MODE_SERVER_ERROR_MESSAGE,
    };
  }
  const reason = error.body?.message;
  return {
    message: TEST_MODE_UPDATE_FAILED_MESSAGE,
    detail: reason,
    toastTitle: UPDATE_FAILED_TITLE,
    toastDescription: reason ?? TEST_MODE_UPDATE_FAILED_MESSAGE,
  };
}
