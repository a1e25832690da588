import { toCents } from '@domain/shared/money';
import braintree from 'braintree';
import {
  assertChargeableAmount,
  type CardDescription,
  CHARGED_STATUSES,
  type GatewayTransaction,
  type PaymentGateway,
  PaymentGatewayUnavailableError,
  PaymentRefundRefusedError,
  type RefundResult,
  type SaleResult,
} from './types';

/**
 * The SDK waits 60 s by default. 25 s leaves time to answer the customer with a clear message
 * before a browser or a reverse proxy (commonly 30 s) gives up on the payment request itself.
 */
export const BRAINTREE_TIMEOUT_MS = 25_000;

export interface BraintreeGatewayOptions {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  /** 'sandbox' or 'production'; tests pass a custom environment pointing at a local fake. */
  environment: 'sandbox' | 'production' | braintree.Environment;
  /** The merchant account to charge in (it decides the currency); the merchant's default when unset. */
  merchantAccountId?: string;
  timeoutMs?: number;
}

/** Braintree validation error: "Transaction can only be voided if status is authorized, submitted_for_settlement..." */
const CANNOT_VOID_CODE = '91504';
const UNSETTLED_STATUSES = new Set(['authorized', 'submitted_for_settlement', 'settlement_pending']);
const SETTLED_STATUSES = new Set(['settling', 'settled']);
/** Connection failures that happen before a request is sent: nothing can have been charged. */
const NOT_SENT_PATTERN = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN/;

/** The SDK's errors carry a `type` (lib/braintree/error_types.js). */
function sdkErrorType(error: unknown): string | undefined {
  if (error instanceof Error && 'type' in error && typeof error.type === 'string') return error.type;
  return undefined;
}

const isNotFound = (error: unknown) => sdkErrorType(error) === 'notFoundError';

function unavailable(error: unknown, operation: string, movesMoney: boolean, timeoutMs: number) {
  if (error instanceof PaymentGatewayUnavailableError) return error;
  const type = sdkErrorType(error);
  const detail = error instanceof Error ? error.message : String(error);
  // Refusals of the request itself: Braintree did not process it, so no money moved.
  if (type === 'authenticationError' || type === 'authorizationError') {
    return new PaymentGatewayUnavailableError(`Braintree refused the API credentials during ${operation} (${type})`, {
      cause: error,
    });
  }
  if (type === 'tooManyRequestsError' || type === 'upgradeRequired') {
    return new PaymentGatewayUnavailableError(`Braintree refused ${operation} (${type})`, { cause: error });
  }
  if (/timed out/i.test(detail)) {
    return new PaymentGatewayUnavailableError(
      `Braintree did not answer ${operation} within ${timeoutMs / 1000} seconds`,
      { cause: error, outcomeUnknown: movesMoney },
    );
  }
  return new PaymentGatewayUnavailableError(`Braintree ${operation} failed: ${detail}`, {
    cause: error,
    outcomeUnknown: movesMoney && !NOT_SENT_PATTERN.test(detail),
  });
}

/** Keeps only what a card description may hold: six digits, four digits; anything else becomes ''. */
function cardDescription(brand: string | undefined, bin: string | undefined, last4: string | undefined) {
  return {
    brand: brand || 'Unknown',
    bin: bin && /^\d{6}$/.test(bin) ? bin : '',
    last4: last4 && /^\d{4}$/.test(last4) ? last4 : '',
  } satisfies CardDescription;
}

const WALLET_NAMES: Readonly<Record<string, string>> = {
  PayPalAccount: 'PayPal',
  paypal_account: 'PayPal',
  ApplePayCard: 'Apple Pay',
  apple_pay_card: 'Apple Pay',
  AndroidPayCard: 'Google Pay',
  android_pay_card: 'Google Pay',
  VenmoAccount: 'Venmo',
  venmo_account: 'Venmo',
};

function cardOfTransaction(transaction: braintree.Transaction): CardDescription {
  const card = transaction.creditCard;
  const brand = card?.cardType || WALLET_NAMES[transaction.paymentInstrumentType] || transaction.paymentInstrumentType;
  return cardDescription(brand, card?.bin, card?.last4);
}

