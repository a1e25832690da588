import { centsToAmount, toCents } from '@domain/shared/money';
import Stripe from 'stripe';
import type { Config } from '../../config';
import {
  assertChargeableAmount,
  type PaymentGateway,
  PaymentGatewayUnavailableError,
  PaymentRefundRefusedError,
} from './types';

// PayNow in live mode (DESIGN §8.4): a Stripe PaymentIntent with the `paynow` method, confirmed at
// once, whose next action is the QR code the customer scans in their banking app. Creating the
// request moves no money; only Stripe's signed webhook says that the customer paid (stripe-webhook.ts).

export interface PayNowRequestInput {
  /** The amount the server computed, SGD with two decimals ('128.62'); never the browser's figure. */
  amount: string;
  /** The booking's reference number, so Stripe's records name the booking. */
  reference: string;
  registrationId: string;
  /** When the site stops offering this request; Stripe's own QR code may live longer (see cancel). */
  expiresAt: Date;
  /** One key per request the site means to make: a retried call with it gets the same PaymentIntent back. */
  idempotencyKey: string;
}

export interface PayNowRequest {
  /** Stripe's PaymentIntent id ('pi_…'): what the webhook names when the payment arrives. */
  providerId: string;
  /** The SGQR string of the QR code, as Stripe made it. */
  qrPayload: string;
  /** The QR code as a PNG, at Stripe. */
  qrImageUrl: string;
  /** The earlier of the site's expiry and the one Stripe gives the QR code, when it gives one. */
  expiresAt: Date;
}

export interface PayNowRefundInput {
  providerId: string;
  /** Two-decimal SGD to give back; omitted, all of it. */
  amount?: string;
  /** Defaults to one key per PaymentIntent and amount, so a retried refund never pays back twice. */
  idempotencyKey?: string;
}

export interface PayNowProvider {
  readonly kind: 'stripe';
  /** Throws PaymentGatewayUnavailableError when Stripe could not be asked or refused the request. */
  createRequest(input: PayNowRequestInput): Promise<PayNowRequest>;
  /**
   * Withdraws a request nobody paid (it expired, or the booking was paid by card), so its QR code can
   * no longer be paid. Already cancelled is fine; false when Stripe says it was paid meanwhile.
   */
  cancel(input: { providerId: string }): Promise<{ cancelled: boolean }>;
  /** Gives money back; throws PaymentRefundRefusedError when Stripe answers no. */
  refund(input: PayNowRefundInput): Promise<{ refundId: string }>;
}

/** As for cards (BRAINTREE_TIMEOUT_MS): an answer to the customer before a proxy gives up at 30 s. */
export const STRIPE_TIMEOUT_MS = 25_000;

export interface StripePayNowOptions {
  secretKey: string;
  /** Another address than https://api.stripe.com (the local fake in tests). */
  apiBase?: string;
  timeoutMs?: number;
  /** Retries of a call that got no answer; safe, as every call carries an idempotency key. */
  maxNetworkRetries?: number;
}

