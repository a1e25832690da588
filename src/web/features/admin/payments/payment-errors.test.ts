import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { loadFailure, updateFailure } from './payment-errors';

const refusal = new ApiError(400, 'Live mode needs Braintree credentials', {
  success: false,
  message: 'Live mode needs Braintree credentials',
});

describe('payment test mode failures', () => {
  it("tells a refused read from a lost connection, in the spec's words", () => {
    expect(loadFailure(new ApiError(500, '500: Internal Server Error'))).toEqual({
      message: 'Failed to fetch payment test mode status',
      detail: undefined,
    });
    expect(loadFailure(new TypeError('Failed to fetch'))).toEqual({
      message: 'Error connecting to the server. Please try again.',
    });
  });

  it("shows a refused change with the server's reason, in an 'Update failed' toast", () => {
    expect(updateFailure(refusal)).toEqual({
      message: 'Failed to update payment test mode',
      detail: 'Live mode needs Braintree credentials',
      toastTitle: 'Update failed',
      toastDescription: 'Live mode needs Braintree credentials',
    });
  });

  it("says 'Server error' for a server failure and 'Connection error' without an answer", () => {
    expect(updateFailure(new ApiError(502, '502: Bad Gateway'))).toMatchObject({
      message: 'Server error. Please try again.',
      toastTitle: 'Update failed',
      toastDescription: 'Server error. Please try again.',
    });
    expect(updateFailure(new TypeError('Failed to fetch'))).toEqual({
      message: 'Error connecting to the server. Please try again.',
      toastTitle: 'Connection error',
      toastDescription: 'Failed to connect to the server. Please try again.',
    });
  });
});
