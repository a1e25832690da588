import { randomBytes } from 'node:crypto';
import { toCents } from '../../../domain/money';
import {
  CARD_BRAND_NAMES,
  parseSimulatedNonce,
  TEST_CARDS_ONLY_MESSAGE,
  testCardOutcome,
} from '../../../domain/test-cards';
import {
  assertChargeableAmount,
  type CardDescription,
  type PaymentGateway,
  PaymentRefundRefusedError,
  type RefundResult,
  type SaleResult,
} from './types';

export { SIMULATED_NONCE_PATTERN, simulatedNonceFor } from '../../../domain/test-cards';

/** Braintree's text for validation error 91565, so a bad nonce reads the same in test mode and live. */
export const UNKNOWN_NONCE_MESSAGE = 'Unknown or expired payment_method_nonce.';

/** Test mode's client tokens start with this; the payment page shows its simulated card form for them (spec 001 §4). */
export const SIMULATED_TOKEN_PREFIX = 'test-';
export const SIMULATED_TRANSACTION_PREFIX = 'sim_';

/** Enough for any refund staff make the same day; older entries are forgotten so a long-running server does not grow. */
const REMEMBERED_SALES = 1000;

interface SimulatedSale {
  amount: string;
  status: 'submitted_for_settlement' | 'processor_declined' | 'voided';
}

function simulatedId(): string {
  return SIMULATED_TRANSACTION_PREFIX + randomBytes(8).toString('hex');
}

function describe(nonce: string): CardDescription | null {
  const card = parseSimulatedNonce(nonce);
  if (!card) return null;
  return { brand: CARD_BRAND_NAMES[card.brand], bin: card.bin, last4: card.last4 };
}

/**
 * Test mode (DESIGN §4, §7): no network, no money. Approves 4111 1111 1111 1111, declines
 * 4000 0000 0000 0002 with Braintree's 'Do Not Honor', and refuses every other card so nothing real is
 * ever "charged" in test mode. Sales are remembered in this process only to answer refunds the way
 * Braintree does; nothing another instance needs is kept (a refund of a sale another instance made
 * succeeds), in line with DESIGN §3 Scale. Nonces are not marked used, since that would be such state.
 */
export function createSimulatedGateway(): PaymentGateway {
  const sales = new Map<string, SimulatedSale>();

  function remember(id: string, sale: SimulatedSale): void {
    sales.set(id, sale);
    if (sales.size > REMEMBERED_SALES) sales.delete(sales.keys().next().value!);
  }

  return {
    kind: 'simulated',

    async createClientToken() {
      return SIMULATED_TOKEN_PREFIX + randomBytes(16).toString('base64url');
    },

    async describeNonce(nonce) {
      return describe(nonce);
    },

    async sale(input): Promise<SaleResult> {
      assertChargeableAmount(input.amount);
      const card = describe(input.nonce);
      if (!card) return { approved: false, message: UNKNOWN_NONCE_MESSAGE };
      const outcome = testCardOutcome(card.bin, card.last4);
      if (!outcome) return { approved: false, message: TEST_CARDS_ONLY_MESSAGE };
      const transactionId = simulatedId();
      if (!outcome.approved) {
        remember(transactionId, { amount: input.amount, status: 'processor_declined' });
        return {
          approved: false,
          message: outcome.message,
          processorResponseCode: outcome.processorResponseCode,
          transactionId,
        };
      }
      remember(transactionId, { amount: input.amount, status: 'submitted_for_settlement' });
      return { approved: true, transactionId, amount: input.amount, card, status: 'submitted_for_settlement' };
    },

    async refund(input): Promise<RefundResult> {
      if (input.amount !== undefined) assertChargeableAmount(input.amount);
      if (!input.transactionId.startsWith(SIMULATED_TRANSACTION_PREFIX)) {
        // Such an id was never made by a simulated gateway (a live charge or a partner prepayment).
        throw new PaymentRefundRefusedError(`Transaction ${input.transactionId} not found`);
      }
      const sale = sales.get(input.transactionId);
      if (!sale) {
        // Made by another instance or before a restart: simulated money, so it is simply given back.
        return { method: 'refund', transactionId: simulatedId(), amount: input.amount ?? null };
      }
      if (sale.status === 'processor_declined') {
        throw new PaymentRefundRefusedError('A declined payment charged nothing and cannot be refunded');
      }
      const requested = input.amount ?? sale.amount;
      if (toCents(requested) > toCents(sale.amount)) {
        throw new PaymentRefundRefusedError(`Refund amount ${requested} is more than the ${sale.amount} charged`);
      }
      // Simulated sales never settle, and Braintree cannot void part of an unsettled charge.
      if (toCents(requested) !== toCents(sale.amount)) {
        throw new PaymentRefundRefusedError('A partial refund is possible only after the payment has settled');
      }
      sale.status = 'voided';
      return { method: 'void', transactionId: input.transactionId, amount: sale.amount };
    },
  };
}
