import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdminRole } from '../admin-auth';
import { adminDiscountRoutes } from '../admin-discounts';
import { adminPaymentRoutes } from '../admin-payments';
import { adminTimeslotRoutes } from '../admin-timeslots';
import { apiKeyAdminRoutes } from '../api-keys';
import { runSheetRoutes } from '../run-sheet';

/**
 * The admin area, part 2 (spec 001: the Discounts, Postal Codes, Payments and API Keys tabs; the run
 * sheet): admins only. Registered inside the admin area's guarded plugin (src/server/app.ts), whose
 * session hook it inherits; it adds the admin-role check, as the area does for its own resources.
 */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdminRole);
  await app.register(adminDiscountRoutes);
  await app.register(adminTimeslotRoutes);
  await app.register(runSheetRoutes);
  await app.register(adminPaymentRoutes);
  await app.register(apiKeyAdminRoutes);
};
