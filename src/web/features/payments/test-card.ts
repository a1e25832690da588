import { CARD_BRAND_NAMES, detectCardBrand, normalizeCardNumber, simulatedNonceFor } from '@domain/payments/test-cards';
import { todayInSingapore } from '@domain/shared/dates';
import {
  CARD_HOLDER_REQUIRED_MESSAGE,
  CARD_NUMBER_INVALID_MESSAGE,
  CARD_NUMBER_REQUIRED_MESSAGE,
  CVV_INVALID_MESSAGE,
  EXPIRY_INVALID_MESSAGE,
  EXPIRY_PAST_MESSAGE,
} from './messages';

// Test mode's simulated card form: its field rules, and the payment method it hands over. Only a
// nonce carrying the brand, first six and last four digits leaves the page (DESIGN §4 Payments); the
// expiry date, CVV and card holder name are checked here and sent nowhere.

/** What either card form hands to the payment call, as Braintree's requestPaymentMethod() names it. */
export interface CardPaymentMethod {
  nonce: string;
  paymentType: string;
  paymentDetails: unknown;
  deviceData?: string;
}

export interface TestCardValues {
  cardNumber: string;
  expiry: string;
  cvv: string;
  cardHolderName: string;
}

export function validateCardNumber(value: string): string | true {
  if (normalizeCardNumber(value) === '') return CARD_NUMBER_REQUIRED_MESSAGE;
  return simulatedNonceFor(value) ? true : CARD_NUMBER_INVALID_MESSAGE;
}

const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/;

/** 'MM/YY'; a card is valid to the end of its expiry month (Singapore time). */
export function validateExpiry(value: string, now: Date = new Date()): string | true {
  const match = EXPIRY_PATTERN.exec(value.trim());
  if (!match) return EXPIRY_INVALID_MESSAGE;
  const expiryMonth = `20${match[2]}-${match[1]}`;
  return expiryMonth >= todayInSingapore(now).slice(0, 7) ? true : EXPIRY_PAST_MESSAGE;
}

export function validateCvv(value: string): string | true {
  return /^\d{3,4}$/.test(value.trim()) ? true : CVV_INVALID_MESSAGE;
}

export function validateCardHolderName(value: string): string | true {
  return value.trim() === '' ? CARD_HOLDER_REQUIRED_MESSAGE : true;
}

/** The simulated payment method of a typed card; null when the number cannot be a card. */
export function testCardPaymentMethod(cardNumber: string): CardPaymentMethod | null {
  const nonce = simulatedNonceFor(cardNumber);
  if (!nonce) return null;
  const digits = normalizeCardNumber(cardNumber);
  return {
    nonce,
    paymentType: 'CreditCard',
    // The shape of the drop-in's card details; the server reads the card from the nonce instead.
    paymentDetails: { cardType: CARD_BRAND_NAMES[detectCardBrand(digits)], lastFour: digits.slice(-4) },
  };
}

/** '4111111111111111' → '4111 1111 1111 1111', as the customer types (at most 19 digits). */
export function formatCardNumberInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1228' → '12/28' while typing the expiry date. */
export function formatExpiryInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
