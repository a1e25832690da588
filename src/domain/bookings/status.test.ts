import { BOOKING_STATUS_LABELS, customerStatusLabel, staffStatusLabel } from '@domain/bookings/status';
import { REGISTRATION_STATUSES } from '@domain/orders/schemas';
import { describe, expect, it } from 'vitest';

describe('booking status labels', () => {
  it('names every status a booking can have, for customers and for staff', () => {
    expect(Object.keys(BOOKING_STATUS_LABELS).sort()).toEqual([...REGISTRATION_STATUSES].sort());
    expect(REGISTRATION_STATUSES.map(staffStatusLabel)).toEqual([
      'Pending payment',
      'Paid',
      'Confirmed',
      'Completed',
      'No show',
      'Cancelled',
      'Expired',
    ]);
  });

  it("tells customers a hold that ran out was released, where staff read 'Expired' (docs/glossary.md)", () => {
    expect(customerStatusLabel('expired')).toBe('Released');
    expect(staffStatusLabel('expired')).toBe('Expired');
    const differing = REGISTRATION_STATUSES.filter(
      (status) => customerStatusLabel(status) !== staffStatusLabel(status),
    );
    expect(differing).toEqual(['expired']);
  });

  it('knows no label for a status this build does not know', () => {
    expect(customerStatusLabel('on_hold')).toBeNull();
    expect(customerStatusLabel('toString')).toBeNull();
  });
});
