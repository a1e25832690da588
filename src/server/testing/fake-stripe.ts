import type { IncomingMessage, ServerResponse } from 'node:http';
import { signStripePayload } from '../adapters/payments/stripe-webhook';
import { type LocalServer, localServers } from './http-server';

// A local stand-in for the part of Stripe's API that PayNow uses (DESIGN §8.4), on a free port of
// 127.0.0.1: PaymentIntents (create with the PayNow QR code, retrieve, cancel) and refunds, with
// Stripe's form-encoded requests, idempotency keys, error bodies and signed webhook events. Point the
// client at it with STRIPE_API_BASE = fake.url.

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_stripe_key';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fake_stripe_signing_secret';

/** One call the fake received, as the client sent it. */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  /** The form body, nested as Stripe reads it: `metadata[reference]=X` becomes `{ metadata: { reference: 'X' } }`. */
  params: Record<string, unknown>;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_action' | 'succeeded' | 'canceled';
  payment_method_types: string[];
  metadata: Record<string, string>;
  description: string | null;
  latest_charge: string | null;
  next_action: null | {
    type: 'paynow_display_qr_code';
    paynow_display_qr_code: {
      data: string;
      hosted_instructions_url: string;
      image_url_png: string;
      image_url_svg: string;
    };
  };
  client_secret: string;
  created: number;
  livemode: false;
  [key: string]: unknown;
}

export interface FakeStripeEvent {
  id: string;
  object: 'event';
  type: string;
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: Record<string, unknown> };
}

export interface FakeStripe extends LocalServer {
  readonly requests: RecordedStripeRequest[];
  readonly intents: Map<string, FakePaymentIntent>;
  /** The customer paid: the intent succeeds with a charge, and the event Stripe would send is returned. */
  pay(intentId: string): FakeStripeEvent;
  /** An event of any type (`data.object` as given), with a fresh id. */
  event(type: string, object: Record<string, unknown>): FakeStripeEvent;
  /** The body and headers of the delivery Stripe would make, signed with `secret` at `timestamp`. */
  signedDelivery(
    event: FakeStripeEvent,
    options?: { secret?: string; timestamp?: Date },
  ): { payload: string; headers: Record<string, string> };
  /** Delivers an event to a webhook URL as Stripe does, and returns the answer. */
  sendWebhook(
    url: string,
    event: FakeStripeEvent,
    options?: { secret?: string; timestamp?: Date },
  ): Promise<{ status: number; body: unknown }>;
}

