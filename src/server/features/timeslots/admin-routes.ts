import { successEnvelope } from '@domain/shared/envelope';
import { adminIdParamsSchema } from '@domain/shared/form-fields';
import { holidayChangeResultSchema, holidayFormSchema, publicHolidaySchema } from '@domain/timeslots/holiday-schemas';
import { TIMESLOT_UPDATED_MESSAGE } from '@domain/timeslots/messages';
import {
  adminTimeslotSearchResponseSchema,
  adminTimeslotSearchSchema,
  timeslotAvailabilityRequestSchema,
  timeslotAvailabilityResultSchema,
} from '@domain/timeslots/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { recordRoutes } from '../../http/record-routes';
import { adminActor } from '../audit-log';
import { currentSession, staffActor } from '../staff';
import {
  changeSlotAvailability,
  createHoliday,
  deleteHoliday,
  searchEventSlots,
  type TimeslotAdminNeeds,
  updateHoliday,
} from './admin-service';
import { listHolidays } from './holidays';

// The Postal Codes tab and /admin/postal-timeslots (spec 001 §7). Admin routes: registered only inside
// the admin area's guard (features/admin/area.ts).

const tags = ['admin', 'timeslots'];
/** The holidays are documented with the other admin records. */
const holidayTags = ['admin'];
const security = [{ bearerAuth: [] }];

export const timeslotAdminRoutes: FastifyPluginAsyncZod<TimeslotAdminNeeds> = async (app, needs) => {
  const ctx = { ...app.ctx, events: needs.events, bookings: needs.bookings, freedVisits: needs.freedVisits };

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
      const slot = await changeSlotAvailability(ctx, {
        id: request.params.id,
        isAvailable: request.body.isAvailable,
        actor,
      });
      return { ...ok(slot), message: TIMESLOT_UPDATED_MESSAGE };
    },
  );

  // ---- public holidays ----

  app.get(
    '/public-holidays',
    {
      schema: {
        tags: holidayTags,
        security,
        summary: 'Public holidays by date',
        response: { 200: successEnvelope(z.array(publicHolidaySchema)) },
      },
    },
    async () => ok(await listHolidays(ctx.db)),
  );

  recordRoutes(app, {
    ctx,
    tags: holidayTags,
    actorOf: staffActor,
    path: '/public-holidays',
    form: holidayFormSchema,
    result: holidayChangeResultSchema,
    summary: {
      create: 'Add a holiday: no free slot is offered on its date; the bookings already on it are listed',
      update: 'Update a holiday; the bookings on its (new) date are listed',
      delete: 'Delete a holiday: its date is offered again',
    },
    errorAnswers: {
      create: { 409: 'A holiday on this date exists.' },
      update: { 409: 'A holiday on this date exists.' },
    },
    create: createHoliday,
    update: updateHoliday,
    remove: deleteHoliday,
  });
};
