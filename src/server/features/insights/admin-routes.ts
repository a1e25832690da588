import { insightsQuerySchema, insightsSchema } from '@domain/insights/schemas';
import { successEnvelope } from '@domain/shared/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { adminSecurity as security } from '../../http/record-routes';
import { insightsFor } from './service';

/** Staff's insights (DESIGN §8.7): bookings, revenue, utilisation, packages, rates and waitlist demand. */
export const insightsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/insights',
    {
      schema: {
        tags: ['admin', 'insights'],
        security,
        summary:
          'Insights for visit dates from–to (yyyy-MM-dd, Singapore, at most 366 days): bookings by status, revenue, utilisation, packages, rates, waitlist demand',
        querystring: insightsQuerySchema,
        response: { 200: successEnvelope(insightsSchema) },
      },
    },
    async (request) => ok(await insightsFor(ctx, request.query)),
  );
};