/** Stripe's form encoding (`a[b][0]=x`) back into objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const next = path[index + 1] ?? '';
      node[segment] ??= /^\d+$/.test(next) ? [] : {};
      node = node[segment] as Record<string, unknown>;
    });
  }
  return root;
}

/** CRC-16/CCITT-FALSE, as the EMVCo QR payload carries it. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** A PayNow SGQR string of the shape Stripe hands out (merchant UEN, amount, not editable, reference). */
function payNowPayload(cents: number, reference: string): string {
  const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  const merchant = field('00', 'SG.PAYNOW') + field('01', '2') + field('02', '201403121WSTR') + field('03', '0');
  const body =
    field('00', '01') +
    field('01', '12') +
    field('26', merchant) +
    field('52', '0000') +
    field('53', '702') +
    field('54', amount) +
    field('58', 'SG') +
    field('59', 'Stripe Payments Singapore') +
    field('60', 'Singapore') +
    field('62', field('01', reference.slice(0, 25)));
  return `${body}6304${crc16(`${body}6304`)}`;
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${Date.now()}` });
  res.end(JSON.stringify(body));
}

function stripeError(status: number, type: string, message: string, code?: string, param?: string) {
  return { status, body: { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } } };
}

export async function startFakeStripe(
  options: { secretKey?: string; webhookSecret?: string; servers?: ReturnType<typeof localServers> } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? FAKE_STRIPE_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? FAKE_STRIPE_WEBHOOK_SECRET;
  const servers = options.servers ?? localServers();
  const requests: RecordedStripeRequest[] = [];
  const intents = new Map<string, FakePaymentIntent>();
  const refunded = new Map<string, number>();
  // Stripe answers a repeated idempotency key with its first answer.
  const answered = new Map<string, { status: number; body: unknown }>();
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}_fake${String(++sequence).padStart(6, '0')}`;
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  let baseUrl = '';

  function createIntent(params: Record<string, unknown>) {
    const cents = Number(params.amount);
    if (params.payment_method_types !== undefined) {
      return stripeError(
        400,
        'invalid_request_error',
        'payment_method_types is no longer supported on this API version; use allowed_payment_method_types.',
        'payment_method_types_no_longer_supported',
        'payment_method_types',
      );
    }
    const allowed = Array.isArray(params.allowed_payment_method_types)
      ? (params.allowed_payment_method_types as string[])
      : [];
    // Stripe keeps of the allowed types those that fit the currency: PayNow is SGD only.
    const types = allowed.filter((type) => type !== 'paynow' || params.currency === 'sgd');
    if (!Number.isInteger(cents) || cents < 50) {
      return stripeError(
        400,
        'invalid_request_error',
        'Amount must be at least $0.50 sgd',
        'amount_too_small',
        'amount',
      );
    }
    if (params.currency !== 'sgd' || !types.includes('paynow')) {
      return stripeError(
        400,
        'invalid_request_error',
        'The payment method type "paynow" is invalid for this currency.',
        'payment_method_invalid_parameter',
      );
    }
    const metadata = (params.metadata ?? {}) as Record<string, string>;
    const id = nextId('pi');
    const confirmed = params.confirm === 'true';
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount: cents,
      amount_received: 0,
      currency: 'sgd',
      status: 'requires_action',
      allowed_payment_method_types: allowed,
      payment_method_types: types,
      metadata,
      description: typeof params.description === 'string' ? params.description : null,
      latest_charge: null,
      next_action: confirmed
        ? {
            type: 'paynow_display_qr_code',
            paynow_display_qr_code: {
              data: payNowPayload(cents, metadata.reference ?? id),
              hosted_instructions_url: `${baseUrl}/paynow/instructions/${id}`,
              image_url_png: `${baseUrl}/qr/${id}.png`,
              image_url_svg: `${baseUrl}/qr/${id}.svg`,
            },
          }
        : null,
      client_secret: `${id}_secret_fake`,
      created: nowSeconds(),
      livemode: false,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      payment_method: confirmed ? nextId('pm') : null,
    };
    intents.set(id, intent);
    return { status: 200, body: intent };
  }

  function cancelIntent(id: string) {
    const intent = intents.get(id);
    if (!intent)
      return stripeError(404, 'invalid_request_error', `No such payment_intent: '${id}'`, 'resource_missing');
    if (intent.status !== 'requires_action') {
      return stripeError(
        400,
        'invalid_request_error',
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        'payment_intent_unexpected_state',
      );
    }
    intent.status = 'canceled';
    intent.next_action = null;
    return { status: 200, body: intent };
  }

  function refund(params: Record<string, unknown>) {
    const id = String(params.payment_intent ?? '');
    const intent = intents.get(id);
    if (!intent)
      return stripeError(400, 'invalid_request_error', `No such payment_intent: '${id}'`, 'resource_missing');
    if (intent.status !== 'succeeded') {
      return stripeError(
        400,
        'invalid_request_error',
        'This PaymentIntent does not have a successful charge to refund.',
        'charge_not_refundable',
      );
    }
    const already = refunded.get(id) ?? 0;
    const cents = params.amount === undefined ? intent.amount_received - already : Number(params.amount);
    if (already >= intent.amount_received) {
      return stripeError(
        400,
        'invalid_request_error',
        `Charge ${intent.latest_charge} has already been refunded.`,
        'charge_already_refunded',
      );
    }
    if (!Number.isInteger(cents) || cents <= 0 || already + cents > intent.amount_received) {
      return stripeError(
        400,
        'invalid_request_error',
        `Refund amount ($${cents / 100}) is greater than unrefunded amount on charge ($${(intent.amount_received - already) / 100})`,
        'amount_too_large',
        'amount',
      );
    }
    refunded.set(id, already + cents);
    return {
      status: 200,
      body: {
        id: nextId('re'),
        object: 'refund',
        amount: cents,
        currency: intent.currency,
        payment_intent: id,
        charge: intent.latest_charge,
        reason: params.reason ?? null,
        status: 'succeeded',
        created: nowSeconds(),
        metadata: params.metadata ?? {},
      },
    };
  }

  function route(method: string, path: string, params: Record<string, unknown>) {
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(params);
    if (method === 'POST' && path === '/v1/refunds') return refund(params);
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) return cancelIntent(decodeURIComponent(cancel[1] ?? ''));
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && retrieve) {
      const id = decodeURIComponent(retrieve[1] ?? '');
      const intent = intents.get(id);
      return intent
        ? { status: 200, body: intent }
        : stripeError(404, 'invalid_request_error', `No such payment_intent: '${id}'`, 'resource_missing');
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  function handle(req: IncomingMessage, res: ServerResponse, body: string) {
    const url = new URL(req.url ?? '/', 'http://fake-stripe');
    const method = req.method ?? 'GET';
    const idempotencyKey =
      typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
    const params = parseStripeForm(method === 'GET' ? url.search.slice(1) : body);
    requests.push({ method, path: url.pathname, idempotencyKey, params });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      const error = stripeError(401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****');
      sendJson(res, error.status, error.body);
      return;
    }
    const replayKey = idempotencyKey ? `${method} ${url.pathname} ${idempotencyKey}` : undefined;
    const earlier = replayKey ? answered.get(replayKey) : undefined;
    if (earlier) {
      sendJson(res, earlier.status, earlier.body);
      return;
    }
    const answer = route(method, url.pathname, params);
    // A snapshot, so a later change to the intent does not change what the key answers.
    const snapshot = { status: answer.status, body: JSON.parse(JSON.stringify(answer.body)) as unknown };
    if (replayKey && method === 'POST') answered.set(replayKey, snapshot);
    sendJson(res, snapshot.status, snapshot.body);
  }

  const server = await servers.start(handle);
  baseUrl = server.url;

  function event(type: string, object: Record<string, unknown>): FakeStripeEvent {
    return {
      id: nextId('evt'),
      object: 'event',
      type,
      api_version: '2025-10-29.clover',
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: JSON.parse(JSON.stringify(object)) as Record<string, unknown> },
    };
  }

  function signedDelivery(stripeEvent: FakeStripeEvent, delivery: { secret?: string; timestamp?: Date } = {}) {
    const payload = JSON.stringify(stripeEvent, null, 2);
    return {
      payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'stripe-signature': signStripePayload(payload, delivery.secret ?? webhookSecret, delivery.timestamp),
      },
    };
  }

  return {
    ...server,
    requests,
    intents,
    pay(intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`The fake Stripe has no PaymentIntent ${intentId}`);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.latest_charge = nextId('ch');
      intent.next_action = null;
      return event('payment_intent.succeeded', intent);
    },
    event,
    signedDelivery,
    async sendWebhook(url, stripeEvent, delivery = {}) {
      const { payload, headers } = signedDelivery(stripeEvent, delivery);
      const response = await fetch(url, { method: 'POST', headers, body: payload });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: the text as it came.
      }
      return { status: response.status, body };
    },
  };
}
