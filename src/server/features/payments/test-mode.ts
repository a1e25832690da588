import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { systemSettings } from '../../db/schema';

/** The system setting behind the Payments tab's test-mode switch (seeded as 'true'). */
export const PAYMENT_TEST_MODE_KEY = 'payment_test_mode';

/**
 * Test mode unless the setting says 'false': a missing or unreadable setting must never switch real
 * card charging on by itself.
 */
export async function isPaymentTestMode(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ value: systemSettings.settingValue })
    .from(systemSettings)
    .where(eq(systemSettings.settingKey, PAYMENT_TEST_MODE_KEY));
  return row?.value !== 'false';
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
