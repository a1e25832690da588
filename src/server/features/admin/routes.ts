import { adminDashboardSchema } from '@domain/admin/dashboard-schemas';
import { dashboardTodaySchema } from '@domain/admin/dashboard-today-schemas';
import { successEnvelope } from '@domain/shared/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { adminSecurity as security } from '../../http/record-routes';
import { getDashboard, getDashboardToday } from './dashboard';

const tags = ['admin'];

/** GET /api/admin/dashboard: the counts of the dashboard cards (spec 001 §2); …/today: the day's work. */
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

  app.get(
    '/dashboard/today',
    {
      schema: {
        tags,
        security,
        summary:
          "Today's work (Singapore time): today's and tomorrow's visits, unpaid holds released in the next hours, the number of failed messages",
        response: { 200: successEnvelope(dashboardTodaySchema) },
      },
    },
    async () => ok(await getDashboardToday(app.ctx)),
  );
};
