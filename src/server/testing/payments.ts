import { simulatedNonceFor } from '@domain/payments/test-cards';
import type { TestApp } from './test-app';

/** The Visa test card the simulated gateway approves. */
export const APPROVED_CARD = '4111 1111 1111 1111';

/**
 * Pays a booking through POST /api/payments/process with a test card's simulated nonce: the approved
 * Visa unless `card` names another. `paymentType` and `deviceData` are sent only when given.
 */
export function payByCard(
  t: TestApp,
  registrationId: string,
  amount: string | number,
  options: { card?: string; paymentType?: string; deviceData?: string } = {},
) {
  const { card = APPROVED_CARD, ...fields } = options;
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/process',
    payload: { registrationId, nonce: simulatedNonceFor(card), amount, ...fields },
  });
}
