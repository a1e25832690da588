import type { BookAgain } from '@domain/bookings/responses';
import type { Executor } from '../../db/client';
import { findEventSummary } from '../events';
import { requireBooking } from './booking-lock';
import { requireBookingToken } from './holds';

/**
 * GET /api/registrations/{id}/book-again: where "Book again" leads for a booking, only with its token. A
 * partner booking books again through its own partner link (its code takes the prepaid amount off
 * again), which names the customer's partner booking: so it is never answered by reference alone.
 * Any other booking books again on its event's page.
 */
export async function readBookAgain(
  db: Executor,
  registrationId: string,
  token: string | undefined,
): Promise<BookAgain> {
  await requireBookingToken(db, registrationId, token);
  const booking = await requireBooking(db, registrationId);
  if (booking.wcBookingCode) return { path: `/wc/${encodeURIComponent(booking.wcBookingCode)}` };
  const event = await findEventSummary(db, booking.eventId);
  return { path: event ? `/events/${encodeURIComponent(event.slug)}` : '/' };
}
