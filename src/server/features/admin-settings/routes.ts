import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDiscountRoutes } from '../admin-discounts';
import { adminPaymentRoutes } from '../admin-payments';
import { adminTimeslotRoutes } from '../admin-timeslots';
import { apiKeyAdminRoutes } from '../api-keys';
import { runSheetRoutes } from '../run-sheet';

/**
 * The admin area, part 2 (spec 001: the Discounts, Postal Codes, Payments and API Keys tabs; the run
 * sheet): admins only. Passed to the admin area (its `routes` option, src/server/app.ts), whose session
 * guard and admin-role check cover it.
 */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminDiscountRoutes);
  await app.register(adminTimeslotRoutes);
  await app.register(runSheetRoutes);
  await app.register(adminPaymentRoutes);
  await app.register(apiKeyAdminRoutes);
};
