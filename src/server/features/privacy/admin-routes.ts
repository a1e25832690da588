import { erasePersonalDataResultSchema, personalDataSchema, personQuerySchema } from '@domain/privacy/personal-data';
import { successEnvelope } from '@domain/shared/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { adminSecurity as security } from '../../http/record-routes';
import { staffActor } from '../staff';
import { erasePersonalData, exportPersonalData } from './personal-data';

const tags = ['admin'];

/** A person's data found, exported and erased on request (DESIGN §8.3); the admin area guards them. */
export const privacyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/personal-data',
    {
      schema: {
        tags,
        security,
        summary:
          'Everything held about a person, found by ID number, email or mobile number (each matched by its normalised key: Gmail without dots and +tag, +65 or not), as JSON (audited)',
        querystring: personQuerySchema,
        response: { 200: successEnvelope(personalDataSchema) },
      },
    },
    async (request) =>
      ok(await exportPersonalData(ctx.db, { person: request.query, now: ctx.now(), actor: staffActor(request) })),
  );

  app.post(
    '/personal-data/erase',
    {
      schema: {
        tags,
        security,
        summary:
          "Erase a person's data, found as the export finds it, from every booking that holds them, with their waitlist entries, the emails and texts to them and the stored answers of their booking requests (audited)",
        body: personQuerySchema,
        response: { 200: successEnvelope(erasePersonalDataResultSchema) },
        errorAnswers: { 409: 'A visit of the person is still ahead and not cancelled: nothing was erased.' },
      },
    },
    async (request) =>
      ok(
        await erasePersonalData(ctx.db, ctx.config, {
          person: request.body,
          now: ctx.now(),
          actor: staffActor(request),
        }),
      ),
  );
};
