import { successEnvelope } from '@domain/shared/envelope';
import { z } from 'zod';

// Stripe's webhook (DESIGN §8.4): Stripe only reads the status, so these are for people and the API document.

/** A delivery whose Stripe-Signature header is missing, does not match the body, or is too old. */
export const INVALID_STRIPE_SIGNATURE_MESSAGE = 'Invalid signature';

/** Without the endpoint's signing secret no delivery can be trusted: Stripe is told to try again later. */
export const STRIPE_WEBHOOK_UNCONFIGURED_MESSAGE =
  'Stripe webhooks are not set up on this server (STRIPE_WEBHOOK_SECRET is unset)';

/** A PayNow payment arrived, but this server has nothing to record it with yet: Stripe tries again later. */
export const PAYNOW_UNHANDLED_MESSAGE = 'PayNow payments cannot be recorded on this server yet';

/** 200: the event was taken (`duplicate`: it had been before, and nothing was done again). */
export const stripeWebhookResponseSchema = successEnvelope(
  z.object({ received: z.literal(true), duplicate: z.boolean() }),
);
export type StripeWebhookResponse = z.infer<typeof stripeWebhookResponseSchema>;

/** A Stripe event as Stripe sends it (https://docs.stripe.com/api/events/object); the route reads it only once its signature holds. */
export const stripeEventBodySchema = z.unknown().meta({
  description: 'A Stripe event object, signed in the Stripe-Signature header over these exact bytes',
});
