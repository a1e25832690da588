import { eq } from 'drizzle-orm';
import { type BraintreeConfig, hasBraintreeCredentials } from '../../adapters/payments';
import { type Config, simulatorsAllowed } from '../../config';
import type { Executor } from '../../db/client';
import { systemSettings } from '../../db/schema/settings';

/** The system setting behind the Payments tab's test-mode switch, written when staff switch it. */
export const PAYMENT_TEST_MODE_KEY = 'payment_test_mode';

/** What the mode of a database whose setting staff have never switched depends on. */
export type DefaultTestModeConfig = BraintreeConfig & Pick<Config, 'NODE_ENV'>;

/** What the mode of a database depends on besides its setting. */
export type TestModeConfig = DefaultTestModeConfig & Pick<Config, 'ALLOW_SIMULATORS'>;

/**
 * The mode until staff switch it (DESIGN §8.2): live in production with Braintree credentials, so that a
 * new production database never takes bookings with a simulated card form by mistake; test mode
 * everywhere else (development, tests, or no credentials: live mode could not charge anyway).
 */
export function defaultPaymentTestMode(config: DefaultTestModeConfig): boolean {
  return !(config.NODE_ENV === 'production' && hasBraintreeCredentials(config));
}

/** The stored setting once staff have switched it; null before that, or if the row is unreadable. */
async function storedPaymentTestMode(db: Executor): Promise<boolean | null> {
  const [row] = await db
    .select({ value: systemSettings.settingValue })
    .from(systemSettings)
    .where(eq(systemSettings.settingKey, PAYMENT_TEST_MODE_KEY));
  if (row?.value === 'true') return true;
  if (row?.value === 'false') return false;
  return null;
}

/**
 * Where simulators are not allowed (production without ALLOW_SIMULATORS, DESIGN §8.9) this is always live
 * mode, whatever the database says: test mode there would let anyone pay a booking with a test card. The
 * setting is overruled rather than refused at start or rewritten: such a production start has the
 * Braintree keys (config.ts refuses it otherwise), so live mode can charge; no site goes down over a
 * database that held test mode from before this rule (or from a staging run); and a row written
 * meanwhile (another instance, by hand) is overruled too. The start warns while it is
 * (overruledTestModeWarning), and staff cannot switch test mode on there (admin-service.ts).
 *
 * Elsewhere: the stored setting ('true' or 'false') once staff have switched it, else the default of the
 * environment. An existing database whose setting says 'true' stays in test mode: only staff switch a
 * running site to live charging.
 */
export async function isPaymentTestMode(db: Executor, config: TestModeConfig): Promise<boolean> {
  if (!simulatorsAllowed(config)) return false;
  return (await storedPaymentTestMode(db)) ?? defaultPaymentTestMode(config);
}

/** The start's warning while a stored test mode is overruled by production (see isPaymentTestMode); else null. */
export async function overruledTestModeWarning(db: Executor, config: TestModeConfig): Promise<string | null> {
  if (simulatorsAllowed(config) || (await storedPaymentTestMode(db)) !== true) return null;
  return 'The Payments tab was left in test mode, but production without ALLOW_SIMULATORS=true takes only real payments: cards are charged through Braintree. Set ALLOW_SIMULATORS=true (a staging site) to use test mode.';
}

export async function setPaymentTestMode(
  db: Executor,
  options: { enabled: boolean; adminId?: number | null; now: Date },
): Promise<void> {
  const value = options.enabled ? 'true' : 'false';
  await db
    .insert(systemSettings)
    .values({
      settingKey: PAYMENT_TEST_MODE_KEY,
      settingValue: value,
      description: 'Simulated card payments',
      lastUpdatedBy: options.adminId ?? null,
      createdAt: options.now,
      updatedAt: options.now,
    })
    .onConflictDoUpdate({
      target: systemSettings.settingKey,
      set: { settingValue: value, lastUpdatedBy: options.adminId ?? null, updatedAt: options.now },
    });
}
