import { VITALITY_ID_PATTERN } from '@domain/shared/identity';

/**
 * The keys unpaid holds are capped by (DESIGN §8.2): one person, however they spell their email,
 * mobile number or ID, has one key of each.
 */

const NRIC_WEIGHTS = [2, 7, 6, 5, 4, 3, 2] as const;
/** Check letters by the weighted sum's remainder: S/T (NRIC), F/G (FIN before 2022), M (FIN since 2022). */
const CHECK_LETTERS = {
  ST: 'JZIHGFEDCBA',
  FG: 'XWUTRQPNMLK',
  M: 'XWUTRQPNJLK',
} as const;
const NRIC_SHAPE = /^([STFGM])(\d{7})([A-Z])$/;
/**
 * Passports by pattern: 6 to 9 letters and digits with at least 5 digits (Singapore K1234567A,
 * Malaysia A12345678, India A1234567, China E12345678, United States 123456789 …).
 */
const PASSPORT_PATTERN = /^(?=(?:[A-Z]*\d){5})[A-Z0-9]{6,9}$/;

/** The check letter an NRIC or FIN with these prefix and digits must end with. */
export function nricCheckLetter(prefix: string, digits: string): string {
  const weighted = NRIC_WEIGHTS.reduce((sum, weight, index) => sum + weight * Number(digits[index]), 0);
  if (prefix === 'M') return CHECK_LETTERS.M[(weighted + 3) % 11]!;
  const offset = prefix === 'T' || prefix === 'G' ? 4 : 0;
  const letters = prefix === 'S' || prefix === 'T' ? CHECK_LETTERS.ST : CHECK_LETTERS.FG;
  return letters[(weighted + offset) % 11]!;
}

/** True for an NRIC or FIN whose check letter is right. */
export function isValidNricFin(id: string): boolean {
  const match = NRIC_SHAPE.exec(id.trim().toUpperCase());
  if (!match) return false;
  const [, prefix, digits, letter] = match;
  return nricCheckLetter(prefix!, digits!) === letter;
}

/**
 * True for an ID shaped like an NRIC or FIN (a prefix letter, 7 digits, a letter) whose check letter is
 * wrong: a typo or a made-up number. Any other ID (a passport) is not judged here.
 */
export function hasWrongCheckLetter(id: string): boolean {
  const value = id.trim().toUpperCase();
  return NRIC_SHAPE.test(value) && !isValidNricFin(value);
}

/**
 * An ID number a booking may carry: an NRIC or FIN with its right check letter, a Vitality ID, or a
 * passport number by pattern. An NRIC-shaped ID with a wrong letter is a typo (or a made-up number), not a
 * passport.
 */
export function isAcceptedIdNumber(id: string): boolean {
  const value = id.trim().toUpperCase();
  if (NRIC_SHAPE.test(value)) return isValidNricFin(value);
  return VITALITY_ID_PATTERN.test(value) || PASSPORT_PATTERN.test(value);
}

/** The ID number's key: upper case, no spaces or dashes. */
export function idNumberKey(id: string): string {
  return id.toUpperCase().replace(/[\s-]/g, '');
}

/** Mail providers that ignore dots in the local part and read `+tag` as the same mailbox. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The email's key: lower case; for Gmail also without dots and `+tag` in the local part (and
 * googlemail.com is gmail.com).
 */
export function emailKey(email: string): string {
  const value = email.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  if (at < 0) return value;
  let local = value.slice(0, at);
  let domain = value.slice(at + 1);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.split('+')[0]!.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** The mobile number's key: its digits, with Singapore's 65 in front of an 8-digit number. */
export function mobileKey(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return digits.length === 8 ? `65${digits}` : digits;
}
