import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '../../../domain/api-schemas';
import { todayInSingapore } from '../../../domain/dates';
import {
  createOfferBookingSchema,
  createWaitlistJoinSchema,
  offerBookingResultSchema,
  offerDeclineResultSchema,
  offerTokenParamsSchema,
  waitlistIdParamsSchema,
  waitlistJoinResultSchema,
  waitlistLeaveResultSchema,
  waitlistOfferSchema,
} from '../../../domain/waitlist';
import { ok } from '../../http/envelope';
import { bookOffer, declineOffer, getOffer, joinWaitlist, leaveWaitlist } from './service';

const tags = ['waitlist'];
const tokenHeaders = z.object({ 'x-waitlist-token': z.string().max(128).optional() });

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

  app.post(
    '/waitlist',
    {
      config: joinConfig,
      schema: {
        tags,
        summary: 'Join the waitlist of a region: the details, package and persons, the days and time of day that suit',
        body: createWaitlistJoinSchema(today),
        response: { 201: successEnvelope(waitlistJoinResultSchema) },
        errorAnswers: {
          404: 'No active event with this eventId.',
          409: 'The person is already on the waitlist of this event.',
        },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await joinWaitlist(ctx, request.body))),
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
    async (request) => ok(await getOffer(ctx, request.params.token)),
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
    async (request, reply) => reply.code(201).send(ok(await bookOffer(ctx, request.params.token, request.body))),
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
    async (request) => ok(await declineOffer(ctx, request.params.token)),
  );
};
