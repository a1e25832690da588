import { todayInSingapore } from '@domain/shared/dates';
import { successEnvelope } from '@domain/shared/envelope';
import {
  createOfferBookingSchema,
  createWaitlistJoinSchema,
  offerBookingResultSchema,
  offerDeclineResultSchema,
  offerTokenParamsSchema,
  waitlistIdParamsSchema,
  waitlistJoinResultSchema,
  waitlistLeaveResultSchema,
  waitlistNewCodeResultSchema,
  waitlistOfferSchema,
  waitlistVerifyRequestSchema,
  waitlistVerifyResultSchema,
} from '@domain/waitlist/rules';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { ok } from '../../http/envelope';
import { holdNetwork } from '../../http/rate-limits';
import {
  bookOffer,
  declineOffer,
  getOffer,
  joinWaitlist,
  leaveWaitlist,
  sendNewWaitlistCode,
  verifyWaitlistEntry,
} from './service';

const tags = ['waitlist'];
const tokenHeaders = z.object({ 'x-waitlist-token': z.string().max(128).optional() });

/** A limit of the entry's own (wrong codes, new codes) says in Retry-After when the hour frees a try. */
async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') {
      const { retryAfterSeconds } = (error.data ?? {}) as { retryAfterSeconds?: number };
      if (retryAfterSeconds) reply.header('retry-after', String(retryAfterSeconds));
    }
    throw error;
  }
}

/** The public waitlist (DESIGN §8.6): join and leave, and the offer page's calls. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const today = () => todayInSingapore(ctx.now());
  // Joining writes personal data and queues an email: limited per client like a booking, behind the bot check.
  const joinConfig = {
    rateLimit: { max: ctx.config.BOOKING_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
    botCheck: 'call',
  } as const;
  // A token is 24 random bytes: a guess finds nothing, and the limit keeps scripts from trying many.
  const tokenConfig = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  // The code's calls send texts or try codes: limited per client like joining, behind the bot check
  // (DESIGN §8.9); the entry's own hourly limits are what stop guessing and texting.
  const codeConfig = joinConfig;

  app.post(
    '/waitlist',
    {
      config: joinConfig,
      schema: {
        tags,
        summary: 'Join the waitlist of a region: the details, package and persons, the days and time of day that suit',
        description:
          'A 6-digit code is texted (SMS, or WhatsApp where staff chose it) to the mobile number; the entry gets offers only once the code is entered (POST /api/waitlist/{id}/verify), and is removed if it is not entered within 24 hours. At most 3 live entries per email, mobile number and ID number (Gmail read without dots and +tag).',
        body: createWaitlistJoinSchema(today),
        response: { 201: successEnvelope(waitlistJoinResultSchema) },
        errorAnswers: {
          404: 'No active event with this eventId.',
          409: 'The person is already on the waitlist of this event, or has 3 live entries by their email, mobile number or ID number.',
          429: 'The client network took HOLDS_PER_NETWORK_PER_DAY unpaid or unproven holds (bookings and entries) in the last 24 hours.',
        },
      },
    },
    async (request, reply) => {
      const joined = await joinWaitlist(ctx, { request: request.body, network: holdNetwork(request.ip) });
      return reply.code(201).send(ok(joined));
    },
  );

  app.post(
    '/waitlist/:id/verify',
    {
      config: codeConfig,
      schema: {
        tags,
        summary:
          "Prove the entry's mobile with the texted 6-digit code (X-Waitlist-Token carries the join's leaveToken)",
        description:
          'Once proven, the entry gets the next freed visit that suits it; it kept its place in the queue meanwhile. Asking again once proven answers the same.',
        params: waitlistIdParamsSchema,
        headers: tokenHeaders,
        body: waitlistVerifyRequestSchema,
        response: { 200: successEnvelope(waitlistVerifyResultSchema) },
        errorAnswers: {
          400: 'A wrong code (one message, with errors[0].path "code").',
          403: 'The token is missing or not the entry’s, or no entry has this id (the same answer).',
          409: 'The entry has ended (booked, left or past its days).',
          429: 'Also: 5 wrong codes for this entry in the last hour.',
        },
      },
    },
    async (request, reply) =>
      ok(
        await withRetryAfter(reply, () =>
          verifyWaitlistEntry(ctx, {
            id: request.params.id,
            token: request.headers['x-waitlist-token'],
            code: request.body.code,
          }),
        ),
      ),
  );

  app.post(
    '/waitlist/:id/verify/resend',
    {
      config: codeConfig,
      schema: {
        tags,
        summary: "Text a new code to the entry's mobile (X-Waitlist-Token); it replaces the one before",
        params: waitlistIdParamsSchema,
        headers: tokenHeaders,
        response: { 202: successEnvelope(waitlistNewCodeResultSchema) },
        errorAnswers: {
          403: 'The token is missing or not the entry’s, or no entry has this id (the same answer).',
          409: 'The mobile is proven already, or the entry has ended.',
          429: 'Also: 3 new codes for this entry in the last hour.',
        },
      },
    },
    async (request, reply) => {
      const sent = await withRetryAfter(reply, () =>
        sendNewWaitlistCode(ctx, { id: request.params.id, token: request.headers['x-waitlist-token'] }),
      );
      return reply.code(202).send(ok(sent));
    },
  );

  app.delete(
    '/waitlist/:id',
    {
      config: tokenConfig,
      schema: {
        tags,
        summary: 'Leave the waitlist (the X-Waitlist-Token header carries the emailed token); a live offer passes on',
        params: waitlistIdParamsSchema,
        headers: tokenHeaders,
        response: { 200: successEnvelope(waitlistLeaveResultSchema) },
        errorAnswers: {
          403: 'The token is missing or not the entry’s.',
          404: 'No entry has this id.',
          409: 'The entry has ended already (booked, left or past its days).',
        },
      },
    },
    async (request) =>
      ok(await leaveWaitlist(ctx, { id: request.params.id, token: request.headers['x-waitlist-token'] })),
  );

  app.get(
    '/waitlist/offers/:token',
    {
      config: tokenConfig,
      schema: {
        tags,
        summary: 'A waitlist offer: the visit held for the customer, until when, and for whom',
        params: offerTokenParamsSchema,
        response: { 200: successEnvelope(waitlistOfferSchema) },
        errorAnswers: { 404: 'No offer has this token.' },
      },
    },
    async (request) => ok(await getOffer(ctx, { token: request.params.token })),
  );

  app.post(
    '/waitlist/offers/:token/book',
    {
      config: tokenConfig,
      schema: {
        tags,
        summary:
          "Book the held visit as the wizard books (server prices; pay as usual); answered as the main flow's booking",
        params: offerTokenParamsSchema,
        body: createOfferBookingSchema(today),
        response: { 201: successEnvelope(offerBookingResultSchema) },
        errorAnswers: {
          404: 'No offer has this token.',
          409: 'The offer has ended (booked, passed on or out of time), or the person has too many unpaid bookings.',
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await bookOffer(ctx, { token: request.params.token, request: request.body }))),
  );

  app.post(
    '/waitlist/offers/:token/decline',
    {
      config: tokenConfig,
      schema: {
        tags,
        summary: '"No thanks": the held visit passes to the next matching entry; the entry stays on the waitlist',
        params: offerTokenParamsSchema,
        response: { 200: successEnvelope(offerDeclineResultSchema) },
        errorAnswers: { 404: 'No offer has this token.', 409: 'The offer has ended already.' },
      },
    },
    async (request) => ok(await declineOffer(ctx, { token: request.params.token })),
  );
};
