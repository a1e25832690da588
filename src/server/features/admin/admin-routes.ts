import type { FastifyPluginAsync } from 'fastify';
import { apiKeyAdminRoutes } from '../api-keys/admin-routes';
import { auditLogAdminRoutes } from '../audit-log/admin-routes';
import {
  countBookingsByDiscount,
  countRegistrationsByEvent,
  countRegistrationsByPackage,
  findBookingsOnDate,
  findTimeslotIdsWithBookings,
} from '../bookings';
import { discountAdminRoutes } from '../discounts/admin-routes';
import { requireEventRecord } from '../events';
import { eventAdminRoutes } from '../events/admin-routes';
import { insightsAdminRoutes } from '../insights/admin-routes';
import { notificationAdminRoutes } from '../notifications/admin-routes';
import { nurseAdminRoutes } from '../nurse/admin-routes';
import { bookingAdminRoutes } from '../orders/admin-routes';
import { paymentAdminRoutes } from '../payments/admin-routes';
import { privacyAdminRoutes } from '../privacy/admin-routes';
import { questionnaireAdminRoutes } from '../questionnaire/admin-routes';
import { rosterAdminRoutes } from '../roster/admin-routes';
import { runSheetAdminRoutes } from '../run-sheet/admin-routes';
import { staffAdminRoutes } from '../staff/admin-routes';
import { timeslotAdminRoutes } from '../timeslots/admin-routes';
import { waitlistAdminRoutes } from '../waitlist/admin-routes';
import { freedVisitOffers } from '../waitlist-offers';
import { dashboardRoutes } from './routes';

/** A capability's admin routes with what the admin area hands them, as one plugin. */
function withNeeds<Needs extends object>(routes: FastifyPluginAsync<Needs>, needs: Needs): FastifyPluginAsync {
  return async (app) => {
    await app.register(routes, needs);
  };
}

/**
 * Every capability's staff routes, registered by the admin area behind its session guard and admin-role
 * check. A capability owns its admin routes (`admin-routes.ts`); this list is the one place that puts
 * them behind the guard, so no admin route can be registered outside it. The catalogue's tabs are handed
 * what they show of the layers built on them (bookings' counts, the waitlist's offers): the catalogue
 * sits below those and never imports them (DESIGN §2).
 */
export const adminRoutePlugins: readonly FastifyPluginAsync[] = [
  dashboardRoutes,
  withNeeds(eventAdminRoutes, {
    bookings: {
      countByEvent: countRegistrationsByEvent,
      countByPackage: countRegistrationsByPackage,
      bookedSlotIds: findTimeslotIdsWithBookings,
    },
    freedVisits: freedVisitOffers,
  }),
  bookingAdminRoutes,
  withNeeds(timeslotAdminRoutes, {
    events: { requireEvent: requireEventRecord },
    bookings: { findOnDate: findBookingsOnDate },
    freedVisits: freedVisitOffers,
  }),
  auditLogAdminRoutes,
  withNeeds(discountAdminRoutes, { bookings: { countByDiscount: countBookingsByDiscount } }),
  runSheetAdminRoutes,
  paymentAdminRoutes,
  apiKeyAdminRoutes,
  notificationAdminRoutes,
  privacyAdminRoutes,
  waitlistAdminRoutes,
  insightsAdminRoutes,
  questionnaireAdminRoutes,
  staffAdminRoutes,
  rosterAdminRoutes,
  nurseAdminRoutes,
];
