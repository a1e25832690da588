import type { PaymentProvider } from '@domain/payments/settings-schemas';
import { type BraintreeConfig, hasBraintreeCredentials } from '../../adapters/payments';

/** The card provider of live mode (the Payments card of the dashboard names it too). */
export const LIVE_PAYMENT_PROVIDER = 'Braintree';

/** All but the last 4 characters hidden: enough for staff to recognise the account, not to use it. */
export function maskMerchantId(merchantId: string): string {
  const visible = Math.min(4, Math.max(0, merchantId.length - 4));
  return '•'.repeat(Math.max(4, merchantId.length - visible)) + merchantId.slice(merchantId.length - visible);
}

/**
 * The read-only provider section of the Payments tab. Only the environment, the masked merchant id and
 * the merchant account are shown: the public and private keys never leave the server.
 */
export function describePaymentProvider(config: BraintreeConfig, testMode: boolean): PaymentProvider {
  return {
    provider: LIVE_PAYMENT_PROVIDER,
    environment: config.BRAINTREE_ENVIRONMENT,
    merchantId: config.BRAINTREE_MERCHANT_ID ? maskMerchantId(config.BRAINTREE_MERCHANT_ID) : null,
    merchantAccountName: config.BRAINTREE_MERCHANT_ACCOUNT_ID ?? null,
    hasCredentials: hasBraintreeCredentials(config),
    testMode,
  };
}
