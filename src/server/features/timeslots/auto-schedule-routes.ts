import {
  autoTimeslotDateQuerySchema,
  autoTimeslotDateResponseSchema,
  autoTimeslotPostalQuerySchema,
  autoTimeslotPostalResponseSchema,
} from '@domain/timeslots/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { type AutoScheduleNeeds, findAutoSlotsByDate, findAutoSlotsByPostalCode } from './auto-schedule';

// The test page's calls (spec 001 §7, Test tools): public as the spec shows them, read-only, and
// rate-limited per client like the customer look-up.

const tags = ['timeslots'];
const rateLimit = { max: 30, timeWindow: '1 minute' };

export const autoScheduleRoutes: FastifyPluginAsyncZod<AutoScheduleNeeds> = async (app, needs) => {
  const ctx = { ...app.ctx, requireActiveEvent: needs.requireActiveEvent };

  app.get(
    '/auto-timeslots/postal-code',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: "Test page: an active event's planned slots for a postal code's region, by date (stores nothing)",
        querystring: autoTimeslotPostalQuerySchema,
        response: { 200: autoTimeslotPostalResponseSchema },
        errorAnswers: { 404: 'No active event with this eventId.' },
      },
    },
    async (request) => {
      const { data, region } = await findAutoSlotsByPostalCode(ctx, request.query);
      return { ...ok(data), region };
    },
  );

  app.get(
    '/auto-timeslots/date',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: "Test page: an active event's planned slots on a date, keyed by region (stores nothing)",
        querystring: autoTimeslotDateQuerySchema,
        response: { 200: autoTimeslotDateResponseSchema },
        errorAnswers: { 404: 'No active event with this eventId.' },
      },
    },
    async (request) => ok(await findAutoSlotsByDate(ctx, request.query)),
  );
};
