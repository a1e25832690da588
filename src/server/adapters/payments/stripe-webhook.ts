import Stripe from 'stripe';

/**
 * How old a signed delivery may be (Stripe's own default): a captured request replayed later is
 * refused by its signature's timestamp, and a replay within it by the event id (stripe_events).
 */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/** A webhook call whose `Stripe-Signature` is missing, malformed, wrong, or too old. */
export class StripeSignatureError extends Error {
  constructor(
    readonly reason: 'missing' | 'invalid',
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
    this.name = 'StripeSignatureError';
  }
}

/**
 * The event Stripe signed, checked against the endpoint's signing secret over the exact bytes
 * received (never a re-serialised body). `now` is the time the delivery is judged at (tests).
 */
export function verifyStripeEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
  now: Date = new Date(),
): Stripe.Event {
  if (!signature) throw new StripeSignatureError('missing', 'No Stripe-Signature header');
  try {
    return Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      // Stripe takes the time of receipt in milliseconds.
      now.getTime(),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new StripeSignatureError('invalid', error.message, { cause: error });
    }
    // A body that is signed correctly but is not JSON: as good as no event.
    throw new StripeSignatureError('invalid', error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
}

/** The header a test (or the local fake of Stripe) signs a body with, as Stripe would. */
export function signStripePayload(payload: string, secret: string, timestamp?: Date): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp ? { timestamp: Math.floor(timestamp.getTime() / 1000) } : {}),
  });
}
