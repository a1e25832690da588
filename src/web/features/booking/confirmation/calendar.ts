import { singaporeDateTime } from '@domain/dates';
import type { CalendarEvent } from '@/lib/ics';

// The booked home visit as a calendar entry (lib/ics.ts writes the file).

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
