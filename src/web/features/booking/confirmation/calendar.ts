import { type CalendarEvent, visitCalendarEvent } from '@domain/shared/ics';
import { bookingText } from '../booking-texts';

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

/** The entry, its description in the page's language (the file is made when the button is pressed). */
export function appointmentCalendarEvent(appointment: AppointmentDetails): CalendarEvent {
  return visitCalendarEvent({
    referenceNumber: appointment.reference,
    date: appointment.date,
    time: appointment.time,
    summary: appointment.eventName,
    location: appointment.address,
    sequence: appointment.sequence,
    description: [
      bookingText('calendar.reference', { reference: appointment.reference }),
      bookingText('calendar.package', { packages: appointment.packageSummary }),
      bookingText('calendar.preparation'),
    ].join('\n'),
  });
}

/** The visit address on one line: street, unit, Singapore postal code (as the post writes it, in any language). */
export function formatVisitAddress(parts: { address: string; unitNumber?: string; postalCode: string }): string {
  // i18n-ignore: an address's country line as Singapore's post writes it, not a text to translate
  const countryLine = `Singapore ${parts.postalCode}`;
  return [parts.address.trim(), parts.unitNumber?.trim(), countryLine].filter(Boolean).join(', ');
}
