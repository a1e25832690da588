import { parseSimulatedNonce } from '@domain/payments/test-cards';
import { describe, expect, it } from 'vitest';
import {
  CARD_HOLDER_REQUIRED_MESSAGE,
  CARD_NUMBER_INVALID_MESSAGE,
  CARD_NUMBER_REQUIRED_MESSAGE,
  CVV_INVALID_MESSAGE,
  EXPIRY_INVALID_MESSAGE,
  EXPIRY_PAST_MESSAGE,
} from './messages';
import {
  formatCardNumberInput,
  formatExpiryInput,
  testCardPaymentMethod,
  validateCardHolderName,
  validateCardNumber,
  validateCvv,
  validateExpiry,
} from './test-card';

describe('test card form', () => {
  it('sends a nonce with only the first six and last four digits, never the card number', () => {
    const method = testCardPaymentMethod('4111 1111 1111 1111');
    expect(method).toEqual({
      nonce: 'sim_411111_1111_visa',
      paymentType: 'CreditCard',
      paymentDetails: { cardType: 'Visa', lastFour: '1111' },
    });
    expect(JSON.stringify(method)).not.toContain('4111111111111111');
    expect(parseSimulatedNonce(testCardPaymentMethod('4000 0000 0000 0002')!.nonce)).toEqual({
      bin: '400000',
      last4: '0002',
      brand: 'visa',
    });
  });

  it('refuses a number that cannot be a card (length or checksum)', () => {
    expect(testCardPaymentMethod('4111 1111 1111 1112')).toBeNull();
    expect(validateCardNumber('4111 1111 1111 1112')).toBe(CARD_NUMBER_INVALID_MESSAGE);
    expect(validateCardNumber('1234')).toBe(CARD_NUMBER_INVALID_MESSAGE);
    expect(validateCardNumber('  ')).toBe(CARD_NUMBER_REQUIRED_MESSAGE);
    expect(validateCardNumber('4000-0000-0000-0002')).toBe(true);
  });

  it('accepts an expiry date up to the end of its month, in Singapore time', () => {
    // 30 Nov 2026, 20:00 UTC is already 1 Dec 2026 in Singapore.
    const now = new Date('2026-11-30T20:00:00Z');
    expect(validateExpiry('12/26', now)).toBe(true);
    expect(validateExpiry('11/26', now)).toBe(EXPIRY_PAST_MESSAGE);
    expect(validateExpiry('11/26', new Date('2026-11-30T10:00:00Z'))).toBe(true);
    expect(validateExpiry('13/26', now)).toBe(EXPIRY_INVALID_MESSAGE);
    expect(validateExpiry('1226', now)).toBe(EXPIRY_INVALID_MESSAGE);
  });

  it('wants a 3 or 4 digit CVV and a card holder name', () => {
    expect(validateCvv('123')).toBe(true);
    expect(validateCvv('1234')).toBe(true);
    expect(validateCvv('12')).toBe(CVV_INVALID_MESSAGE);
    expect(validateCvv('12a')).toBe(CVV_INVALID_MESSAGE);
    expect(validateCardHolderName(' ')).toBe(CARD_HOLDER_REQUIRED_MESSAGE);
    expect(validateCardHolderName('Tan Mei Ling')).toBe(true);
  });

  it('groups the card number and the expiry date as they are typed', () => {
    expect(formatCardNumberInput('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumberInput('4111 1111 1')).toBe('4111 1111 1');
    expect(formatCardNumberInput('4111')).toBe('4111');
    expect(formatExpiryInput('1228')).toBe('12/28');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('12/2')).toBe('12/2');
  });
});
