import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardSchema } from '../../../domain/admin-schemas';
import { successEnvelope } from '../../../domain/api-schemas';
import { ok } from '../../http/envelope';
import { adminSecurity as security } from '../../http/record-routes';
import { getDashboard } from './dashboard';

const tags = ['admin'];

/** GET /api/admin/dashboard: the counts of the dashboard cards (spec 001 §2). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags,
        security,
        summary: 'Counts of the dashboard cards',
        response: { 200: successEnvelope(adminDashboardSchema) },
      },
    },
    async () => ok(await getDashboard(app.ctx)),
  );
};
