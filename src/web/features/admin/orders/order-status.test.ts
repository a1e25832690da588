import { describe, expect, it } from 'vitest';
import { STATUS_FILTER_OPTIONS, statusAddsToPayment, statusChanges } from './order-status';

describe('orders status', () => {
  it('badges the status beside the payment state only when it says more', () => {
    expect(statusAddsToPayment('paid')).toBe(false);
    expect(statusAddsToPayment('pending_payment')).toBe(false);
    expect(statusAddsToPayment('cancelled')).toBe(true);
  });

  it("offers the spec's filter options first, then the other statuses", () => {
    expect(STATUS_FILTER_OPTIONS.map((option) => option.label)).toEqual([
      'All Statuses',
      'Paid',
      'Pending payment',
      'Confirmed',
      'Completed',
      'No show',
      'Cancelled',
      'Expired',
    ]);
    expect(STATUS_FILTER_OPTIONS[0]?.value).toBe('');
  });

  // Visit on Friday 27 Nov 2026 at 9:00 in Singapore (01:00 UTC).
  const visit = { date: '2026-11-27', time: '09:00' };
  const before = new Date('2026-11-27T00:59:00Z');
  const after = new Date('2026-11-27T01:00:00Z');

  it('offers completed and no-show once the visit has begun, a cancellation of any open booking', () => {
    expect(statusChanges('paid', visit, after)).toEqual(['completed', 'no_show', 'cancelled']);
    expect(statusChanges('confirmed', visit, after)).toEqual(['completed', 'no_show', 'cancelled']);
    expect(statusChanges('paid', visit, before)).toEqual(['cancelled']);
    expect(statusChanges('pending_payment', visit, before)).toEqual(['cancelled']);
    // An unpaid booking cannot be marked completed.
    expect(statusChanges('pending_payment', visit, after)).toEqual(['no_show', 'cancelled']);
  });

  it('offers nothing for a closed booking', () => {
    for (const closed of ['completed', 'no_show', 'cancelled', 'expired'] as const) {
      expect(statusChanges(closed, visit, after)).toEqual([]);
    }
  });

  it('leaves an unreadable visit time to the server', () => {
    expect(statusChanges('paid', { date: '2026-11-27', time: '9am' }, before)).toEqual([
      'completed',
      'no_show',
      'cancelled',
    ]);
  });
});
