import type { TextChannel } from '@domain/notifications/text-messages';
import type TwilioRequestClient from 'twilio/lib/base/RequestClient';
import type RestException from 'twilio/lib/base/RestException';
import { validateRequest } from 'twilio/lib/webhooks/webhooks';
import type { Config } from '../../config';
import { refuseTextAbroad, TextSendError, type TextSender } from './types';

export type TwilioConfig = Pick<
  Config,
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'SMS_FROM'
  | 'WHATSAPP_FROM'
  | 'TWILIO_API_BASE'
  | 'SMS_ALLOWED_COUNTRY_CODES'
>;

/** Twilio's answer to a message for a number that sent STOP to the sender (its Advanced Opt-Out). */
export const UNSUBSCRIBED_RECIPIENT = 21610;
export const UNSUBSCRIBED_RECIPIENT_CODE = String(UNSUBSCRIBED_RECIPIENT);
/** One try waits at most this long for Twilio; the outbox retries later. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The twilio client, loaded at the first text (the library is large; a start that sends none skips it).
 * With `apiBase` its HTTP client sends to that URL instead of https://*.twilio.com: tests point it at a
 * local fake of Twilio's API (TWILIO_API_BASE), as STRIPE_API_BASE does for Stripe.
 */
async function loadClient(config: TwilioConfig) {
  const { default: twilio } = await import('twilio');
  const apiBase = config.TWILIO_API_BASE;
  class RedirectedRequestClient extends twilio.RequestClient {
    override request<TData>(options: TwilioRequestClient.RequestOptions<TData>) {
      const uri = new URL(options.uri);
      return super.request<TData>({ ...options, uri: new URL(`${uri.pathname}${uri.search}`, apiBase).toString() });
    }
  }
  return twilio(config.TWILIO_ACCOUNT_SID ?? '', config.TWILIO_AUTH_TOKEN, {
    httpClient: apiBase ? new RedirectedRequestClient({ timeout: REQUEST_TIMEOUT_MS }) : undefined,
    timeout: REQUEST_TIMEOUT_MS,
    // The outbox retries with its own back-off; the client's would hold the worker.
    autoRetry: false,
  });
}

/** Whether a refusal can change on another try: Twilio down (5xx), rate limited (429), or no answer. */
function toSendError(error: unknown): TextSendError {
  const refusal = error as Partial<RestException>;
  if (typeof refusal.status === 'number') {
    const retry = refusal.status === 429 || refusal.status >= 500;
    const text = `Twilio ${refusal.status}${refusal.code ? ` (${refusal.code})` : ''}: ${refusal.message ?? ''}`;
    return new TextSendError(text, !retry, refusal.code === UNSUBSCRIBED_RECIPIENT);
  }
  // No answer (a time-out, a reset): Twilio may be back at the next try.
  return new TextSendError(error instanceof Error ? error.message : String(error), false);
}

/**
 * Texts through Twilio's Messages API: SMS from SMS_FROM, WhatsApp from WHATSAPP_FROM; only to numbers
 * in SMS_ALLOWED_COUNTRY_CODES (refuseTextAbroad), before Twilio is asked.
 */
export function createTwilioTextSender(config: TwilioConfig): TextSender {
  let client: ReturnType<typeof loadClient> | undefined;
  const channels = new Set<TextChannel>();
  if (config.SMS_FROM) channels.add('sms');
  if (config.WHATSAPP_FROM) channels.add('whatsapp');
  return {
    kind: 'twilio',
    channels,
    async send(message) {
      refuseTextAbroad(message.to, config.SMS_ALLOWED_COUNTRY_CODES);
      const whatsapp = message.channel === 'whatsapp';
      const from = whatsapp ? config.WHATSAPP_FROM : config.SMS_FROM;
      if (!from) throw new TextSendError(`No sender is set for ${message.channel}`, true);
      try {
        client ??= loadClient(config);
        const sent = await (await client).messages.create({
          to: whatsapp ? `whatsapp:${message.to}` : message.to,
          from: whatsapp ? `whatsapp:${from}` : from,
          body: message.body,
          statusCallback: message.statusCallback,
        });
        return { providerMessageId: sent.sid, response: `Twilio ${sent.status}` };
      } catch (error) {
        throw toSendError(error);
      }
    },
  };
}

/**
 * Twilio signs each request it makes to us (X-Twilio-Signature: HMAC-SHA1 of the URL it called and
 * the form parameters, keyed with the auth token). Without an auth token nothing can be trusted.
 */
export function isSignedByTwilio(options: {
  authToken: string | undefined;
  signature: string | undefined;
  url: string;
  params: Record<string, string>;
}): boolean {
  if (!options.authToken || !options.signature) return false;
  return validateRequest(options.authToken, options.signature, options.url, options.params);
}
