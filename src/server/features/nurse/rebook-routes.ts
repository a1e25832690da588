import { APPOINTMENT_RESCHEDULED_MESSAGE } from '@domain/bookings/appointment-messages';
import { rebookRequestSchema, rebookResultSchema, rebookViewSchema } from '@domain/nurse/moved-days';
import { successEnvelope } from '@domain/shared/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { FreedVisits } from '../timeslots';
import { findRebook, rebook } from './moved-days';

const tags = ['registrations'];
const params = z.object({ reference: z.string().max(40) });
const headers = z.object({
  'x-rebook-token': z
    .string()
    .max(200)
    .optional()
    .describe('The token of the rebook link in the email and text of a moved day'),
});
const refusals = {
  403: 'No X-Rebook-Token, not the token of this booking, or no booking with this reference: the same answer for each.',
  409: 'The booking is cancelled or released.',
};

/**
 * The rebook link of a day the clinic moved (DESIGN §8.12): public, opened by the link's token only.
 * The waitlist's offer of the visit left behind is handed in by app.ts.
 */
export const rebookRoutes: FastifyPluginAsyncZod<{ freedVisits: Pick<FreedVisits, 'offerFreedVisits'> }> = async (
  app,
  { freedVisits },
) => {
  app.get(
    '/registrations/:reference/rebook',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'A moved visit: why, and the visits of the same event and region it can move to',
        params,
        headers,
        response: { 200: successEnvelope(rebookViewSchema) },
        errorAnswers: refusals,
      },
    },
    async (request, reply) => {
      const data = await findRebook(app.ctx, request.params.reference, request.headers['x-rebook-token']);
      return reply.header('cache-control', 'no-store').send(ok(data));
    },
  );

  app.post(
    '/registrations/:reference/rebook',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Move a moved visit to the chosen slot (no change cut-off: the clinic asked)',
        params,
        headers,
        body: rebookRequestSchema,
        response: { 200: successEnvelope(rebookResultSchema) },
        errorAnswers: {
          ...refusals,
          409: `${refusals[409]} Also a full or unavailable slot, the booking's own slot, or a slot in the time that was moved.`,
        },
      },
    },
    async (request) => {
      const data = await rebook(app.ctx, {
        reference: request.params.reference,
        token: request.headers['x-rebook-token'],
        timeslotId: request.body.timeslotId,
        freedVisits,
      });
      return { ...ok(data), message: APPOINTMENT_RESCHEDULED_MESSAGE };
    },
  );
};
