import { formatTimeLabel, singaporeWallClock } from '@domain/dates';
import { formatCurrency } from '@domain/money';
import type { RunSheet, RunSheetQuery, RunSheetVisit } from '@domain/run-sheet-schemas';
import { runSheetQuerySchema } from '@domain/run-sheet-schemas';

export { ADDRESS_NEEDED_LABEL, hasVisitAddress } from '@domain/run-sheet-schemas';

import { MESSAGE_CHANNEL_LABELS, type ON_MY_WAY_MINUTES, type OnMyWayStatus } from '@domain/text-messages';

/** The sheet the address asks for (?region=central&date=2026-11-23); null until both are valid. */
export function runSheetQueryFrom(search: URLSearchParams): RunSheetQuery | null {
  const result = runSheetQuerySchema.safeParse({ region: search.get('region'), date: search.get('date') });
  return result.success ? result.data : null;
}

/** The form's values checked: the query, or the messages of the missing ones ('Please select a region'). */
export function parseRunSheetForm(values: {
  region: string;
  date: string;
}): { ok: true; query: RunSheetQuery } | { ok: false; errors: Partial<Record<'region' | 'date', string>> } {
  const result = runSheetQuerySchema.safeParse(values);
  if (result.success) return { ok: true, query: result.data };
  const errors: Partial<Record<'region' | 'date', string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === 'date' ? 'date' : 'region';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** '1 Orchard Road, #05-12, Singapore 238801', leaving out what the booking does not have. */
export function visitAddress(visit: Pick<RunSheetVisit, 'address' | 'unitNumber' | 'postalCode'>): string {
  return [visit.address, visit.unitNumber, visit.postalCode ? `Singapore ${visit.postalCode}` : null]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}

/** '1 person' / '3 persons'. */
export const householdText = (count: number) => `${count} ${count === 1 ? 'person' : 'persons'}`;

/** What the nurse collects: '—' when nothing is due, else the amount ('$118.00'). */
export const amountDueText = (amount: string) => (Number(amount) > 0 ? formatCurrency(amount) : '—');

/** 'Mei Tan (Comprehensive)', the main person first. */
export function personLines(visit: Pick<RunSheetVisit, 'persons'>): string[] {
  return visit.persons.map((person) => `${person.firstName} ${person.lastName} (${person.packageName})`);
}

// ---- "On my way" (DESIGN §8.5) ------------------------------------------------------------------

/** The minutes the run sheet offers first: a nurse usually sets off a quarter of an hour ahead. */
export const DEFAULT_ON_MY_WAY_MINUTES: (typeof ON_MY_WAY_MINUTES)[number] = 15;

/** Where a visit's latest "On my way" is: still queued, sent, or given up. */
export type OnMyWayTone = 'sending' | 'sent' | 'failed';

const IN_FLIGHT_STATUSES = new Set(['pending', 'sending']);

/** An instant's Singapore time of day, '10:42 AM'; an unreadable one as given. */
function singaporeTimeOfDay(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : formatTimeLabel(singaporeWallClock(instant).time);
}

/**
 * The line beside the button: 'Sending… 15 min · SMS', 'Sent 15 min · SMS · 10:42 AM · delivered',
 * 'Not sent: failed'. The carrier's report is added whenever there is one.
 */
export function onMyWayStateText(status: OnMyWayStatus): { text: string; tone: OnMyWayTone } {
  const what = `${status.minutes} min · ${MESSAGE_CHANNEL_LABELS[status.channel] ?? status.channel}`;
  const delivery = status.deliveryStatus ? ` · ${status.deliveryStatus}` : '';
  if (IN_FLIGHT_STATUSES.has(status.status)) return { text: `Sending… ${what}${delivery}`, tone: 'sending' };
  if (status.status === 'sent') {
    const at = singaporeTimeOfDay(status.sentAt ?? status.queuedAt);
    return { text: `Sent ${what} · ${at}${delivery}`, tone: 'sent' };
  }
  return { text: `Not sent: ${status.status}${delivery}`, tone: 'failed' };
}

/** Whether a text of the sheet is still on its way: the page then reads the sheet again until it is not. */
export function hasOnMyWayInFlight(sheet: Pick<RunSheet, 'visits'> | undefined): boolean {
  return Boolean(sheet?.visits.some((visit) => visit.onMyWay && IN_FLIGHT_STATUSES.has(visit.onMyWay.status)));
}
