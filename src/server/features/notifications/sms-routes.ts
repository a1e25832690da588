import { parse as parseQueryString } from 'node:querystring';
import {
  optOutIntent,
  TWILIO_FROM_MESSAGE,
  TWILIO_SIGNATURE_MESSAGE,
  toE164,
  twilioInboundBodySchema,
  twilioStatusBodySchema,
  twilioStatusResultSchema,
} from '@domain/notifications/text-messages';
import { successEnvelope } from '@domain/shared/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSignedByTwilio, UNSUBSCRIBED_RECIPIENT_CODE } from '../../adapters/texts';
import { AppError, badRequest } from '../../errors';
import { ok } from '../../http/envelope';
import { fileAnswer } from '../../http/openapi';
import { recordDeliveryStatus } from '../outbox';
import { optIn, optOut } from './opt-outs';

/** An empty TwiML answer: nothing is sent back (Twilio itself confirms a STOP or START to the sender). */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
const twiml = z.any().meta({ type: 'string', description: 'An empty TwiML <Response>: no reply is texted' });

/**
 * What Twilio posts to us (DESIGN §8.5): texts customers send to our senders (STOP, START) and the
 * delivery reports of our texts. Twilio signs each post with the auth token; an unsigned or wrongly
 * signed one is refused 403 and changes nothing. Encapsulated: its form parser applies here only.
 */
export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseQueryString(body as string));
  });

  /** The signature covers the URL Twilio called (our public address) and every posted parameter. */
  const assertSignedByTwilio = (request: { url: string; headers: Record<string, unknown>; body: unknown }) => {
    const header = request.headers['x-twilio-signature'];
    const params = Object.fromEntries(
      Object.entries((request.body ?? {}) as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
    );
    const signed = isSignedByTwilio({
      authToken: ctx.config.TWILIO_AUTH_TOKEN,
      signature: typeof header === 'string' ? header : undefined,
      url: `${ctx.config.PUBLIC_BASE_URL.replace(/\/+$/, '')}${request.url}`,
      params,
    });
    if (!signed) throw new AppError('FORBIDDEN', TWILIO_SIGNATURE_MESSAGE);
  };

  app.post(
    '/sms/inbound',
    {
      schema: {
        tags: ['texts'],
        summary: 'A text a customer sent us (Twilio): STOP opts the number out of every text, START back in',
        consumes: ['application/x-www-form-urlencoded'],
        body: twilioInboundBodySchema,
        response: { 200: fileAnswer('text/xml', twiml) },
        errorAnswers: { 403: 'The request is not signed by Twilio with this site’s auth token.' },
      },
    },
    async (request, reply) => {
      assertSignedByTwilio(request);
      const from = toE164((request.body.From ?? '').replace(/^whatsapp:/i, ''));
      if (!from) throw badRequest(TWILIO_FROM_MESSAGE);
      const intent = optOutIntent(request.body.Body ?? '');
      if (intent === 'out') await optOut(ctx.db, from, ctx.now());
      if (intent === 'in') await optIn(ctx.db, from);
      // The number is personal data: the log names what happened, not who.
      if (intent) request.log.info({ optOut: intent }, 'text opt-%s', intent);
      return reply.type('text/xml').send(EMPTY_TWIML);
    },
  );

  app.post(
    '/sms/status',
    {
      schema: {
        tags: ['texts'],
        summary: "Twilio's delivery report of a text: kept on its outbox row; an undelivered text becomes failed",
        consumes: ['application/x-www-form-urlencoded'],
        body: twilioStatusBodySchema,
        response: { 200: successEnvelope(twilioStatusResultSchema) },
        errorAnswers: { 403: 'The request is not signed by Twilio with this site’s auth token.' },
      },
    },
    async (request) => {
      assertSignedByTwilio(request);
      const { MessageSid: sid, MessageStatus: status, ErrorCode: errorCode } = request.body;
      if (!sid || !status) return ok({ received: true as const, updated: false });
      const text = await recordDeliveryStatus(ctx.db, {
        providerMessageId: sid,
        status: status.toLowerCase(),
        errorCode: errorCode || undefined,
        now: ctx.now(),
      });
      // Twilio's 21610: the number unsubscribed at the carrier; honoured here too.
      if (text && errorCode === UNSUBSCRIBED_RECIPIENT_CODE) await optOut(ctx.db, text.toAddress, ctx.now());
      return ok({ received: true as const, updated: text !== null });
    },
  );
};
