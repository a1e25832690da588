import { adminPackageSchema, packageFormSchema } from '@domain/events/package-schemas';
import { adminEventSchema, eventFormSchema } from '@domain/events/schemas';
import { successEnvelope } from '@domain/shared/envelope';
import { adminIdParamsSchema } from '@domain/shared/form-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { recordRoutes, adminSecurity as security } from '../../http/record-routes';
import { staffActor as actorOf } from '../staff';
import {
  createAdminEvent,
  createAdminPackage,
  deleteAdminEvent,
  deleteAdminPackage,
  type EventAdminNeeds,
  getAdminPackage,
  listAdminEvents,
  listAdminPackages,
  updateAdminEvent,
  updateAdminPackage,
} from './admin-service';

const tags = ['admin'];

/**
 * The Events and Packages tabs (spec 001 §7): registered inside the admin area, behind its guard, which
 * hands in what they need of bookings and the waitlist.
 */
export const eventAdminRoutes: FastifyPluginAsyncZod<EventAdminNeeds> = async (app, needs) => {
  const ctx = { ...app.ctx, bookings: needs.bookings, freedVisits: needs.freedVisits };

  // ---- events ----

  app.get(
    '/events',
    {
      schema: {
        tags,
        security,
        summary: 'Every event, newest first, with its packages and schedule',
        response: { 200: successEnvelope(z.array(adminEventSchema)) },
      },
    },
    async () => ok(await listAdminEvents(ctx)),
  );

  recordRoutes(app, {
    ctx,
    tags,
    actorOf,
    path: '/events',
    form: eventFormSchema,
    result: adminEventSchema,
    summary: {
      create: 'Create an event with its packages and schedule (slug unique: 409)',
      update: 'Update an event, its packages and its schedule (booked manual slots are kept)',
      delete: 'Delete an event that has no bookings (409 otherwise: set it inactive instead)',
    },
    errorAnswers: {
      create: { 409: 'The slug is taken.' },
      update: { 409: 'The slug is taken, or a slot being removed was booked meanwhile.' },
      delete: { 409: 'The event has bookings: set it inactive instead.' },
    },
    create: createAdminEvent,
    update: updateAdminEvent,
    remove: deleteAdminEvent,
  });

  // ---- packages ----

  app.get(
    '/packages',
    {
      schema: {
        tags,
        security,
        summary: 'Every package, active or not, cheapest first',
        response: { 200: successEnvelope(z.array(adminPackageSchema)) },
      },
    },
    async () => ok(await listAdminPackages(ctx)),
  );

  app.get(
    '/packages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One package',
        params: adminIdParamsSchema,
        response: { 200: successEnvelope(adminPackageSchema) },
      },
    },
    async (request) => ok(await getAdminPackage(ctx, { id: request.params.id })),
  );

  recordRoutes(app, {
    ctx,
    tags,
    actorOf,
    path: '/packages',
    form: packageFormSchema,
    result: adminPackageSchema,
    summary: {
      create: 'Create a package (prices as two-decimal strings within decimal(10,2))',
      update: 'Update a package (bookings keep the prices stored with them)',
      delete: 'Delete a package nobody booked (409 otherwise: set it inactive instead)',
    },
    errorAnswers: { delete: { 409: 'The package was booked: set it inactive instead.' } },
    create: createAdminPackage,
    update: updateAdminPackage,
    remove: deleteAdminPackage,
  });
};
