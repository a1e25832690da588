import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness with a database round trip' } },
    async (_request, reply) => {
      try {
        await app.ctx.db.execute(sql`select 1`);
        return { success: true, data: { status: 'ok', database: 'ok' } };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ success: false, message: 'Database unavailable' });
      }
    },
  );
};
