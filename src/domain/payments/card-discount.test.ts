import { priceBooking } from '@domain/bookings/pricing';
import { applyCardDiscount } from '@domain/payments/card-discount';
import { describe, expect, it } from 'vitest';

describe('applyCardDiscount', () => {
  it('leaves the amounts of the booking as priced when no card discount applies', () => {
    const price = priceBooking({
      persons: [{ price: '118.00' }, { price: '198.00' }],
      isMember: false,
      partnerPaid: '50',
    });
    const charge = applyCardDiscount({ afterDiscounts: price.afterDiscounts, partnerPaid: price.partnerPaid }, null);
    expect(charge).toEqual({
      cardDiscount: '0.00',
      afterDiscounts: price.afterDiscounts,
      gst: price.gst,
      total: price.total,
      amountDue: price.amountDue,
    });
  });

  it('takes a percentage off before GST and charges the rest less the partner prepayment', () => {
    // 300.20 - 10% = 270.18; GST 24.32 (24.3162 rounded half up); total 294.50; less 50 prepaid.
    const charge = applyCardDiscount(
      { afterDiscounts: '300.20', partnerPaid: '50.00' },
      { valueType: 'percentage', value: '10' },
    );
    expect(charge).toEqual({
      cardDiscount: '30.02',
      afterDiscounts: '270.18',
      gst: '24.32',
      total: '294.50',
      amountDue: '244.50',
    });
  });

  it('caps a fixed amount at what is left, so nothing goes below zero', () => {
    const charge = applyCardDiscount(
      { afterDiscounts: '20.00', partnerPaid: '0' },
      { valueType: 'amount', value: '25' },
    );
    expect(charge).toMatchObject({ cardDiscount: '20.00', total: '0.00', amountDue: '0.00' });
  });
});
