import { describe, expect, it } from 'vitest';
import { formatLongDate, formatTimestamp, formatTimestampDate, statusLabel } from './format';

describe('admin formats', () => {
  it('shows timestamps in Singapore time', () => {
    expect(formatTimestamp('2026-11-21T02:05:00.000Z')).toBe('21/11/2026, 10:05 AM');
    expect(formatTimestamp('2026-11-21T17:30:00Z')).toBe('22/11/2026, 1:30 AM');
    expect(formatTimestampDate('2026-12-31T16:30:00Z')).toBe('01/01/2027');
    expect(formatTimestamp('not a date')).toBe('not a date');
  });

  it("shows a holiday's date as 'MMMM d, yyyy'", () => {
    expect(formatLongDate('2027-01-01')).toBe('January 1, 2027');
    expect(formatLongDate('2026-12-25')).toBe('December 25, 2026');
    expect(formatLongDate('2026-02-30')).toBe('2026-02-30');
  });

  it('names statuses as the orders filter does', () => {
    expect(statusLabel('paid')).toBe('Paid');
    expect(statusLabel('pending_payment')).toBe('Pending_payment');
  });
});
