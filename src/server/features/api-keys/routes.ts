import {
  apiRegistrationListQuerySchema,
  apiRegistrationListResponseSchema,
  apiRegistrationSchema,
} from '@domain/api-keys/schemas';
import { routeNotFoundMessage } from '@domain/bookings/messages';
import { successEnvelope } from '@domain/shared/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { requireApiKey } from './guard';
import { listRegistrationsPage, readApiCursors } from './read-api';
import { findApiRegistrationByPartnerCode, findApiRegistrationByReference } from './registrations-read';

// The read API for outside systems (DESIGN §4 API keys), at /api/v1: one encapsulated plugin whose
// onRequest hook requires an active API key for every route inside it, the catch-all included, so an
// unknown /api/v1 path is a 401 without a key as well. It reads bookings and changes nothing.

const tags = ['read API (v1)'];
const security = [{ apiKeyAuth: [] }];
/** Per client address: enough for a sync job, not for scanning references. */
const rateLimit = { max: 120, timeWindow: '1 minute' };

export const readApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const cursors = await readApiCursors(ctx.db);
  app.decorateRequest('apiKey', null);
  app.addHook('onRequest', requireApiKey(ctx));

  app.get(
    '/registrations',
    {
      config: { rateLimit },
      schema: {
        tags,
        security,
        summary:
          'Bookings changed at or after updatedSince, oldest change first, paged by (updatedAt, id): pass meta.nextCursor (opaque, encrypted) as cursor; an altered or foreign cursor is a 400',
        querystring: apiRegistrationListQuerySchema,
        response: { 200: apiRegistrationListResponseSchema },
      },
    },
    async (request) => {
      const { registrations, nextCursor, hasMore } = await listRegistrationsPage(ctx.db, cursors, request.query);
      return { ...ok(registrations), meta: { limit: request.query.limit, nextCursor, hasMore } };
    },
  );

  app.get(
    '/registrations/by-partner-code/:code',
    {
      config: { rateLimit },
      schema: {
        tags,
        security,
        summary: 'The booking made with a partner booking code (its live one, else its latest)',
        params: z.object({ code: z.string() }),
        response: { 200: successEnvelope(apiRegistrationSchema) },
      },
    },
    async (request) => ok(await findApiRegistrationByPartnerCode(ctx.db, request.params.code)),
  );

  app.get(
    '/registrations/:reference',
    {
      config: { rateLimit },
      schema: {
        tags,
        security,
        summary: 'A booking by its reference number',
        params: z.object({ reference: z.string() }),
        response: { 200: successEnvelope(apiRegistrationSchema) },
      },
    },
    async (request) => ok(await findApiRegistrationByReference(ctx.db, request.params.reference)),
  );

  const unknownPath = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(404)
      .send({ success: false, message: routeNotFoundMessage(request.method, request.url.split('?')[0] ?? '') });
  app.all('/', { schema: { hide: true } }, unknownPath);
  app.all('/*', { schema: { hide: true } }, unknownPath);
};
