import { singaporeDateTime } from '@domain/shared/dates';

// iCalendar (RFC 5545) files, so that a visitor can put an appointment in any calendar app: the
// booking pages offer one to download and the visit emails attach one. Pure: no I/O, no clock.

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  /**
   * 'CANCELLED' writes a cancellation (METHOD:CANCEL) of the entry with the same uid, so a calendar
   * that imported the booking removes it. Default: a published appointment.
   */
  status?: 'CONFIRMED' | 'CANCELLED';
  /** RFC 5545 SEQUENCE: a later version of the same uid (a new date and time, a cancellation) carries a higher number. */
  sequence?: number;
}

/** How long a nurse blocks for a home visit; the calendar entry only needs a sensible length. */
export const VISIT_DURATION_MINUTES = 60;

/** The uid of a booking's visit: the same in the file the pages offer and in every email. */
export const visitCalendarUid = (referenceNumber: string) => `${referenceNumber}@home-health-screening`;

/** The calendar entry of a home visit on a Singapore date 'yyyy-MM-dd' and time 'HH:mm'. */
export function visitCalendarEvent(visit: {
  referenceNumber: string;
  summary: string;
  date: string;
  time: string;
  location: string;
  description: string;
  cancelled?: boolean;
  /** How many times the date and time changed: a later file of the same uid replaces the earlier one. */
  sequence?: number;
}): CalendarEvent {
  const start = singaporeDateTime(visit.date, visit.time.slice(0, 5));
  return {
    uid: visitCalendarUid(visit.referenceNumber),
    start,
    end: new Date(start.getTime() + VISIT_DURATION_MINUTES * 60_000),
    summary: visit.summary,
    location: visit.location,
    description: visit.description,
    // A cancellation is one version later than the last time the visit was sent.
    sequence: (visit.sequence ?? 0) + (visit.cancelled ? 1 : 0),
    ...(visit.cancelled ? { status: 'CANCELLED' as const } : {}),
  };
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** UTC form 'yyyyMMddTHHmmssZ': unambiguous in every calendar app, no VTIMEZONE block needed. */
export function formatIcsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

const encoder = new TextEncoder();

/** RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and a space, never inside a character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The METHOD of a file holding this event: an email's calendar part needs the same value. */
export const icsMethod = (event: CalendarEvent) => (event.status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH');

export function buildIcsFile(event: CalendarEvent, now: Date = new Date()): string {
  const cancelled = event.status === 'CANCELLED';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Home Health Screening//Booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${icsMethod(event)}`,
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${formatIcsUtc(now)}`,
    `DTSTART:${formatIcsUtc(event.start)}`,
    `DTEND:${formatIcsUtc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    ...(event.sequence !== undefined ? [`SEQUENCE:${event.sequence}`] : []),
    ...(event.status ? [`STATUS:${event.status}`] : []),
    // A cancelled visit needs no reminder.
    ...(cancelled
      ? []
      : [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeIcsText(event.summary)}`,
          'TRIGGER:-P1D',
          'END:VALARM',
        ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