/** Live card payments through the braintree SDK (server side of the drop-in). */
export function createBraintreeGateway(options: BraintreeGatewayOptions): PaymentGateway {
  const timeoutMs = options.timeoutMs ?? BRAINTREE_TIMEOUT_MS;
  const environment =
    options.environment === 'production'
      ? braintree.Environment.Production
      : options.environment === 'sandbox'
        ? braintree.Environment.Sandbox
        : options.environment;
  const gateway = new braintree.BraintreeGateway({
    environment,
    merchantId: options.merchantId,
    publicKey: options.publicKey,
    privateKey: options.privateKey,
  });
  // The SDK aborts a request whose socket stays idle this long; the deadline below also covers an
  // answer that trickles in slower than that.
  gateway.config.timeout = timeoutMs;
  const merchantAccount = options.merchantAccountId ? { merchantAccountId: options.merchantAccountId } : {};

  /**
   * One gateway call under one deadline. `movesMoney` marks calls after which, without an answer,
   * money may have moved (PaymentGatewayUnavailableError.outcomeUnknown).
   */
  async function call<T>(operation: string, movesMoney: boolean, request: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new PaymentGatewayUnavailableError(
              `Braintree did not answer ${operation} within ${timeoutMs / 1000} seconds`,
              { outcomeUnknown: movesMoney },
            ),
          ),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([request(), deadline]);
    } catch (error) {
      // A 404 is an answer (no such nonce or transaction) and wrong parameters are our bug: both pass through.
      if (isNotFound(error) || sdkErrorType(error) === 'invalidKeysError') throw error;
      throw unavailable(error, operation, movesMoney, timeoutMs);
    } finally {
      clearTimeout(timer);
    }
  }

  async function refundSettled(transactionId: string, amount: string | undefined): Promise<RefundResult> {
    const result = await call('refund', true, () => gateway.transaction.refund(transactionId, amount));
    if (!result.success) throw new PaymentRefundRefusedError(result.message);
    return { method: 'refund', transactionId: result.transaction.id, amount: result.transaction.amount };
  }

  /** The search answers a stream of transactions; all of them are read, under the one deadline. */
  async function searchByOrderId(orderId: string): Promise<braintree.Transaction[]> {
    const found: braintree.Transaction[] = [];
    const stream = gateway.transaction.search((search) => search.orderId().is(orderId));
    for await (const transaction of stream) found.push(transaction as braintree.Transaction);
    return found;
  }

  return {
    kind: 'braintree',
    timeoutMs,

    async createClientToken() {
      const result = await call('client token', false, () => gateway.clientToken.generate({ ...merchantAccount }));
      if (!result.success || typeof result.clientToken !== 'string' || result.clientToken === '') {
        throw new PaymentGatewayUnavailableError(`Braintree gave no client token: ${result.message ?? 'no token'}`);
      }
      return result.clientToken;
    },

    async describeNonce(nonce) {
      let found: braintree.PaymentMethodNonce & { consumed?: boolean };
      try {
        found = await call('nonce lookup', false, () => gateway.paymentMethodNonce.find(nonce));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      // A used nonce cannot be charged again, so it describes nothing payable.
      if (!found || found.consumed) return null;
      const details = found.details;
      const brand = details?.cardType || (found.type ? (WALLET_NAMES[found.type] ?? found.type) : undefined);
      return cardDescription(brand, details?.bin, details?.lastFour);
    },

    async sale(input): Promise<SaleResult> {
      assertChargeableAmount(input.amount);
      const result = await call('sale', true, () =>
        gateway.transaction.sale({
          amount: input.amount,
          orderId: input.orderId,
          paymentMethodNonce: input.nonce,
          ...(input.deviceData ? { deviceData: input.deviceData } : {}),
          ...merchantAccount,
          options: { submitForSettlement: true },
        }),
      );
      if (result.success) {
        const transaction = result.transaction;
        if (!transaction?.id) {
          throw new PaymentGatewayUnavailableError('Braintree approved a sale without a transaction', {
            outcomeUnknown: true,
          });
        }
        return {
          approved: true,
          transactionId: transaction.id,
          amount: transaction.amount,
          card: cardOfTransaction(transaction),
          status: transaction.status,
        };
      }
      // A decline is an answer about the card: the processor's own words are shown to the customer.
      const transaction = result.transaction as braintree.Transaction | undefined;
      const processorDeclined = transaction?.status === 'processor_declined';
      return {
        approved: false,
        message:
          (processorDeclined && transaction.processorResponseText) || result.message || 'The payment was declined',
        ...(processorDeclined && transaction.processorResponseCode
          ? { processorResponseCode: transaction.processorResponseCode }
          : {}),
        ...(transaction?.id ? { transactionId: transaction.id } : {}),
      };
    },

    async refund(input): Promise<RefundResult> {
      if (input.amount !== undefined) assertChargeableAmount(input.amount);
      let transaction: braintree.Transaction;
      try {
        transaction = await call('transaction lookup', false, () => gateway.transaction.find(input.transactionId));
      } catch (error) {
        if (isNotFound(error)) throw new PaymentRefundRefusedError(`Transaction ${input.transactionId} not found`);
        throw error;
      }
      const charged = transaction.amount;
      if (input.amount !== undefined && toCents(input.amount) > toCents(charged)) {
        throw new PaymentRefundRefusedError(`Refund amount ${input.amount} is more than the ${charged} charged`);
      }
      const status: string = transaction.status;
      // Voiding twice is answered as done, so a caller retrying after a time-out gets a plain answer.
      if (status === 'voided') return { method: 'void', transactionId: transaction.id, amount: charged };
      if (SETTLED_STATUSES.has(status)) return refundSettled(transaction.id, input.amount);
      if (!UNSETTLED_STATUSES.has(status)) {
        throw new PaymentRefundRefusedError(`A ${status.replaceAll('_', ' ')} transaction cannot be refunded`);
      }
      if (input.amount !== undefined && toCents(input.amount) !== toCents(charged)) {
        // Braintree cannot void part of a charge, and refunds only settled ones.
        throw new PaymentRefundRefusedError('A partial refund is possible only after the payment has settled');
      }
      const voided = await call('void', true, () => gateway.transaction.void(transaction.id));
      if (voided.success) return { method: 'void', transactionId: transaction.id, amount: charged };
      // It settled between the look-up and the void: refund it instead.
      if (voided.errors?.deepErrors().some((error) => String(error.code) === CANNOT_VOID_CODE)) {
        return refundSettled(transaction.id, input.amount);
      }
      throw new PaymentRefundRefusedError(voided.message);
    },

    async findByOrderId(orderId): Promise<GatewayTransaction[]> {
      const found = await call('transaction search', false, () => searchByOrderId(orderId));
      return found
        .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)))
        .map((transaction) => ({
          transactionId: transaction.id,
          amount: transaction.amount,
          status: transaction.status,
          charged: CHARGED_STATUSES.has(transaction.status),
          card: cardOfTransaction(transaction),
        }));
    },
  };
}