/** The Stripe client, pointed at `apiBase` when given (its `host`, `port` and `protocol` options). */
export function createStripeClient(options: StripePayNowOptions): Stripe {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  return new Stripe(options.secretKey, {
    timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
    maxNetworkRetries: options.maxNetworkRetries ?? 1,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port ? Number(base.port) : base.protocol === 'https:' ? 443 : 80,
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

const isStripeError = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeError;

function unavailable(error: unknown, operation: string): PaymentGatewayUnavailableError {
  if (error instanceof PaymentGatewayUnavailableError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    return new PaymentGatewayUnavailableError(`Stripe refused the API key during ${operation}`, { cause: error });
  }
  if (error instanceof Stripe.errors.StripeConnectionError) {
    // The idempotency key makes a repeat safe: Stripe answers it with what the first call did.
    return new PaymentGatewayUnavailableError(`Stripe did not answer ${operation}: ${detail}`, {
      cause: error,
      outcomeUnknown: true,
    });
  }
  const code = isStripeError(error) && error.code ? ` (${error.code})` : '';
  return new PaymentGatewayUnavailableError(`Stripe ${operation} failed${code}: ${detail}`, { cause: error });
}

/** The QR code of a confirmed PayNow PaymentIntent; an intent without one cannot be shown to the customer. */
function qrCodeOf(intent: Stripe.PaymentIntent) {
  const qr = intent.next_action?.paynow_display_qr_code;
  if (intent.status !== 'requires_action' || !qr?.data || !qr.image_url_png) {
    throw new PaymentGatewayUnavailableError(
      `Stripe answered the PayNow request ${intent.id} without a QR code (status ${intent.status})`,
    );
  }
  return qr;
}

/** Stripe's expiry of the QR code, in seconds, where its answer carries one (PayNow's has not so far). */
function stripeExpiry(qr: object): Date | undefined {
  const seconds = 'expires_at' in qr ? qr.expires_at : undefined;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000) : undefined;
}

export function createStripePayNowProvider(options: StripePayNowOptions): PayNowProvider {
  const stripe = createStripeClient(options);
  return {
    kind: 'stripe',

    async createRequest(input) {
      assertChargeableAmount(input.amount);
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: toCents(input.amount),
            currency: 'sgd',
            // Since API version 2026-09-30 (stripe 23) Stripe refuses `payment_method_types` here.
            allowed_payment_method_types: ['paynow'],
            payment_method_data: { type: 'paynow' },
            confirm: true,
            description: `Booking ${input.reference}`,
            metadata: { registrationId: input.registrationId, reference: input.reference },
          },
          { idempotencyKey: input.idempotencyKey },
        );
      } catch (error) {
        throw unavailable(error, 'PayNow request');
      }
      const qr = qrCodeOf(intent);
      const stripeExpiresAt = stripeExpiry(qr);
      return {
        providerId: intent.id,
        qrPayload: qr.data,
        qrImageUrl: qr.image_url_png,
        expiresAt: stripeExpiresAt && stripeExpiresAt < input.expiresAt ? stripeExpiresAt : input.expiresAt,
      };
    },

    async cancel({ providerId }) {
      try {
        const intent = await stripe.paymentIntents.cancel(providerId, {}, { idempotencyKey: `cancel:${providerId}` });
        return { cancelled: intent.status === 'canceled' };
      } catch (error) {
        // Stripe refuses to cancel a PaymentIntent that succeeded or was cancelled before.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'payment_intent_unexpected_state'
        ) {
          const intent = await stripe.paymentIntents.retrieve(providerId).catch((retrieveError: unknown) => {
            throw unavailable(retrieveError, 'PayNow look-up');
          });
          return { cancelled: intent.status === 'canceled' };
        }
        throw unavailable(error, 'PayNow cancel');
      }
    },

    async refund({ providerId, amount, idempotencyKey }) {
      if (amount !== undefined) assertChargeableAmount(amount);
      const cents = amount === undefined ? undefined : toCents(amount);
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: providerId,
            ...(cents === undefined ? {} : { amount: cents }),
            reason: 'requested_by_customer',
          },
          { idempotencyKey: idempotencyKey ?? `refund:${providerId}:${cents ?? 'all'}` },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') {
          throw new PaymentRefundRefusedError(
            `Stripe ${refund.status} the refund of ${centsToAmount(refund.amount)} SGD`,
          );
        }
        return { refundId: refund.id };
      } catch (error) {
        if (error instanceof PaymentRefundRefusedError) throw error;
        // An answer about the refund itself (already refunded, more than was paid, unknown intent).
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          throw new PaymentRefundRefusedError(`Stripe refused the refund: ${error.message}`);
        }
        throw unavailable(error, 'PayNow refund');
      }
    },
  };
}

export type StripeConfig = Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>;

/** PayNow through Stripe from the environment, or null without a secret key. */
export function createStripePayNowFromConfig(config: Partial<StripeConfig>): PayNowProvider | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  return createStripePayNowProvider({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE });
}

/**
 * The Stripe PayNow provider as the refund paths see a gateway (refunds.ts, the paid-once rule): a
 * PayNow payment's row carries the PaymentIntent id as its transaction id, which Stripe refunds by.
 */
export function stripeRefundGateway(provider: PayNowProvider): { kind: 'stripe'; refund: PaymentGateway['refund'] } {
  return {
    kind: 'stripe',
    async refund({ transactionId, amount }) {
      const { refundId } = await provider.refund({ providerId: transactionId, amount });
      return { method: 'refund', transactionId: refundId, amount: amount ?? null };
    },
  };
}
