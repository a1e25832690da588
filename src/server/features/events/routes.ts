import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventDetailsSchema, eventListItemSchema, successEnvelope } from '../../../domain/api-schemas';
import { ok } from '../../http/envelope';
import { getActiveEventBySlug, listActiveEvents } from './service';

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
};
