import { randomBytes } from 'node:crypto';
import {
  CARD_BRAND_NAMES,
  parseSimulatedNonce,
  TEST_CARDS_ONLY_MESSAGE,
  testCardOutcome,
} from '@domain/payments/test-cards';
import { toCents } from '@domain/shared/money';
import {
  assertChargeableAmount,
  type CardDescription,
  CHARGED_STATUSES,
  type PaymentGateway,
  PaymentRefundRefusedError,
  type RefundResult,
  type SaleResult,
} from './types';

export { SIMULATED_NONCE_PATTERN, simulatedNonceFor } from '@domain/payments/test-cards';

/** Braintree's text for validation error 91565, so a bad nonce reads the same in test mode and live. */
export const UNKNOWN_NONCE_MESSAGE = 'Unknown or expired payment_method_nonce.';

/** Test mode's client tokens start with this; the payment page shows its simulated card form for them (spec 001 §4). */
export const SIMULATED_TOKEN_PREFIX = 'test-';
export const SIMULATED_TRANSACTION_PREFIX = 'sim_';

/** Enough for any refund staff make the same day; older entries are forgotten so a long-running server does not grow. */
const REMEMBERED_SALES = 1000;

/**
 * The simulator answers as slowly as Braintree may (braintree.ts, BRAINTREE_TIMEOUT_MS), so a payment
 * in doubt in test mode is asked again after the same wait as in live mode.
 */
export const SIMULATED_TIMEOUT_MS = 25_000;

export type SimulatedStatus = 'submitted_for_settlement' | 'processor_declined' | 'voided';

/** One sale as the simulated gateway records it. */
export interface SimulatedRecord {
  id: string;
  orderId: string;
  amount: string;
  status: SimulatedStatus;
  card: CardDescription;
}

/**
 * Where the simulated gateway keeps its records, as a real gateway keeps its own: the server uses one in
 * the database (simulated-ledger.ts), so every instance and a restarted one answer alike; without one
 * (unit tests, a gateway made on its own) they live in this process.
 */
export interface SimulatedLedger {
  add(record: SimulatedRecord): Promise<void>;
  find(id: string): Promise<SimulatedRecord | null>;
  setStatus(id: string, status: SimulatedStatus): Promise<void>;
  /** The order's records, oldest first. */
  byOrder(orderId: string): Promise<SimulatedRecord[]>;
}

/** Records in this process only, the oldest forgotten past `limit`. */
export function memoryLedger(limit = REMEMBERED_SALES): SimulatedLedger {
  const records = new Map<string, SimulatedRecord>();
  return {
    async add(record) {
      records.set(record.id, { ...record });
      if (records.size > limit) records.delete(records.keys().next().value!);
    },
    async find(id) {
      const record = records.get(id);
      return record ? { ...record } : null;
    },
    async setStatus(id, status) {
      const record = records.get(id);
      if (record) record.status = status;
    },
    async byOrder(orderId) {
      return [...records.values()].filter((record) => record.orderId === orderId).map((record) => ({ ...record }));
    },
  };
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
 * ever "charged" in test mode. Each sale is recorded in the ledger, by its id and its order id, to
 * answer refunds and look-ups by order the way Braintree does. Nonces are not marked used.
 */
export function createSimulatedGateway(options: { ledger?: SimulatedLedger } = {}): PaymentGateway {
  const ledger = options.ledger ?? memoryLedger();

  return {
    kind: 'simulated',
    timeoutMs: SIMULATED_TIMEOUT_MS,

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
      const record = { id: transactionId, orderId: input.orderId, amount: input.amount, card };
      if (!outcome.approved) {
        await ledger.add({ ...record, status: 'processor_declined' });
        return {
          approved: false,
          message: outcome.message,
          processorResponseCode: outcome.processorResponseCode,
          transactionId,
        };
      }
      await ledger.add({ ...record, status: 'submitted_for_settlement' });
      return { approved: true, transactionId, amount: input.amount, card, status: 'submitted_for_settlement' };
    },

    async refund(input): Promise<RefundResult> {
      if (input.amount !== undefined) assertChargeableAmount(input.amount);
      if (!input.transactionId.startsWith(SIMULATED_TRANSACTION_PREFIX)) {
        // Such an id was never made by a simulated gateway (a live charge or a partner prepayment).
        throw new PaymentRefundRefusedError(`Transaction ${input.transactionId} not found`);
      }
      const sale = await ledger.find(input.transactionId);
      if (!sale) {
        // Not in this ledger (a gateway that keeps its records in its own process, or a sale older than
        // the ledger): simulated money, so it is simply given back.
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
      if (sale.status === 'voided') return { method: 'void', transactionId: input.transactionId, amount: sale.amount };
      await ledger.setStatus(input.transactionId, 'voided');
      return { method: 'void', transactionId: input.transactionId, amount: sale.amount };
    },

    async findByOrderId(orderId) {
      return (await ledger.byOrder(orderId)).map((record) => ({
        transactionId: record.id,
        amount: record.amount,
        status: record.status,
        charged: CHARGED_STATUSES.has(record.status),
        card: record.card,
      }));
    },
  };
}
