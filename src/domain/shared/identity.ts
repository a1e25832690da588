import { todayInSingapore } from '@domain/shared/dates';

/** Singapore NRIC/FIN: S, T, F or G, 7 digits, a check letter. */
export const NRIC_FIN_PATTERN = /^[STFG]\d{7}[A-Z]$/i;
/** Vitality ID: V and 9 digits. */
export const VITALITY_ID_PATTERN = /^V\d{9}$/i;
export const REFERENCE_NUMBER_PATTERN = /^HS\d{4}-\d{4}-\d{4}$/;

/** Hyphens as phones and word processors type them: en and em dashes, minus signs, full-width forms. */
const DASH_LIKE = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D_]/g;
const REFERENCE_PARTS = /^HS-?(\d{4})-?(\d{4})-?(\d{4})$/;

/**
 * A reference number as customers type or paste it ('hs2611 0607 1234', 'HS2611–0607–1234', '  HS 2611.0607.1234')
 * written the way it is stored ('HS2611-0607-1234'); anything else is only upper-cased and compacted, and
 * is then not found.
 */
export function normalizeReferenceNumber(text: string): string {
  const compact = text
    .normalize('NFKC')
    .toUpperCase()
    .replace(DASH_LIKE, '-')
    .replace(/[\s.]+/g, '');
  const parts = REFERENCE_PARTS.exec(compact);
  return parts ? `HS${parts[1]}-${parts[2]}-${parts[3]}` : compact;
}

export function normalizeId(id: string): string {
  return id.trim().toUpperCase();
}

/** An ID member verification accepts: NRIC/FIN or Vitality ID (case-insensitive, surrounding spaces ignored). */
export function isValidMemberId(id: string): boolean {
  const normalized = normalizeId(id);
  return NRIC_FIN_PATTERN.test(normalized) || VITALITY_ID_PATTERN.test(normalized);
}

const VISIBLE_ID_CHARACTERS = 4;

/**
 * Shows only the last 3 digits and the letter ('S1234567D' → '*****567D'), as PDPC advises.
 * Shorter IDs still get at least one '*'.
 */
export function maskIdentificationNumber(id: string): string {
  const value = id.trim();
  if (value === '') return '';
  const visible = Math.min(VISIBLE_ID_CHARACTERS, value.length - 1);
  return '*'.repeat(value.length - visible) + value.slice(value.length - visible);
}

/** DESIGN §4 Statuses: the transaction id of a booking the partner prepaid in full. */
export const prepaidTransactionId = (referenceNumber: string) => `WC-PREPAID-${referenceNumber}`;

function fourDigits(randomInt: (maxExclusive: number) => number): string {
  const value = randomInt(10000);
  if (!Number.isInteger(value) || value < 0 || value >= 10000) {
    throw new RangeError(`randomInt(10000) returned ${value}`);
  }
  return String(value).padStart(4, '0');
}

/**
 * 'HS' + YYMM (Singapore time) + '-' + 4 random digits + '-' + 4 random digits, e.g. HS2611-0607-1234.
 * randomInt must be a cryptographic source (crypto.randomInt); the caller retries on a collision.
 */
export function generateReferenceNumber(now: Date, randomInt: (maxExclusive: number) => number): string {
  const today = todayInSingapore(now);
  const yearMonth = today.slice(2, 4) + today.slice(5, 7);
  return `HS${yearMonth}-${fourDigits(randomInt)}-${fourDigits(randomInt)}`;
}

/** Shows the first letter of the mailbox and the domain ('mei.ling@example.com' → 'm***@example.com'). */
export function maskEmail(email: string): string {
  const value = email.trim();
  const at = value.lastIndexOf('@');
  if (at < 1) return '***';
  return `${value[0]}***${value.slice(at)}`;
}

/** Shows only the last four digits ('91234567' → '****4567'). */
export function maskMobileNumber(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return `****${digits.slice(-4)}`;
}
