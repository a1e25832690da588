import type { RunSheet, RunSheetQuery, RunSheetVisit } from '@domain/run-sheet/schemas';
import { runSheetQuerySchema } from '@domain/run-sheet/schemas';
import { formatTimeLabel, singaporeWallClock } from '@domain/shared/dates';
import { formatCurrency } from '@domain/shared/money';

export { ADDRESS_NEEDED_LABEL, hasVisitAddress } from '@domain/run-sheet/schemas';

import {
  MESSAGE_CHANNEL_LABELS,
  type ON_MY_WAY_MINUTES,
  type OnMyWayStatus,
} from '@domain/notifications/text-messages';

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

/** '1 person' / '3 people'. */
export const householdText = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

/**
 * Google Maps' search for the home (opened in a new tab, where the phone's maps app takes over): the
 * street address and postal code, or the postal code alone, which Singapore's codes place to a building.
 * Null when the booking has neither.
 */
export function mapSearchUrl(visit: Pick<RunSheetVisit, 'address' | 'postalCode'>): string | null {
  const address = visit.address?.trim();
  const postalCode = visit.postalCode?.trim();
  if (!address && !postalCode) return null;
  const query = [address, postalCode ? `Singapore ${postalCode}` : null].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** What the nurse collects: '—' when nothing is due, else the amount ('$118.00'). */
export const amountDueText = (amount: string) => (Number(amount) > 0 ? formatCurrency(amount) : '—');

/** 'Mei Tan (Comprehensive)', the main person first. */
export function personLines(visit: Pick<RunSheetVisit, 'persons'>): string[] {
  return visit.persons.map((person) => `${person.firstName} ${person.lastName} (${person.packageName})`);
}

// ---- the nurses' routes (DESIGN §8.12) ---------------------------------------------------------

export const UNASSIGNED_NURSE_LABEL = 'Unassigned';

/** One nurse's visits of the sheet in her route order; nurse null: the visits no nurse has yet. */
export interface NurseRoute {
  key: string;
  nurse: RunSheetVisit['nurse'];
  name: string;
  visits: RunSheetVisit[];
}

/**
 * The sheet's visits by nurse, in the order the server sends them (by nurse, each in route order),
 * the unassigned last: one route per nurse, even if her visits were not side by side.
 */
export function nurseRoutes(visits: readonly RunSheetVisit[]): NurseRoute[] {
  const routes = new Map<string, NurseRoute>();
  for (const visit of visits) {
    const key = visit.nurse ? `nurse-${visit.nurse.staffId}` : 'unassigned';
    let route = routes.get(key);
    if (!route) {
      route = { key, nurse: visit.nurse, name: visit.nurse?.displayName ?? UNASSIGNED_NURSE_LABEL, visits: [] };
      routes.set(key, route);
    }
    route.visits.push(visit);
  }
  const all = [...routes.values()];
  return [...all.filter((route) => route.nurse), ...all.filter((route) => !route.nurse)];
}

/** '2.4 km from the previous visit'; null for a route's first visit or one without a location. */
export function distanceText(km: number | null): string | null {
  return km === null || !Number.isFinite(km) ? null : `${km.toFixed(1)} km from the previous visit`;
}

/** '1 visit' / '3 visits'. */
export const visitCountText = (count: number) => `${count} ${count === 1 ? 'visit' : 'visits'}`;

/** 'Siti Nur · 3 visits'. */
export const routeHeading = (route: Pick<NurseRoute, 'name' | 'visits'>) =>
  `${route.name} · ${visitCountText(route.visits.length)}`;

// ---- "On my way" (DESIGN §8.5) ------------------------------------------------------------------

/** The minutes the run sheet offers first: a nurse usually sets off a quarter of an hour ahead. */
export const DEFAULT_ON_MY_WAY_MINUTES: (typeof ON_MY_WAY_MINUTES)[number] = 15;

/** Where a visit's latest "On my way" is: on its way, sent, or not sent (to try again). */
export type OnMyWayTone = 'sending' | 'sent' | 'failed';

const IN_FLIGHT_STATUSES = new Set(['pending', 'sending']);

/**
 * How long a text may be on its way before the run sheet says it has not gone: the worker sends within
 * seconds, so a text still waiting after this is being retried (the carrier refused it or could not be
 * reached), and a nurse must not wait on it.
 */
export const ON_MY_WAY_SETTLE_MS = 45_000;

/** An instant's Singapore time of day, '10:42 AM'; an unreadable one as given. */
function singaporeTimeOfDay(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : formatTimeLabel(singaporeWallClock(instant).time);
}

const isWaiting = (status: OnMyWayStatus, now: Date) =>
  IN_FLIGHT_STATUSES.has(status.status) && now.getTime() - new Date(status.queuedAt).getTime() < ON_MY_WAY_SETTLE_MS;

/**
 * The line beside the button, always settling: 'Sending… 15 min · SMS' for a few seconds, then 'Sent at
 * 10:42 AM' (with '15 min · SMS · delivered' beside it) or what went wrong and that it can be tried
 * again. The carrier's report is added whenever there is one.
 */
export function onMyWayStateText(
  status: OnMyWayStatus,
  now: Date = new Date(),
): { text: string; detail: string; tone: OnMyWayTone; canRetry: boolean } {
  const what = `${status.minutes} min · ${MESSAGE_CHANNEL_LABELS[status.channel] ?? status.channel}`;
  const detail = status.deliveryStatus ? `${what} · ${status.deliveryStatus}` : what;
  if (status.status === 'sent') {
    const text = `Sent at ${singaporeTimeOfDay(status.sentAt ?? status.queuedAt)}`;
    return { text, detail, tone: 'sent', canRetry: false };
  }
  if (isWaiting(status, now)) return { text: 'Sending…', detail, tone: 'sending', canRetry: false };
  if (status.status === 'skipped') {
    return {
      text: 'Not sent: the customer takes no text messages. Call instead.',
      detail,
      tone: 'failed',
      canRetry: false,
    };
  }
  const text = IN_FLIGHT_STATUSES.has(status.status)
    ? 'Not sent yet: the text could not go out. Try again, or call the customer.'
    : 'Not sent. Try again, or call the customer.';
  return { text, detail, tone: 'failed', canRetry: true };
}

/** Whether a text of the sheet is still on its way: the page reads the sheet again until it settles. */
export function hasOnMyWayInFlight(sheet: Pick<RunSheet, 'visits'> | undefined, now: Date = new Date()): boolean {
  return Boolean(sheet?.visits.some((visit) => visit.onMyWay && isWaiting(visit.onMyWay, now)));
}

/** When a text on its way stops counting as "Sending…" (ms from now), or null when none is. */
export function msUntilSettled(status: OnMyWayStatus | null, now: Date = new Date()): number | null {
  if (!status || !isWaiting(status, now)) return null;
  return new Date(status.queuedAt).getTime() + ON_MY_WAY_SETTLE_MS - now.getTime();
}
