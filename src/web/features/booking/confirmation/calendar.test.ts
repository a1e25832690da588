import { buildIcsFile, formatIcsUtc } from '@domain/shared/ics';
import { describe, expect, it } from 'vitest';
import { appointmentCalendarEvent, formatVisitAddress } from './calendar';

const appointment = {
  reference: 'HS2611-0607-1234',
  eventName: 'Home Based Health Screening',
  packageSummary: 'Premium',
  date: '2026-11-23',
  time: '09:00',
  address: formatVisitAddress({ address: '1 Orchard Road', unitNumber: '#05-12', postalCode: '238801' }),
};

describe('calendar file', () => {
  it('puts a 9:00 Singapore visit at 01:00 UTC and ends it an hour later', () => {
    const event = appointmentCalendarEvent(appointment);
    expect(formatIcsUtc(event.start)).toBe('20261123T010000Z');
    expect(formatIcsUtc(event.end)).toBe('20261123T020000Z');
  });

  it('writes a VCALENDAR with one VEVENT carrying the visit address and the reference', () => {
    const ics = buildIcsFile(appointmentCalendarEvent(appointment), new Date('2026-11-01T00:00:00Z'));
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('\r\nBEGIN:VEVENT\r\n');
    expect(ics).toContain('\r\nDTSTART:20261123T010000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261123T020000Z\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261101T000000Z\r\n');
    expect(ics).toContain('\r\nSUMMARY:Home Based Health Screening\r\n');
    expect(ics).toContain('\r\nLOCATION:1 Orchard Road\\, #05-12\\, Singapore 238801\r\n');
    expect(ics.replace(/\r\n /g, '')).toContain('DESCRIPTION:Reference number: HS2611-0607-1234\\nPackage: Premium');
    expect(ics).toContain('UID:HS2611-0607-1234@home-health-screening');
  });

  it("carries the visit's sequence, so the file of a moved visit replaces the entry the customer has", async () => {
    const ICAL = (await import('ical.js')).default;
    const read = (sequence?: number) => {
      const calendar = new ICAL.Component(
        ICAL.parse(buildIcsFile(appointmentCalendarEvent({ ...appointment, sequence }))),
      );
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
      return { uid: event.uid, sequence: event.sequence };
    };
    expect(read(2)).toEqual({ uid: 'HS2611-0607-1234@home-health-screening', sequence: 2 });
    expect(read().sequence).toBe(0);
  });

  it('leaves out an empty unit number from the address', () => {
    expect(formatVisitAddress({ address: ' 10 Bayfront Ave ', unitNumber: '', postalCode: '018956' })).toBe(
      '10 Bayfront Ave, Singapore 018956',
    );
  });
});
