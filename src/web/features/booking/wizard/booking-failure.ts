import type { PriceChange } from '@domain/bookings/responses';
import { ApiError, serverMessage } from '@/lib/api';
import { priceChangeOf } from '../api';
import { BOOKING_FAILED_TITLE } from '../messages';

export const NETWORK_FAILURE_MESSAGE =
  "We couldn't reach our booking service. Please check your connection and try again.";

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
