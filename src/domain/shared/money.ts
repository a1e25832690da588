import { type Language, LOCALE_TAGS } from './language';

// Money is handled as integer cents so that sums and percentages never pick up
// binary floating-point error; strings with two decimals are the wire format.

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?$/;

function parseDecimalToCents(text: string, allowExtraDecimals: boolean): number {
  const match = DECIMAL_PATTERN.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) {
    throw new RangeError(`Not a decimal amount: "${text}"`);
  }
  if (fraction.length > 2 && !allowExtraDecimals) {
    throw new RangeError(`Amount has more than 2 decimals: "${text}"`);
  }
  const sign = match[1] === '-' ? -1 : 1;
  let cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  // Only reached for numbers such as 1.005, whose shortest decimal form has 3+ digits.
  if (fraction.length > 2 && Number(fraction[2]) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount out of range: "${text}"`);
  return cents === 0 ? 0 : sign * cents;
}

/** Exact decimal to integer cents: "118" → 11800, "118.5" → 11850, 0.07 → 7. */
export function toCents(value: string | number): number {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
    const text = String(value);
    // Exponent notation (1e-7, 1e21) has no exact short decimal form; round the float.
    if (/e/i.test(text)) {
      const cents = Math.round(value * 100);
      if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount out of range: ${value}`);
      return cents === 0 ? 0 : cents;
    }
    return parseDecimalToCents(text, true);
  }
  if (typeof value !== 'string') throw new TypeError('Amount must be a string or a number');
  return parseDecimalToCents(value.trim(), false);
}

/** Integer cents to a two-decimal string: 11800 → "118.00", -500 → "-5.00". */
export function centsToAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// Made on first use: building a locale's number format costs a phone 100-200 ms, which pages that
// show no price should not pay while they load.
const sgdFormats = new Map<Language, Intl.NumberFormat>();

/** Dollars (number or decimal string) as SGD in the language's Singapore locale; non-numeric shows as 0. */
export function formatCurrency(value: number | string | null | undefined, language: Language = 'en'): string {
  let amount = 0;
  if (typeof value === 'number') {
    amount = Number.isFinite(value) ? value : 0;
  } else if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    amount = Number.isFinite(parsed) ? parsed : 0;
  }
  // Avoid "-$0.00" for tiny negatives and -0.
  if (Math.abs(amount) < 0.005) amount = 0;
  let sgdFormat = sgdFormats.get(language);
  if (!sgdFormat) {
    sgdFormat = new Intl.NumberFormat(LOCALE_TAGS[language], { style: 'currency', currency: 'SGD' });
    sgdFormats.set(language, sgdFormat);
  }
  return sgdFormat.format(amount);
}

/** numerator / denominator rounded half-up, for non-negative integers. */
export function roundHalfUpDiv(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || numerator < 0) {
    throw new RangeError(`Numerator must be a non-negative integer: ${numerator}`);
  }
  if (!Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Denominator must be a positive integer: ${denominator}`);
  }
  let quotient = Math.floor(numerator / denominator);
  let remainder = numerator - quotient * denominator;
  // Float division can land one off for very large operands.
  if (remainder < 0) {
    quotient -= 1;
    remainder += denominator;
  } else if (remainder >= denominator) {
    quotient += 1;
    remainder -= denominator;
  }
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}
