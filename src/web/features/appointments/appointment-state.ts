import type { RegistrationLookup } from '@domain/bookings/responses';
import { formatSingaporeDateTime } from '@domain/shared/dates';
import type { Language } from '@domain/shared/language';
import { ApiError } from '@/lib/api';
import { LOOKUP_FAILED_MESSAGE, REGISTRATION_NOT_FOUND_MESSAGE } from './messages';

/**
 * What the cancel page offers for a booking it looked up: nothing more for a cancelled one (spec 000
 * §2, 'Appointment Already Cancelled'); the clinic's contact inside the cut-off; nothing for one that
 * can no longer change (expired, past, completed); otherwise cancel and reschedule, until the cut-off
 * (written in `language`). The clinic's contact message is the server's, in the caller's language.
 */
export type AppointmentState =
  | { kind: 'cancelled' }
  | { kind: 'cut-off'; message: string }
  | { kind: 'closed' }
  | { kind: 'open'; cutoffLabel: string };

export function appointmentStateOf(
  booking: Pick<RegistrationLookup, 'status' | 'canSelfServe' | 'clinicContactMessage' | 'changeCutoffAt'>,
  language: Language = 'en',
): AppointmentState {
  if (booking.status === 'cancelled') return { kind: 'cancelled' };
  if (booking.canSelfServe) {
    return { kind: 'open', cutoffLabel: formatSingaporeDateTime(booking.changeCutoffAt, 'long', language) };
  }
  if (booking.clinicContactMessage) return { kind: 'cut-off', message: booking.clinicContactMessage };
  return { kind: 'closed' };
}

/**
 * Spec 000 §8: a 404 is 'Registration not found…', any other failure 'Failed to lookup registration…'
 * (the domain's English messages: the page shows them through useMessageText).
 */
export function lookupErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 404 ? REGISTRATION_NOT_FOUND_MESSAGE : LOOKUP_FAILED_MESSAGE;
}
