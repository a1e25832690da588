import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../domain/api-schemas';
import { erasePersonalDataResultSchema, personalDataSchema, personQuerySchema } from '../../../domain/privacy';
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
        summary: 'Everything held about a person, found by ID number or email, as JSON (audited)',
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
        summary: "Erase a person's data from every booking that holds them (audited)",
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
