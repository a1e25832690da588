import type { AdminDashboard } from '../../../domain/admin-schemas';
import { simulatorWarning } from '../../adapters/summary';
import type { AppContext } from '../../context';
import { countApiKeys } from '../api-keys';
import { countRegistrations } from '../bookings';
import { countDiscounts } from '../discounts';
import { countCatalogue } from '../events';
import { countEmailConfigs } from '../notifications';
import { isPaymentTestMode } from '../payments';
import { countHolidays } from '../timeslots';

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
