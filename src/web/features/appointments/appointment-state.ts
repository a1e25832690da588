import type { RegistrationLookup } from '@domain/api-schemas';
import { formatDateLabel, formatTimeLabel, todayInSingapore } from '@domain/dates';
import { ApiError } from '@/lib/api';
import { LOOKUP_FAILED_MESSAGE, REGISTRATION_NOT_FOUND_MESSAGE } from './messages';

/**
 * What the cancel page offers for a booking it looked up: nothing more for a cancelled one (spec 000
 * §2, 'Appointment Already Cancelled'); the clinic's contact inside the cut-off; nothing for one that
 * can no longer change (expired, past, completed); otherwise cancel and reschedule.
 */
export type AppointmentState =
  | { kind: 'cancelled' }
  | { kind: 'cut-off'; message: string }
  | { kind: 'closed' }
  | { kind: 'open'; cutoffLabel: string };

export function appointmentStateOf(
  booking: Pick<RegistrationLookup, 'status' | 'canSelfServe' | 'clinicContactMessage' | 'changeCutoffAt'>,
): AppointmentState {
  if (booking.status === 'cancelled') return { kind: 'cancelled' };
  if (booking.canSelfServe) return { kind: 'open', cutoffLabel: singaporeDateTimeLabel(booking.changeCutoffAt) };
  if (booking.clinicContactMessage) return { kind: 'cut-off', message: booking.clinicContactMessage };
  return { kind: 'closed' };
}

/** Spec 000 §8: a 404 is 'Registration not found…', any other failure 'Failed to lookup registration…'. */
export function lookupErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 404 ? REGISTRATION_NOT_FOUND_MESSAGE : LOOKUP_FAILED_MESSAGE;
}

/** An instant (ISO 8601) as Singapore's wall clock: 'Sun, 22 Nov 2026, 9:00 AM'; the text itself if unreadable. */
export function singaporeDateTimeLabel(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const date = todayInSingapore(instant);
  // Singapore is UTC+8 all year (dates.ts): the wall-clock time is the UTC time eight hours on.
  const local = new Date(instant.getTime() + 8 * 60 * 60 * 1000);
  const time = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatDateLabel(date)}, ${formatTimeLabel(time)}`;
}
