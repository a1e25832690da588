import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventDetailsSchema,
  eventListItemSchema,
  postalCodeTimeslotsResponseSchema,
  successEnvelope,
} from '../../../domain/api-schemas';
import { timeslotQuerySchema } from '../../../domain/booking-schemas';
import { ok } from '../../http/envelope';
import { findActiveEventSlotsByPostalCode, getActiveEventBySlug, listActiveEvents } from './service';

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Active events with their upcoming timeslots',
        response: { 200: successEnvelope(z.array(eventListItemSchema)) },
      },
    },
    async () => ok(await listActiveEvents(app.ctx.db, app.ctx.now())),
  );

  app.get(
    '/events/:slug',
    {
      schema: {
        tags: ['events'],
        summary: 'One active event with its packages and timeslots',
        // Any text: a slug that names no active event (empty, over-long, with a NUL) is a 404 like any miss.
        params: z.object({ slug: z.string() }),
        response: { 200: successEnvelope(eventDetailsSchema) },
      },
    },
    async (request) => ok(await getActiveEventBySlug(app.ctx.db, request.params.slug, app.ctx.now())),
  );

  // Routed here, where it is composed: an active event's slots, which the timeslots feature plans.
  app.get(
    '/timeslots/postal-code',
    {
      schema: {
        tags: ['timeslots'],
        summary: "An event's timeslots for the region of a postal code, grouped by date",
        querystring: timeslotQuerySchema,
        response: { 200: postalCodeTimeslotsResponseSchema },
      },
    },
    async (request) => {
      const { data, region } = await findActiveEventSlotsByPostalCode({ ctx: app.ctx, ...request.query });
      // Spec 000 §3: the region sits beside data in the envelope.
      return { ...ok(data), region };
    },
  );
};
