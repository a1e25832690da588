import type { PriceChange } from '@domain/bookings/responses';
import { ApiError, serverMessage } from '@/lib/api';
import { priceChangeOf } from '../api';
import { bookingText } from '../booking-texts';

export interface BookingFailure {
  title: string;
  /** The server's message as it answered it (a shared rule's, shown through `useMessageText()`), or ours. */
  description: string;
  /**
   * The server answered and refused, so the next Confirm is a new attempt with a new Idempotency-Key.
   * A lost connection keeps the key: the booking may have been made, and a retry must return it.
   */
  isRefused: boolean;
  /** From a price-changed answer: the membership to price the booking with, so the summary shows the server's total. */
  priceChange: PriceChange | null;
}

/** Spec 000 §8: toast 'Booking Failed' with the server message (in the page's language). */
export function bookingFailure(error: unknown): BookingFailure {
  return {
    title: bookingText('toasts.bookingFailed'),
    description: serverMessage(error, bookingText('toasts.networkFailure')),
    isRefused: error instanceof ApiError,
    priceChange: priceChangeOf(error),
  };
}
