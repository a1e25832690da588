import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { systemSettings } from './schema/settings';

/**
 * A server secret kept in system_settings: created once at random, then shared by every instance
 * on the same database (so no instance needs state another one lacks).
 */
export async function getOrCreateSecret(db: Database, settingKey: string, description: string): Promise<string> {
  await db
    .insert(systemSettings)
    .values({ settingKey, settingValue: randomBytes(32).toString('hex'), description })
    .onConflictDoNothing({ target: systemSettings.settingKey });
  const [row] = await db
    .select({ value: systemSettings.settingValue })
    .from(systemSettings)
    .where(eq(systemSettings.settingKey, settingKey));
  return row!.value;
}
