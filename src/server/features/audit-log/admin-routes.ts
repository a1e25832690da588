import { auditLogQuerySchema, auditLogResponseSchema } from '@domain/audit-log/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { listAuditEntries } from './service';

/** Admin routes: registered inside the admin area's guard (features/admin/area.ts). */
export const auditLogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'Who changed what and when, newest first; filter by entity',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema },
        errorAnswers: { 403: 'Signed in without the admin role.' },
      },
    },
    async (request) => {
      const { page, pageSize, entity } = request.query;
      const { entries, total } = await listAuditEntries(app.ctx.db, { entity, page, pageSize });
      return { ...ok(entries), meta: { total, page, pageSize } };
    },
  );
};
