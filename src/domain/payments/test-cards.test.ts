import {
  CARD_BRAND_NAMES,
  DO_NOT_HONOR,
  detectCardBrand,
  isLuhnValid,
  normalizeCardNumber,
  parseSimulatedNonce,
  SIMULATED_NONCE_PATTERN,
  simulatedNonceFor,
  TEST_CARDS,
  testCardOutcome,
} from '@domain/payments/test-cards';
import { describe, expect, it } from 'vitest';

describe('isLuhnValid', () => {
  it('accepts both test cards and well-known brand test numbers', () => {
    for (const number of ['4111111111111111', '4000000000000002', '5555555555554444', '378282246310005']) {
      expect(isLuhnValid(number), number).toBe(true);
    }
  });

  it('refuses a number with one digit mistyped, and non-digits', () => {
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('4000000000000003')).toBe(false);
    expect(isLuhnValid('4111 1111 1111 1111')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
  });
});

describe('detectCardBrand', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223000048400011', 'mastercard'],
    ['378282246310005', 'amex'],
    ['371449635398431', 'amex'],
    ['6011000991300009', 'discover'],
    ['3530111333300000', 'jcb'],
    ['36259600000004', 'diners'],
    ['6243030000000001', 'unionpay'],
    ['6304000000000000', 'maestro'],
    ['9999999999999995', 'unknown'],
    ['not a card', 'unknown'],
  ])('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });
});

describe('simulatedNonceFor', () => {
  it('keeps only the first six and last four digits and the brand', () => {
    expect(simulatedNonceFor('4111 1111 1111 1111')).toBe('sim_411111_1111_visa');
    expect(simulatedNonceFor('4000-0000-0000-0002')).toBe('sim_400000_0002_visa');
    expect(simulatedNonceFor('5555555555554444')).toBe('sim_555555_4444_mastercard');
  });

  it('never puts the middle digits in the nonce', () => {
    const nonce = simulatedNonceFor('4012 8888 8888 1881');
    expect(nonce).toBe('sim_401288_1881_visa');
    expect(nonce).not.toContain('888888');
  });

  it('refuses numbers that cannot be cards', () => {
    for (const number of ['4111 1111 1111 1112', '4111', '41111111111111111111', '4111 1111 1111 111a', '']) {
      expect(simulatedNonceFor(number), number).toBeNull();
    }
  });

  it('makes nonces that the simulator reads back', () => {
    for (const card of TEST_CARDS) {
      const nonce = simulatedNonceFor(card.number)!;
      expect(nonce).toMatch(SIMULATED_NONCE_PATTERN);
      const digits = normalizeCardNumber(card.number);
      expect(parseSimulatedNonce(nonce)).toEqual({
        bin: digits.slice(0, 6),
        last4: digits.slice(-4),
        brand: card.brand,
      });
    }
  });
});

describe('parseSimulatedNonce', () => {
  it('refuses anything that is not a simulated nonce', () => {
    for (const nonce of [
      'fake-valid-nonce',
      'sim_41111_1111_visa',
      'sim_411111_111_visa',
      'sim_411111_1111_bitcoin',
      'sim_411111_1111_visa_extra',
      ' sim_411111_1111_visa',
    ]) {
      expect(parseSimulatedNonce(nonce), nonce).toBeNull();
    }
  });
});

describe('test cards', () => {
  it('approves 4111 1111 1111 1111 and declines 4000 0000 0000 0002 with Braintree\u2019s processor text', () => {
    expect(testCardOutcome('411111', '1111')).toEqual({ approved: true });
    expect(testCardOutcome('400000', '0002')).toEqual({
      approved: false,
      message: 'Do Not Honor',
      processorResponseCode: '2000',
    });
    expect(DO_NOT_HONOR.message).toBe('Do Not Honor');
  });

  it('knows no other card', () => {
    expect(testCardOutcome('555555', '4444')).toBeNull();
    expect(testCardOutcome('411111', '0002')).toBeNull();
  });

  it('has a display name for every brand', () => {
    expect(CARD_BRAND_NAMES.visa).toBe('Visa');
    expect(CARD_BRAND_NAMES.amex).toBe('American Express');
  });
});
