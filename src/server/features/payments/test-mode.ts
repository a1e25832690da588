import { eq } from 'drizzle-orm';
import { type BraintreeConfig, hasBraintreeCredentials } from '../../adapters/payments';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { systemSettings } from '../../db/schema';

/** The system setting behind the Payments tab's test-mode switch, written when staff switch it. */
export const PAYMENT_TEST_MODE_KEY = 'payment_test_mode';

/** What the mode of a database whose setting staff have never switched depends on. */
export type TestModeConfig = BraintreeConfig & Pick<Config, 'NODE_ENV'>;

/**
 * The mode until staff switch it (DESIGN §8.2): live in production with Braintree credentials, so that a
 * new production database never takes bookings with a simulated card form by mistake; test mode
 * everywhere else (development, tests, or no credentials: live mode could not charge anyway).
 */
export function defaultPaymentTestMode(config: TestModeConfig): boolean {
  return !(config.NODE_ENV === 'production' && hasBraintreeCredentials(config));
}

/**
 * The stored setting ('true' or 'false') once staff have switched it; before that, or if the row is
 * unreadable, the default of the environment. An existing database whose setting says 'true' stays in
 * test mode whatever the environment: only staff switch a running site to live charging.
 */
export async function isPaymentTestMode(db: Executor, config: TestModeConfig): Promise<boolean> {
  const [row] = await db
    .select({ value: systemSettings.settingValue })
    .from(systemSettings)
    .where(eq(systemSettings.settingKey, PAYMENT_TEST_MODE_KEY));
  if (row?.value === 'true') return true;
  if (row?.value === 'false') return false;
  return defaultPaymentTestMode(config);
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
