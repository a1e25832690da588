import { holdDeadlineText, keepVisitHeadline } from '@domain/bookings/hold-messages';
import { describe, expect, it } from 'vitest';

describe('the deadline of a held visit', () => {
  const now = new Date('2026-12-01T08:57:00Z'); // 4:57 PM in Singapore

  it('is the time and "today" on the day it is booked, else the date and time', () => {
    expect(holdDeadlineText('2026-12-01T09:27:00Z', now)).toBe('5:27 PM today');
    // 12:10 AM on 2 December in Singapore, though still 1 December in UTC.
    expect(holdDeadlineText('2026-12-01T16:10:00Z', now)).toBe('Wed, 2 Dec 2026, 12:10 AM');
  });

  it('names where the code is and the other way to keep the visit', () => {
    expect(keepVisitHeadline('2026-12-01T09:27:00Z', 'email', { now })).toBe(
      'Keep your visit: enter the code from your email by 5:27 PM today, or pay by then',
    );
    expect(keepVisitHeadline('2026-12-01T09:27:00Z', 'text', { sentTo: '****4567', now })).toBe(
      'Keep your visit: enter the code we sent by text message to ****4567 by 5:27 PM today',
    );
  });
});
