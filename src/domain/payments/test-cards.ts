// Test mode's card form and the simulated payment gateway share this file. The browser turns a
// typed test card into a nonce that carries only the brand, the first six and the last four
// digits, so the full card number never leaves the page, not even in test mode (DESIGN §4
// Payments): the server can store and log what it receives without holding a card number.

/** Brands as the simulated nonce names them (lower-case slugs, safe inside the nonce). */
export type CardBrandKey =
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'discover'
  | 'jcb'
  | 'diners'
  | 'unionpay'
  | 'maestro'
  | 'unknown';

/** Display names, spelled as Braintree's `cardType` spells them, so both gateways show the same words. */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrandKey, string>> = Object.freeze({
  visa: 'Visa',
  mastercard: 'MasterCard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'China UnionPay',
  maestro: 'Maestro',
  unknown: 'Unknown',
});

const BRAND_KEYS = Object.keys(CARD_BRAND_NAMES) as CardBrandKey[];

export type TestCardOutcome =
  | { approved: true }
  | {
      approved: false;
      /** What the processor answers, shown to the customer as it is. */
      message: string;
      processorResponseCode: string;
    };

export interface TestCard {
  /** As the customer types it, in groups of four. */
  number: string;
  brand: CardBrandKey;
  outcome: TestCardOutcome;
}

/**
 * Braintree's processor response 2000 reads 'Do Not Honor'; the simulated decline answers with the
 * same code and text so the customer sees the same words in test mode and live.
 */
export const DO_NOT_HONOR = { processorResponseCode: '2000', message: 'Do Not Honor' } as const;

/**
 * DESIGN §7. In live Braintree sandboxes declines are triggered by amount (2000.00 to 2999.99), not by
 * card number; these two numbers belong to test mode only.
 */
export const TEST_CARDS: readonly TestCard[] = Object.freeze([
  { number: '4111 1111 1111 1111', brand: 'visa', outcome: { approved: true } },
  { number: '4000 0000 0000 0002', brand: 'visa', outcome: { approved: false, ...DO_NOT_HONOR } },
]);

/** Any other card in test mode: nothing real may be charged, and the customer learns which cards work. */
export const TEST_CARDS_ONLY_MESSAGE =
  'Test mode accepts test cards only: use 4111 1111 1111 1111 (approved) or 4000 0000 0000 0002 (declined).';

/** Spaces and hyphens as people type them are ignored; anything else makes the number invalid. */
export function normalizeCardNumber(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries; catches most typing mistakes before anything is sent. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function startsWithin(digits: string, length: number, from: number, to: number): boolean {
  const prefix = Number(digits.slice(0, length));
  return digits.length >= length && prefix >= from && prefix <= to;
}

/** The brand from the issuer prefix (IIN ranges); only for display and the simulator, never for a decision on money. */
export function detectCardBrand(cardNumber: string): CardBrandKey {
  const digits = normalizeCardNumber(cardNumber);
  if (!/^\d+$/.test(digits)) return 'unknown';
  if (digits.startsWith('4')) return 'visa';
  if (startsWithin(digits, 2, 51, 55) || startsWithin(digits, 4, 2221, 2720)) return 'mastercard';
  if (digits.startsWith('34') || digits.startsWith('37')) return 'amex';
  if (startsWithin(digits, 4, 3528, 3589)) return 'jcb';
  if (startsWithin(digits, 3, 300, 305) || ['36', '38', '39'].includes(digits.slice(0, 2))) return 'diners';
  if (digits.startsWith('6011') || digits.startsWith('65') || startsWithin(digits, 3, 644, 649)) return 'discover';
  if (digits.startsWith('62')) return 'unionpay';
  if (['50', '56', '57', '58', '63', '67'].includes(digits.slice(0, 2))) return 'maestro';
  return 'unknown';
}

/** Card numbers are 12 to 19 digits long (ISO/IEC 7812). */
const CARD_NUMBER_PATTERN = /^\d{12,19}$/;

/** `sim_<first six digits>_<last four digits>_<brand key>`, e.g. `sim_411111_1111_visa`. */
export const SIMULATED_NONCE_PATTERN = new RegExp(`^sim_(\\d{6})_(\\d{4})_(${BRAND_KEYS.join('|')})$`);

/**
 * The nonce test mode's card form sends instead of the card number. Null when the number cannot be
 * a card (not 12-19 digits or a failed Luhn check), so the form can say so before anything is sent.
 */
export function simulatedNonceFor(cardNumber: string): string | null {
  const digits = normalizeCardNumber(cardNumber);
  if (!CARD_NUMBER_PATTERN.test(digits) || !isLuhnValid(digits)) return null;
  return `sim_${digits.slice(0, 6)}_${digits.slice(-4)}_${detectCardBrand(digits)}`;
}

export interface SimulatedCard {
  bin: string;
  last4: string;
  brand: CardBrandKey;
}

/** Reads a simulated nonce; null for anything that is not one. */
export function parseSimulatedNonce(nonce: string): SimulatedCard | null {
  const match = SIMULATED_NONCE_PATTERN.exec(nonce);
  if (!match) return null;
  return { bin: match[1]!, last4: match[2]!, brand: match[3] as CardBrandKey };
}

/**
 * What test mode answers for a card known by its first six and last four digits (all a nonce carries);
 * null for a card that is not a test card.
 */
export function testCardOutcome(bin: string, last4: string): TestCardOutcome | null {
  const card = TEST_CARDS.find((candidate) => {
    const digits = normalizeCardNumber(candidate.number);
    return digits.startsWith(bin) && digits.endsWith(last4);
  });
  return card ? card.outcome : null;
}
