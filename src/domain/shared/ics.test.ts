import { buildIcsFile, escapeIcsText, foldIcsLine, formatIcsUtc, visitCalendarEvent } from '@domain/shared/ics';
import { describe, expect, it } from 'vitest';

const visit = {
  referenceNumber: 'HS2611-0607-1234',
  summary: 'Home Based Health Screening',
  date: '2026-11-23',
  time: '09:00',
  location: '1 Orchard Road, #05-12, Singapore 238801',
  description: 'Reference number: HS2611-0607-1234\nPackage: Premium',
};

describe('visit calendar file', () => {
  it('puts a 9:00 Singapore visit at 01:00 UTC for an hour, with a reminder the day before', () => {
    const event = visitCalendarEvent(visit);
    expect(formatIcsUtc(event.start)).toBe('20261123T010000Z');
    expect(formatIcsUtc(event.end)).toBe('20261123T020000Z');
    const ics = buildIcsFile(event, new Date('2026-11-01T00:00:00Z'));
    expect(ics).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(ics).toContain('\r\nUID:HS2611-0607-1234@home-health-screening\r\n');
    expect(ics).toContain('\r\nLOCATION:1 Orchard Road\\, #05-12\\, Singapore 238801\r\n');
    expect(ics).toContain('\r\nTRIGGER:-P1D\r\n');
    expect(ics).not.toContain('STATUS:');
  });

  it('cancels the same entry: METHOD:CANCEL, STATUS:CANCELLED, a higher SEQUENCE and no reminder', () => {
    const ics = buildIcsFile(visitCalendarEvent({ ...visit, cancelled: true }), new Date('2026-11-01T00:00:00Z'));
    expect(ics).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(ics).toContain('\r\nUID:HS2611-0607-1234@home-health-screening\r\n');
    expect(ics).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(ics).toContain('\r\nSEQUENCE:1\r\n');
    expect(ics).not.toContain('VALARM');
  });
});

describe('calendar file text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldIcsLine(line);
    const encoder = new TextEncoder();
    for (const part of folded.split('\r\n')) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});
