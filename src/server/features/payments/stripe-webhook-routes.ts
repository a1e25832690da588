import {
  INVALID_STRIPE_SIGNATURE_MESSAGE,
  PAYNOW_UNHANDLED_MESSAGE,
  STRIPE_WEBHOOK_UNCONFIGURED_MESSAGE,
  stripeEventBodySchema,
  stripeWebhookResponseSchema,
} from '@domain/payments/stripe-webhook-schemas';
import { centsToAmount } from '@domain/shared/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { StripeSignatureError, verifyStripeEvent } from '../../adapters/payments/stripe-webhook';
import type { Transaction } from '../../db/client';
import { stripeEvents } from '../../db/schema/payments';
import { AppError, badRequest } from '../../errors';
import { ok } from '../../http/envelope';

/** A PayNow payment Stripe says has succeeded (`payment_intent.succeeded`). */
export interface PayNowSucceeded {
  /** The PaymentIntent ('pi_…'), as PayNowProvider.createRequest returned it. */
  providerId: string;
  /** What Stripe received, SGD with two decimals ('128.62'). */
  amount: string;
  /** The PaymentIntent again: the payment row's transaction id, by which Stripe refunds it. */
  transactionId: string;
  /** The booking the request was made for (the PaymentIntent's metadata), when it names one. */
  registrationId: string | null;
}

/**
 * Records a PayNow payment. It runs inside the transaction that marks the event as handled, and
 * should do its writes with `tx`: when it throws, neither the event nor its writes are kept, the
 * answer is not 2xx, and Stripe delivers the event again later.
 */
export type PayNowSucceededHandler = (payment: PayNowSucceeded, tx: Transaction) => Promise<void>;

export interface StripeWebhookRoutesOptions {
  /** Unset, a PayNow payment is answered 503 (and so kept by Stripe for a later delivery), never dropped. */
  onPayNowSucceeded?: PayNowSucceededHandler;
}

/** The PayNow payment an event reports, or null for every other event. */
export function payNowSucceededOf(event: Stripe.Event): PayNowSucceeded | null {
  if (event.type !== 'payment_intent.succeeded') return null;
  const intent = event.data.object;
  if (!intent.payment_method_types?.includes('paynow') || intent.currency !== 'sgd') return null;
  const cents = intent.amount_received > 0 ? intent.amount_received : intent.amount;
  return {
    providerId: intent.id,
    amount: centsToAmount(cents),
    transactionId: intent.id,
    registrationId: intent.metadata?.registrationId ?? null,
  };
}

/**
 * POST /api/payments/webhooks/stripe (DESIGN §8.4): the only way a live PayNow payment marks a
 * booking paid. The body is kept as the bytes Stripe signed: this plugin is encapsulated, so its
 * JSON parser (raw bytes) applies to this route alone and every other route keeps parsing JSON.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<StripeWebhookRoutesOptions> = async (app, options) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/webhooks/stripe',
    {
      schema: {
        tags: ['payments'],
        summary: "Stripe's signed events: a PayNow payment that succeeded marks its booking paid, once per event",
        // Documented as JSON, checked as the signed bytes: the handler parses nothing before the signature.
        body: stripeEventBodySchema,
        response: { 200: stripeWebhookResponseSchema },
        errorAnswers: {
          400: 'The Stripe-Signature header is missing, does not match the body, or is more than 5 minutes old.',
          503: 'STRIPE_WEBHOOK_SECRET is unset, or PayNow payments cannot be recorded yet: Stripe delivers the event again later.',
        },
      },
    },
    async (request) => {
      const secret = app.ctx.config.STRIPE_WEBHOOK_SECRET;
      if (!secret) throw new AppError('UPSTREAM_UNAVAILABLE', STRIPE_WEBHOOK_UNCONFIGURED_MESSAGE);
      const header = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (!Buffer.isBuffer(request.body)) throw new StripeSignatureError('missing', 'No body');
        event = verifyStripeEvent(request.body, typeof header === 'string' ? header : undefined, secret, app.ctx.now());
      } catch (error) {
        if (!(error instanceof StripeSignatureError)) throw error;
        request.log.warn({ reason: error.reason }, 'Stripe webhook refused: %s', error.message.split('\n')[0]);
        throw badRequest(INVALID_STRIPE_SIGNATURE_MESSAGE);
      }

      const payment = payNowSucceededOf(event);
      // Every other event is acknowledged and left alone; Stripe sends only those the endpoint asks for.
      if (!payment) return ok({ received: true as const, duplicate: false });
      const handler = options.onPayNowSucceeded;
      if (!handler) throw new AppError('UPSTREAM_UNAVAILABLE', PAYNOW_UNHANDLED_MESSAGE);

      // The event row and the handler's writes commit together or not at all. A second delivery of the
      // same event waits on the first one's row, then finds it and does nothing.
      const duplicate = await app.ctx.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(stripeEvents)
          .values({ id: event.id, type: event.type, receivedAt: app.ctx.now() })
          .onConflictDoNothing()
          .returning({ id: stripeEvents.id });
        if (inserted.length === 0) return true;
        await handler(payment, tx);
        return false;
      });
      request.log.info({ stripeEvent: event.id, duplicate }, 'Stripe PayNow payment %s', payment.providerId);
      return ok({ received: true as const, duplicate });
    },
  );
};
