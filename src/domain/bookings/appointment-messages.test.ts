import { CLINIC_CONTACT, refundBeforeCancelMessage } from '@domain/bookings/appointment-messages';
import { formatCurrency } from '@domain/shared/money';
import { describe, expect, it } from 'vitest';

describe('refundBeforeCancelMessage', () => {
  it('names the amount paid here and when it shows', () => {
    expect(refundBeforeCancelMessage({ refundOnCancel: '128.62', partnerPaid: '0.00' }, formatCurrency)).toBe(
      'If you cancel, the $128.62 you paid is refunded to the card or account you paid with; it may take 5 to 10 working days to appear on your statement.',
    );
  });

  it('says nothing is refunded when nothing was paid', () => {
    expect(refundBeforeCancelMessage({ refundOnCancel: null, partnerPaid: '0.00' }, formatCurrency)).toBe(
      'Nothing has been paid for this booking, so if you cancel there is nothing to refund.',
    );
  });

  it('sends the customer to the clinic for what was paid at the partner', () => {
    const message = refundBeforeCancelMessage({ refundOnCancel: null, partnerPaid: '50.00' }, formatCurrency);
    expect(message).toContain('Nothing was paid on this site for this booking');
    expect(message).toContain('For the $50.00 paid through the partner service');
    expect(message).toContain(CLINIC_CONTACT.phone);
  });
});
