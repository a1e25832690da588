import { COMPANY } from '@domain/shared/company';
import { todayInSingapore } from '@domain/shared/dates';

// The SGQR PayNow payload of a booking (DESIGN §8.4): an EMVCo merchant-presented QR string that a
// Singapore banking app reads as "pay this UEN this amount, with this bill reference". Pure: no I/O.
// Each field is ID (2 digits), length (2 digits, decimal) and value; the CRC field comes last.

/** The most characters the merchant name (field 59) may have. */
export const MERCHANT_NAME_MAX = 25;

/** The merchant name printed in the customer's banking app: the brand, cut to 25 characters. */
export const PAYNOW_MERCHANT_NAME = COMPANY.brand.slice(0, MERCHANT_NAME_MAX).trim();

export interface PayNowQrInput {
  /** The UEN that receives the money (PAYNOW_UEN). */
  uen: string;
  /** The amount due, SGD with two decimals ('128.62'). */
  amount: string;
  /** The booking reference: the bill number the bank shows and sends back. */
  reference: string;
  /** When the request ends: its Singapore date is the payload's expiry date. */
  expiresAt: Date;
  /** Defaults to the brand, cut to 25 characters. */
  merchantName?: string;
}

/** One EMVCo field: ID, two-digit length, value. */
export function emvField(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`EMVCo field id must be two digits, got "${id}"`);
  if (value.length > 99) throw new RangeError(`EMVCo field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR), 4 uppercase hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** YYYYMMDD of the instant's date in Singapore. */
export function payNowExpiryDate(expiresAt: Date): string {
  return todayInSingapore(expiresAt).replaceAll('-', '');
}

/** The SGQR string of a dynamic PayNow request to a UEN, amount not editable. */
export function buildPayNowQrPayload(input: PayNowQrInput): string {
  if (!/^\d{1,10}\.\d{2}$/.test(input.amount)) {
    throw new RangeError(`PayNow amount must be SGD with two decimals, got "${input.amount}"`);
  }
  const merchantName = (input.merchantName ?? PAYNOW_MERCHANT_NAME).slice(0, MERCHANT_NAME_MAX);
  const merchantAccount = [
    emvField('00', 'SG.PAYNOW'),
    emvField('01', '2'), // proxy type: UEN
    emvField('02', input.uen),
    emvField('03', '0'), // the amount cannot be edited in the banking app
    emvField('04', payNowExpiryDate(input.expiresAt)),
  ].join('');
  const body = [
    emvField('00', '01'), // payload format indicator
    emvField('01', '12'), // dynamic: one payment, this amount
    emvField('26', merchantAccount),
    emvField('52', '0000'), // merchant category code: not given
    emvField('53', '702'), // SGD
    emvField('54', input.amount),
    emvField('58', 'SG'),
    emvField('59', merchantName),
    emvField('60', 'Singapore'),
    emvField('62', emvField('01', input.reference)),
  ].join('');
  const withCrcHeader = `${body}6304`;
  return withCrcHeader + crc16CcittFalse(withCrcHeader);
}
