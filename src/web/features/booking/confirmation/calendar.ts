import { type CalendarEvent, visitCalendarEvent } from '@domain/shared/ics';

// The booked home visit as a calendar entry (@domain/ics writes the file, the same as the emails attach).

export interface AppointmentDetails {
  reference: string;
  eventName: string;
  packageSummary: string;
  /** Singapore date yyyy-MM-dd and time HH:mm. */
  date: string;
  time: string;
  address: string;
  /** The visit's calendar SEQUENCE: a moved visit's file replaces the earlier entry. */
  sequence?: number;
}

export function appointmentCalendarEvent(appointment: AppointmentDetails): CalendarEvent {
  return visitCalendarEvent({
    referenceNumber: appointment.reference,
    date: appointment.date,
    time: appointment.time,
    summary: appointment.eventName,
    location: appointment.address,
    sequence: appointment.sequence,
    description: [
      `Reference number: ${appointment.reference}`,
      `Package: ${appointment.packageSummary}`,
      'Be ready 15 minutes early, have your ID at hand and fast for 8 to 10 hours before the visit.',
    ].join('\n'),
  });
}

/** The visit address on one line: street, unit, Singapore postal code. */
export function formatVisitAddress(parts: { address: string; unitNumber?: string; postalCode: string }): string {
  return [parts.address.trim(), parts.unitNumber?.trim(), `Singapore ${parts.postalCode}`].filter(Boolean).join(', ');
}
