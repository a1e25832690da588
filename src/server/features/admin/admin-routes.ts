import type { FastifyPluginAsync } from 'fastify';
import { apiKeyAdminRoutes } from '../api-keys/admin-routes';
import { auditLogAdminRoutes } from '../audit-log/admin-routes';
import { discountAdminRoutes } from '../discounts/admin-routes';
import { eventAdminRoutes } from '../events/admin-routes';
import { insightsAdminRoutes } from '../insights/admin-routes';
import { notificationAdminRoutes } from '../notifications/admin-routes';
import { bookingAdminRoutes } from '../orders/admin-routes';
import { paymentAdminRoutes } from '../payments/admin-routes';
import { privacyAdminRoutes } from '../privacy/admin-routes';
import { runSheetAdminRoutes } from '../run-sheet/admin-routes';
import { timeslotAdminRoutes } from '../timeslots/admin-routes';
import { waitlistAdminRoutes } from '../waitlist/admin-routes';
import { dashboardRoutes } from './routes';

/**
 * Every capability's staff routes, registered by the admin area behind its session guard and admin-role
 * check. A capability owns its admin routes (`admin-routes.ts`); this list is the one place that puts
 * them behind the guard, so no admin route can be registered outside it.
 */
export const adminRoutePlugins: readonly FastifyPluginAsync[] = [
  dashboardRoutes,
  eventAdminRoutes,
  bookingAdminRoutes,
  timeslotAdminRoutes,
  auditLogAdminRoutes,
  discountAdminRoutes,
  runSheetAdminRoutes,
  paymentAdminRoutes,
  apiKeyAdminRoutes,
  notificationAdminRoutes,
  privacyAdminRoutes,
  waitlistAdminRoutes,
  insightsAdminRoutes,
];
