import { listedSlotRequestSchema } from '@domain/bookings/older-flow-schemas';
import { timeslotQuerySchema } from '@domain/bookings/schemas';
import { eventDetailsSchema, eventListItemSchema } from '@domain/events/responses';
import { successEnvelope } from '@domain/shared/envelope';
import { regionForPostalCode } from '@domain/timeslots/regions';
import { postalCodeTimeslotsResponseSchema } from '@domain/timeslots/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { sendCached, serializeAnswer } from '../../http/read-cache';
import { findActiveEventSlotsByPostalCode, getActiveEventBySlug, listActiveEvents, storeListedSlot } from './service';

const eventListAnswerSchema = successEnvelope(z.array(eventListItemSchema));
const eventAnswerSchema = successEnvelope(eventDetailsSchema);

// The three catalogue reads every visitor makes are answered from the instance's read cache.
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Active events with their upcoming timeslots',
        response: { 200: eventListAnswerSchema },
      },
    },
    async (_request, reply) => {
      const answer = await app.readCache.read('events', async () =>
        serializeAnswer(eventListAnswerSchema, ok(await listActiveEvents(app.ctx.db, app.ctx.now()))),
      );
      return sendCached(reply, answer);
    },
  );

  app.get(
    '/events/:slug',
    {
      schema: {
        tags: ['events'],
        summary: 'One active event with its packages and timeslots',
        // Any text: a slug that names no active event (empty, over-long, with a NUL) is a 404 like any miss.
        params: z.object({ slug: z.string() }),
        response: { 200: eventAnswerSchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      // Only events that exist are kept: a miss is a 404, thrown and not stored.
      const answer = await app.readCache.read(`event:${slug}`, async () =>
        serializeAnswer(eventAnswerSchema, ok(await getActiveEventBySlug(app.ctx.db, slug, app.ctx.now()))),
      );
      return sendCached(reply, answer);
    },
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
        errorAnswers: { 404: 'No active event with this eventId.' },
      },
    },
    async (request, reply) => {
      const { postalCode, eventId } = request.query;
      // Every postal code of a region is offered the same slots.
      const key = `slots:${eventId}:${regionForPostalCode(postalCode) ?? 'none'}`;
      const answer = await app.readCache.read(key, async () => {
        const { data, region } = await findActiveEventSlotsByPostalCode({ ctx: app.ctx, postalCode, eventId });
        // Spec 000 §3: the region sits beside data in the envelope.
        return serializeAnswer(postalCodeTimeslotsResponseSchema, { ...ok(data), region });
      });
      return sendCached(reply, answer);
    },
  );

  app.post(
    '/timeslots/listed',
    {
      // Storing a planned slot changes no capacity; the limit only keeps a script from storing a whole schedule at once.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['timeslots'],
        summary:
          "The id of a slot as the event page lists it (date, time, region), stored if the event's schedule offers it: the older flow books a real slot id (decision 007)",
        body: listedSlotRequestSchema,
        response: { 200: successEnvelope(z.object({ id: z.number().int().positive() })) },
        errorAnswers: { 404: 'No active event with this eventId.' },
      },
    },
    async (request, reply) => {
      const id = await storeListedSlot(app.ctx, request.body);
      return reply.header('cache-control', 'no-store').send(ok({ id }));
    },
  );
};
