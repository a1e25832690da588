import { successEnvelope } from '@domain/shared/envelope';
import {
  adminOfferRequestSchema,
  adminWaitlistQuerySchema,
  adminWaitlistSchema,
  waitlistIdParamsSchema,
} from '@domain/waitlist/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { adminSecurity as security } from '../../http/record-routes';
import { staffActor } from '../staff';
import { listWaitlist, offerByHand } from './service';

const tags = ['admin', 'waitlist'];

/** Staff's waitlist (DESIGN §8.6): the entries with their offers, demand by region and day, offers by hand. */
export const waitlistAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/waitlist',
    {
      schema: {
        tags,
        security,
        summary:
          'The waitlist: entries with their offers (each queue in its order, then the rest newest first), and waiting demand by region, by day and by week',
        querystring: adminWaitlistQuerySchema,
        response: { 200: successEnvelope(adminWaitlistSchema) },
      },
    },
    async (request) => ok(await listWaitlist(ctx, { status: request.query.status })),
  );

  app.post(
    '/waitlist/:id/offer',
    {
      schema: {
        tags,
        security,
        summary: 'Offer a visit with room to a waiting entry, by hand (held for WAITLIST_OFFER_MINUTES, emailed)',
        params: waitlistIdParamsSchema,
        body: adminOfferRequestSchema,
        response: {
          201: successEnvelope(
            z.object({ entryId: z.number().int(), timeslotId: z.number().int(), status: z.literal('open') }),
          ),
        },
        errorAnswers: {
          404: 'No entry has this id.',
          409: 'The visit is full, blocked or past, or does not suit the entry, or the entry is not waiting.',
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        ok(
          await offerByHand(ctx, {
            entryId: request.params.id,
            timeslotId: request.body.timeslotId,
            actor: staffActor(request),
          }),
        ),
      ),
  );
};
