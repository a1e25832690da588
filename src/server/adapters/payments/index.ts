import { type Config, missingBraintreeCredentials } from '../../config';
import type { Executor } from '../../db/client';
import { createBraintreeGateway } from './braintree';
import { createSimulatedGateway } from './simulated';
import { databaseLedger } from './simulated-ledger';
import { createStripePayNowFromConfig, type PayNowProvider, type StripeConfig } from './stripe-paynow';
import type { PaymentGateway } from './types';

export { BRAINTREE_TIMEOUT_MS, type BraintreeGatewayOptions, createBraintreeGateway } from './braintree';
export {
  createSimulatedGateway,
  memoryLedger,
  SIMULATED_NONCE_PATTERN,
  SIMULATED_TIMEOUT_MS,
  SIMULATED_TOKEN_PREFIX,
  SIMULATED_TRANSACTION_PREFIX,
  type SimulatedLedger,
  simulatedNonceFor,
  UNKNOWN_NONCE_MESSAGE,
} from './simulated';
export { databaseLedger } from './simulated-ledger';
export {
  createStripePayNowFromConfig,
  createStripePayNowProvider,
  type PayNowProvider,
  type PayNowRequest,
  type StripeConfig,
  stripeRefundGateway,
} from './stripe-paynow';
export * from './types';

export type BraintreeConfig = Pick<
  Config,
  'BRAINTREE_MERCHANT_ID' | 'BRAINTREE_PUBLIC_KEY' | 'BRAINTREE_PRIVATE_KEY' | 'BRAINTREE_ENVIRONMENT'
> &
  Partial<Pick<Config, 'BRAINTREE_MERCHANT_ACCOUNT_ID'>>;

/** Live mode needs all three keys; without them it cannot be switched on (DESIGN §4 Payments). */
export function hasBraintreeCredentials(config: BraintreeConfig): boolean {
  return missingBraintreeCredentials(config).length === 0;
}

export class PaymentConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentConfigurationError';
  }
}

/** Braintree from the environment, or null without credentials. */
export function createLiveGateway(config: BraintreeConfig): PaymentGateway | null {
  if (!hasBraintreeCredentials(config)) return null;
  return createBraintreeGateway({
    merchantId: config.BRAINTREE_MERCHANT_ID!,
    publicKey: config.BRAINTREE_PUBLIC_KEY!,
    privateKey: config.BRAINTREE_PRIVATE_KEY!,
    environment: config.BRAINTREE_ENVIRONMENT,
    merchantAccountId: config.BRAINTREE_MERCHANT_ACCOUNT_ID,
  });
}

/**
 * The gateway for one mode: simulated in test mode, else Braintree. Live mode without credentials is
 * refused with a message naming the variables, never quietly simulated: a customer must not believe
 * a simulated charge paid for a live booking.
 */
export function createPaymentGateway(options: { testMode: boolean; config: BraintreeConfig }): PaymentGateway {
  if (options.testMode) return createSimulatedGateway();
  const live = createLiveGateway(options.config);
  if (!live) {
    throw new PaymentConfigurationError(
      'Live payments need BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY; keep test mode on until they are set',
    );
  }
  return live;
}

/**
 * Both gateways at once, for a server whose test mode is a setting that staff switch at run time:
 * `live` is null without credentials. Given the database, the simulated gateway keeps its records there
 * (shared by every instance, kept across restarts); without it, in this process.
 */
export function createPaymentGateways(
  config: BraintreeConfig & Partial<StripeConfig>,
  options: { db?: Executor } = {},
): { test: PaymentGateway; live: PaymentGateway | null; paynow: PayNowProvider | null } {
  const ledger = options.db ? databaseLedger(options.db) : undefined;
  return {
    test: createSimulatedGateway({ ledger }),
    live: createLiveGateway(config),
    // Live PayNow (DESIGN §8.4): Stripe's, when STRIPE_SECRET_KEY is set.
    paynow: createStripePayNowFromConfig(config),
  };
}
