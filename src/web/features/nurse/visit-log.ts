import type { NurseVisit, VisitEventType } from '@domain/nurse/schemas';
import { formatTimeLabel, singaporeWallClock } from '@domain/shared/dates';
import type { FailedPress, QueuedPress } from './press-queue';

// What a visit's card shows of its presses (DESIGN §8.12): those the server has, those still on the
// phone ("Waiting for signal") and those the server refused, each with the time it was pressed.

export type PressState = 'sent' | 'waiting' | 'failed';

export interface LogLine {
  type: VisitEventType;
  /** When it was pressed (the phone's clock), ISO 8601. */
  at: string;
  state: PressState;
  /** The failed press's queue place (to dismiss it) and the server's message. */
  seq?: number;
  message?: string;
}

/** A press's own id: 32 random hex digits, which the server's pattern (8 to 64 of [A-Za-z0-9_-]) takes. */
export function newClientEventId(): string {
  // getRandomValues, unlike randomUUID, is there without a secure context too.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The moment of a press as ISO 8601 with the phone's own offset: '2026-11-26T10:05:09+08:00'. */
export function pressedAt(now: Date = new Date()): string {
  const offsetMinutes = -now.getTimezoneOffset();
  const local = new Date(now.getTime() + offsetMinutes * 60_000);
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${local.toISOString().slice(0, 19)}${sign}${hours}:${minutes}`;
}

/** An instant as Singapore's wall-clock time, as the rest of the product shows times: '10:05 AM'. */
export const timeOfDay = (at: string): string => formatTimeLabel(singaporeWallClock(new Date(at)).time);

/** 'HH:mm' in Singapore, for "Offline — showing the list from HH:mm". */
export const clockTime = (at: string): string => singaporeWallClock(new Date(at)).time;

/** The visit's presses: the server's, then the phone's still waiting, then those refused, each in order. */
export function visitLog(
  visit: Pick<NurseVisit, 'registrationId' | 'events'>,
  queued: readonly QueuedPress[],
  failed: readonly FailedPress[],
): LogLine[] {
  const own = <T extends QueuedPress>(presses: readonly T[]) =>
    presses.filter((press) => press.registrationId === visit.registrationId);
  const sent = visit.events.map((event): LogLine => ({ type: event.type, at: event.at, state: 'sent' }));
  // A press sent whose answer was lost is still queued until its resend: shown once.
  const isSent = (press: QueuedPress) =>
    sent.some((line) => line.type === press.event.type && Date.parse(line.at) === Date.parse(press.event.at));
  const waiting = own(queued)
    .filter((press) => !isSent(press))
    .map((press): LogLine => ({ type: press.event.type, at: press.event.at, state: 'waiting' }));
  const refused = own(failed).map(
    (press): LogLine => ({
      type: press.event.type,
      at: press.event.at,
      state: 'failed',
      seq: press.seq,
      message: press.message,
    }),
  );
  return [...sent, ...waiting, ...refused];
}

const ORDER: readonly VisitEventType[] = ['on_my_way', 'arrived', 'done'];

/** The press that comes next, after the latest made (sent or waiting); null once "Done" is. */
export function nextPress(log: readonly LogLine[]): VisitEventType | null {
  const made = log.filter((line) => line.state !== 'failed').map((line) => ORDER.indexOf(line.type));
  const latest = made.length ? Math.max(...made) : -1;
  return ORDER[latest + 1] ?? null;
}

/** "Done" is pressed (sent or waiting): the visit's buttons give way to its outcome. */
export const isDone = (log: readonly LogLine[]): boolean =>
  log.some((line) => line.type === 'done' && line.state !== 'failed');

/** Google Maps at the visit's point, or its address where it has no point; null without either. */
export function mapLink(visit: Pick<NurseVisit, 'lat' | 'lng' | 'address' | 'postalCode'>): string | null {
  const search = 'https://www.google.com/maps/search/?api=1&query=';
  if (visit.lat !== null && visit.lng !== null) return `${search}${visit.lat},${visit.lng}`;
  const address = [visit.address, visit.postalCode ? `Singapore ${visit.postalCode}` : null].filter(Boolean).join(', ');
  return address ? `${search}${encodeURIComponent(address)}` : null;
}

/** A tel: link of the mobile number as stored ('91234567', '+65 9123 4567'). */
export const telLink = (mobileNumber: string): string => `tel:${mobileNumber.replace(/[^\d+]/g, '')}`;

/** The address on one line: '1 Orchard Road, #10-01, Singapore 238801'. */
export function addressLine(visit: Pick<NurseVisit, 'address' | 'unitNumber' | 'postalCode'>): string | null {
  if (!visit.address) return null;
  return [visit.address, visit.unitNumber, visit.postalCode ? `Singapore ${visit.postalCode}` : null]
    .filter(Boolean)
    .join(', ');
}
