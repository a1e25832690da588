import { describe, expect, it } from 'vitest';
import { PAYMENT_PROVIDER_NAME, SIMULATED_PAYMENTS_NAME } from '../messages';
import { paymentsCardValue } from './summary-cards';

describe("the dashboard's Payments card", () => {
  it('says Test Mode while card payments are simulated, and names the provider only in live mode', () => {
    expect(paymentsCardValue(true, false)).toBe(SIMULATED_PAYMENTS_NAME);
    expect(SIMULATED_PAYMENTS_NAME).toBe('Test Mode');
    expect(paymentsCardValue(false, false)).toBe(PAYMENT_PROVIDER_NAME);
    // Not known yet: a placeholder, never the provider's name.
    expect(paymentsCardValue(undefined, false)).toBeNull();
    expect(paymentsCardValue(undefined, true)).toBe('—');
  });
});
