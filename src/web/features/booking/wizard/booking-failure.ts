import { ApiError } from '@/lib/api';
import { serverMessage } from '../api';
import { BOOKING_FAILED_TITLE } from '../messages';

export const NETWORK_FAILURE_MESSAGE =
  "We couldn't reach our booking service. Please check your connection and try again.";

/** The server's 409 when the total the customer saw is not its own (PRICE_CHANGED_MESSAGE). */
export interface PriceChange {
  /** Whether the server counts the customer as a member (AIA or Vitality). */
  isMember: boolean;
  /** The server's total, two decimals. */
  totalAmount: string;
}

export function priceChangeOf(error: unknown): PriceChange | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const data = error.body?.data;
  if (typeof data !== 'object' || data === null) return null;
  const { isMember, totalAmount } = data as Record<string, unknown>;
  return typeof isMember === 'boolean' && typeof totalAmount === 'string' ? { isMember, totalAmount } : null;
}

export interface BookingFailure {
  title: string;
  description: string;
  /**
   * The server answered and refused, so the next Confirm is a new attempt with a new Idempotency-Key.
   * A lost connection keeps the key: the booking may have been made, and a retry must return it.
   */
  isRefused: boolean;
  /** From a price-changed answer: the membership to price the booking with, so the summary shows the server's total. */
  priceChange: PriceChange | null;
}

/** Spec 000 §8: toast 'Booking Failed' with the server message. */
export function bookingFailure(error: unknown): BookingFailure {
  return {
    title: BOOKING_FAILED_TITLE,
    description: serverMessage(error, NETWORK_FAILURE_MESSAGE),
    isRefused: error instanceof ApiError,
    priceChange: priceChangeOf(error),
  };
}
