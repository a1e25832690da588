import { singaporeDateTime } from '@domain/dates';

// An iCalendar (RFC 5545) file for the booked home visit, so customers can put it in any calendar app.

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
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

export function buildIcsFile(event: CalendarEvent, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Home Health Screening//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${formatIcsUtc(now)}`,
    `DTSTART:${formatIcsUtc(event.start)}`,
    `DTEND:${formatIcsUtc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeIcsText(event.summary)}`,
    'TRIGGER:-P1D',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** How long a nurse blocks for a home visit; the calendar entry only needs a sensible length. */
export const VISIT_DURATION_MINUTES = 60;

export interface AppointmentDetails {
  reference: string;
  eventName: string;
  packageSummary: string;
  /** Singapore date yyyy-MM-dd and time HH:mm. */
  date: string;
  time: string;
  address: string;
}

export function appointmentCalendarEvent(appointment: AppointmentDetails): CalendarEvent {
  const start = singaporeDateTime(appointment.date, appointment.time);
  return {
    uid: `${appointment.reference}@home-health-screening`,
    start,
    end: new Date(start.getTime() + VISIT_DURATION_MINUTES * 60_000),
    summary: appointment.eventName,
    location: appointment.address,
    description: [
      `Reference number: ${appointment.reference}`,
      `Package: ${appointment.packageSummary}`,
      'Be ready 15 minutes early, have your ID at hand and fast for 8 to 10 hours before the visit.',
    ].join('\n'),
  };
}

/** The visit address on one line: street, unit, Singapore postal code. */
export function formatVisitAddress(parts: { address: string; unitNumber?: string; postalCode: string }): string {
  return [parts.address.trim(), parts.unitNumber?.trim(), `Singapore ${parts.postalCode}`].filter(Boolean).join(', ');
}
