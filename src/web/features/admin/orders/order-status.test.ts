import { describe, expect, it } from 'vitest';
import { paymentBadgeLabel, STATUS_FILTER_OPTIONS, statusChanges } from './order-status';

describe('orders status', () => {
  it('badges only a paid booking as Paid', () => {
    expect(paymentBadgeLabel('paid')).toBe('Paid');
    expect(paymentBadgeLabel('pending_payment')).toBe('Unpaid');
    expect(paymentBadgeLabel('confirmed')).toBe('Unpaid');
  });

  it("offers the spec's filter options first, then the other statuses", () => {
    expect(STATUS_FILTER_OPTIONS.map((option) => option.label)).toEqual([
      'All Statuses',
      'Paid',
      'Pending_payment',
      'Confirmed',
      'Completed',
      'No_show',
      'Cancelled',
      'Expired',
    ]);
    expect(STATUS_FILTER_OPTIONS[0]?.value).toBe('');
  });

  it('lets staff close an open booking only', () => {
    expect(statusChanges('paid')).toEqual(['completed', 'no_show', 'cancelled']);
    expect(statusChanges('confirmed')).toEqual(['completed', 'no_show', 'cancelled']);
    // An unpaid booking cannot be marked completed.
    expect(statusChanges('pending_payment')).toEqual(['no_show', 'cancelled']);
    for (const closed of ['completed', 'no_show', 'cancelled', 'expired'] as const) {
      expect(statusChanges(closed)).toEqual([]);
    }
  });
});
