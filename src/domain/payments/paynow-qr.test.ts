import {
  buildPayNowQrPayload,
  crc16CcittFalse,
  emvField,
  PAYNOW_MERCHANT_NAME,
  payNowExpiryDate,
} from '@domain/payments/paynow-qr';
import { describe, expect, it } from 'vitest';

describe('crc16CcittFalse', () => {
  it('gives the check value of CRC-16/CCITT-FALSE', () => {
    // The catalogue's check value: the CRC of the ASCII string "123456789".
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('gives the initial value for nothing and four uppercase hex digits', () => {
    expect(crc16CcittFalse('')).toBe('FFFF');
    expect(crc16CcittFalse('A')).toBe('B915');
    expect(crc16CcittFalse('00020101021')).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe('emvField', () => {
  it('writes id, two-digit decimal length and value', () => {
    expect(emvField('54', '128.62')).toBe('5406128.62');
    expect(emvField('59', 'x'.repeat(25))).toBe(`5925${'x'.repeat(25)}`);
  });
});

describe('buildPayNowQrPayload', () => {
  // 16:10 UTC on 26 Nov is 00:10 on 27 Nov in Singapore: the expiry date is Singapore's.
  const expiresAt = new Date('2026-11-26T16:10:00Z');
  const payload = buildPayNowQrPayload({
    uen: '201234567K',
    amount: '128.62',
    reference: 'HS2611-0607-1234',
    expiresAt,
  });

  it('lays out the fields in order, the CRC last', () => {
    expect(payload).toBe(
      '000201' +
        '010212' +
        '2649' +
        '0009SG.PAYNOW' +
        '01012' +
        '0210201234567K' +
        '03010' +
        '040820261127' +
        '52040000' +
        '5303702' +
        '5406128.62' +
        '5802SG' +
        `5925${PAYNOW_MERCHANT_NAME}` +
        '6009Singapore' +
        '62200116HS2611-0607-1234' +
        `6304${crc16CcittFalse(payload.slice(0, -4))}`,
    );
    expect(PAYNOW_MERCHANT_NAME).toBe('Home Based Health Screeni');
    expect(payNowExpiryDate(expiresAt)).toBe('20261127');
  });

  it('ends with the CRC of everything up to and including "6304"', () => {
    const head = payload.slice(0, -4);
    expect(head.endsWith('6304')).toBe(true);
    expect(payload.slice(-4)).toBe(crc16CcittFalse(head));
    // Any other amount changes the CRC.
    const other = buildPayNowQrPayload({
      uen: '201234567K',
      amount: '128.63',
      reference: 'HS2611-0607-1234',
      expiresAt,
    });
    expect(other.slice(-4)).not.toBe(payload.slice(-4));
  });

  it('refuses an amount without two decimals', () => {
    expect(() => buildPayNowQrPayload({ uen: '201234567K', amount: '128.6', reference: 'HS1', expiresAt })).toThrow(
      RangeError,
    );
  });
});
