import { DATABASE_UNAVAILABLE_MESSAGE } from '@domain/bookings/messages';
import { failureEnvelopeSchema, healthStatusSchema, successEnvelope } from '@domain/shared/envelope';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { errorLogFields } from '../../log-fields';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness with a database round trip',
        response: { 200: successEnvelope(healthStatusSchema), 503: failureEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      try {
        await app.ctx.db.execute(sql`select 1`);
        return ok({ status: 'ok' as const, database: 'ok' as const });
      } catch (error) {
        // Class and code only: a driver's message can quote the connection string or a query's parameters.
        app.log.error(errorLogFields(error), 'health check: database unreachable');
        return reply.status(503).send({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
      }
    },
  );
};
