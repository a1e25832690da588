import type { AdminDashboard } from '@domain/admin/dashboard-schemas';
import { type DashboardToday, EXPIRING_HOLDS_WINDOW_HOURS } from '@domain/admin/dashboard-today-schemas';
import { addDaysToIsoDate, todayInSingapore } from '@domain/shared/dates';
import { simulatorWarning } from '../../adapters/summary';
import type { AppContext } from '../../context';
import { countApiKeys } from '../api-keys';
import { countRegistrations } from '../bookings';
import { countDiscounts } from '../discounts';
import { countCatalogue } from '../events';
import { countEmailConfigs } from '../notifications';
import { countMovedBookings } from '../nurse';
import { countFailedMessages } from '../outbox';
import { isPaymentTestMode } from '../payments';
import { findStaffNames } from '../staff';
import { countHolidays } from '../timeslots';
import { findHoldsExpiring, findVisitsOnDates } from './dashboard-today-queries';

/** The card payment provider the Payments card names. */
const PAYMENT_PROVIDER = 'Braintree';

/**
 * GET /api/admin/dashboard: the eight summary cards (spec 001 §2), each counted by the capability that
 * owns the rows.
 */
export async function getDashboard(ctx: Pick<AppContext, 'db' | 'config'>): Promise<AdminDashboard> {
  const { db } = ctx;
  const [catalogue, registrations, discounts, apiKeys, holidays, emailTemplates, testMode] = await Promise.all([
    countCatalogue(db),
    countRegistrations(db),
    countDiscounts(db),
    countApiKeys(db),
    countHolidays(db),
    countEmailConfigs(db),
    isPaymentTestMode(db, ctx.config),
  ]);
  return {
    events: catalogue.events,
    packages: catalogue.packages,
    registrations,
    apiKeys,
    discounts,
    holidays,
    emailTemplates,
    paymentProvider: PAYMENT_PROVIDER,
    paymentTestMode: testMode,
    simulatorWarning: simulatorWarning(ctx.config),
  };
}

/**
 * GET /api/admin/dashboard/today: the work of today and tomorrow (Singapore time), each part read by the
 * capability that owns the rows, in SQL.
 */
export async function getDashboardToday(ctx: Pick<AppContext, 'db' | 'now'>): Promise<DashboardToday> {
  const now = ctx.now();
  const today = todayInSingapore(now);
  const tomorrow = addDaysToIsoDate(today, 1);
  const [found, expiringHolds, failedMessages, names, movedBookings] = await Promise.all([
    findVisitsOnDates(ctx.db, [today, tomorrow]),
    findHoldsExpiring(ctx.db, { now, until: new Date(now.getTime() + EXPIRING_HOLDS_WINDOW_HOURS * 3_600_000) }),
    countFailedMessages(ctx.db),
    findStaffNames(ctx.db),
    countMovedBookings(ctx.db, today),
  ]);
  const visits = found.map(({ assignedStaffId, ...visit }) => ({
    ...visit,
    nurse:
      assignedStaffId === null ? null : { staffId: assignedStaffId, displayName: names.get(assignedStaffId) ?? '' },
  }));
  return {
    today,
    tomorrow,
    visits,
    unassignedVisits: visits.filter((visit) => visit.nurse === null).length,
    movedBookings,
    expiringHolds,
    holdsWindowHours: EXPIRING_HOLDS_WINDOW_HOURS,
    failedMessages,
  };
}
