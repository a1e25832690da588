import type { StaffVisitEvent, VisitEventType, VisitResult } from '@domain/nurse/schemas';
import { formatTimeLabel, singaporeWallClock } from '@domain/shared/dates';
import { formatTimestamp } from '../format';

// The visit log of the order details (DESIGN §8.12): what the nurse pressed, when, and how it went.

export const VISIT_EVENT_LABELS: Readonly<Record<VisitEventType, string>> = {
  on_my_way: 'On my way',
  arrived: 'Arrived',
  done: 'Done',
};

export const VISIT_RESULT_LABELS: Readonly<Record<VisitResult, string>> = {
  screened: 'Screened',
  partly: 'Partly',
  refused: 'Refused',
  not_home: 'Not at home',
};

/**
 * How much later than the press its arrival must be to be worth saying: a phone offline in a lift or a
 * basement sends its presses on reconnect, with the times they were made.
 */
export const LATE_ARRIVAL_MS = 60_000;

export function arrivedLate(event: Pick<StaffVisitEvent, 'at' | 'receivedAt'>): boolean {
  const at = new Date(event.at).getTime();
  const received = new Date(event.receivedAt).getTime();
  return Number.isFinite(at) && Number.isFinite(received) && received - at > LATE_ARRIVAL_MS;
}

/** 'sent at 11:30 AM' the same day (Singapore), else with its date; null when it came at once. */
export function sentAtText(event: Pick<StaffVisitEvent, 'at' | 'receivedAt'>): string | null {
  if (!arrivedLate(event)) return null;
  const pressed = singaporeWallClock(new Date(event.at));
  const received = singaporeWallClock(new Date(event.receivedAt));
  return `sent at ${pressed.date === received.date ? formatTimeLabel(received.time) : formatTimestamp(event.receivedAt)}`;
}

/** A person's outcome: 'Screened', 'Partly: no blood taken', 'Refused', 'Not at home'. */
export function outcomeText(entry: { result: VisitResult; note: string | null }): string {
  const label = VISIT_RESULT_LABELS[entry.result] ?? entry.result;
  return entry.result === 'partly' && entry.note?.trim() ? `${label}: ${entry.note.trim()}` : label;
}
