import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminIdParamsSchema } from '../../../domain/admin-schemas';
import { TIMESLOT_UPDATED_MESSAGE } from '../../../domain/admin-settings-messages';
import {
  adminTimeslotSearchResponseSchema,
  adminTimeslotSearchSchema,
  timeslotAvailabilityRequestSchema,
  timeslotAvailabilityResultSchema,
} from '../../../domain/admin-settings-schemas';
import { successEnvelope } from '../../../domain/api-schemas';
import { ok } from '../../http/envelope';
import { currentSession } from '../admin-auth';
import { adminActor } from '../audit-log';
import { changeSlotAvailability, searchEventSlots } from './service';

// The Postal Codes tab and /admin/postal-timeslots (spec 001 §7). Admin routes: registered only inside
// the admin area's guard (features/admin/area.ts).

const tags = ['admin', 'timeslots'];
const security = [{ bearerAuth: [] }];

export const adminTimeslotRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/timeslots/postal-code',
    {
      schema: {
        tags,
        security,
        summary:
          "An event's slots by postal code (its region, from today) or by date (every region; wins when both are given), with counts and the block switch",
        querystring: adminTimeslotSearchSchema,
        response: { 200: adminTimeslotSearchResponseSchema },
        errorAnswers: { 404: 'No event with this eventId.' },
      },
    },
    async (request) => {
      const { data, region, searchType } = await searchEventSlots(ctx, request.query);
      // Spec 001 §7: the region sits beside data in the envelope.
      return { ...ok(data), region, searchType };
    },
  );

  app.put(
    '/timeslots/:id/availability',
    {
      schema: {
        tags,
        security,
        summary: 'Block or unblock a slot (a blocked slot takes no booking; bookings made stay)',
        params: adminIdParamsSchema,
        body: timeslotAvailabilityRequestSchema,
        response: { 200: successEnvelope(timeslotAvailabilityResultSchema) },
      },
    },
    async (request) => {
      const actor = adminActor(currentSession(request).user.username);
      const slot = await changeSlotAvailability(ctx, request.params.id, request.body.isAvailable, actor);
      return { ...ok(slot), message: TIMESLOT_UPDATED_MESSAGE };
    },
  );
};
