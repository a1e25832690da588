import { changeCutoffMessage } from '@domain/bookings/appointment-messages';
import { singaporeDateTime } from '@domain/shared/dates';

/** Statuses a customer may still cancel or reschedule: the booking is live and its visit ahead. */
export const SELF_SERVICE_STATUSES: readonly string[] = ['pending_payment', 'confirmed', 'paid'];
/** Statuses whose participants may change: nothing has been paid yet (pay by card later, or on the day). */
export const UNPAID_STATUSES: readonly string[] = ['pending_payment', 'confirmed'];

const HOUR_MS = 3_600_000;

/** The last moment of self-service changes: the visit's start less the cut-off. */
export function changeCutoffAt(slot: { date: string; time: string }, cutoffHours: number): Date {
  return new Date(singaporeDateTime(slot.date, slot.time).getTime() - cutoffHours * HOUR_MS);
}

export function isBeforeCutoff(slot: { date: string; time: string }, cutoffHours: number, now: Date): boolean {
  return now.getTime() < changeCutoffAt(slot, cutoffHours).getTime();
}

export interface SelfServiceState {
  canSelfServe: boolean;
  canChangeParticipants: boolean;
  changeCutoffAt: string;
  clinicContactMessage: string | null;
}

/** What the cancel and participants pages may offer for a booking, and what to say when they may not. */
export function selfServiceState(options: {
  status: string;
  slot: { date: string; time: string };
  cutoffHours: number;
  now: Date;
}): SelfServiceState {
  const { status, slot, cutoffHours, now } = options;
  const isLive = SELF_SERVICE_STATUSES.includes(status);
  const beforeCutoff = isBeforeCutoff(slot, cutoffHours, now);
  return {
    canSelfServe: isLive && beforeCutoff,
    canChangeParticipants: UNPAID_STATUSES.includes(status) && beforeCutoff,
    changeCutoffAt: changeCutoffAt(slot, cutoffHours).toISOString(),
    clinicContactMessage: isLive && !beforeCutoff ? changeCutoffMessage(cutoffHours) : null,
  };
}
