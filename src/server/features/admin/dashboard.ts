import { count } from 'drizzle-orm';
import type { AdminDashboard } from '../../../domain/admin-schemas';
import type { AppContext } from '../../context';
import { apiKeys, emailConfigs } from '../../db/schema';
import { countRegistrations } from '../bookings';
import { countDiscounts } from '../discounts';
import { countCatalogue } from '../events';
import { isPaymentTestMode } from '../payments';
import { countHolidays } from '../timeslots';

/** The card payment provider the Payments card names. */
const PAYMENT_PROVIDER = 'Braintree';

/**
 * GET /api/admin/dashboard: the eight summary cards (spec 001 §2). API keys and email templates have
 * no feature of their own yet, so their tables are counted here until those features arrive.
 */
export async function getDashboard(ctx: Pick<AppContext, 'db'>): Promise<AdminDashboard> {
  const { db } = ctx;
  const [catalogue, registrations, discounts, [keys], holidays, [templates], testMode] = await Promise.all([
    countCatalogue(db),
    countRegistrations(db),
    countDiscounts(db),
    db.select({ n: count() }).from(apiKeys),
    countHolidays(db),
    db.select({ n: count() }).from(emailConfigs),
    isPaymentTestMode(db),
  ]);
  return {
    events: catalogue.events,
    packages: catalogue.packages,
    registrations,
    apiKeys: keys?.n ?? 0,
    discounts,
    holidays,
    emailTemplates: templates?.n ?? 0,
    paymentProvider: PAYMENT_PROVIDER,
    paymentTestMode: testMode,
  };
}
