import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { smsOptOuts } from '../../db/schema/notifications';

// DESIGN §8.5: a number that answered STOP gets no text (SMS or WhatsApp) until it answers START.
// Kept apart from the bookings, so an opt-out holds for every booking of the number, also later ones.

export async function optOut(db: Executor, phoneNumber: string, now: Date): Promise<void> {
  await db.insert(smsOptOuts).values({ phoneNumber, optedOutAt: now }).onConflictDoNothing();
}

export async function optIn(db: Executor, phoneNumber: string): Promise<void> {
  await db.delete(smsOptOuts).where(eq(smsOptOuts.phoneNumber, phoneNumber));
}

export async function isOptedOut(db: Executor, phoneNumber: string): Promise<boolean> {
  const rows = await db
    .select({ phoneNumber: smsOptOuts.phoneNumber })
    .from(smsOptOuts)
    .where(eq(smsOptOuts.phoneNumber, phoneNumber));
  return rows.length > 0;
}

/** Which of these numbers opted out. */
export async function findOptedOut(db: Executor, phoneNumbers: string[]): Promise<Set<string>> {
  if (phoneNumbers.length === 0) return new Set();
  const rows = await db
    .select({ phoneNumber: smsOptOuts.phoneNumber })
    .from(smsOptOuts)
    .where(inArray(smsOptOuts.phoneNumber, phoneNumbers));
  return new Set(rows.map((row) => row.phoneNumber));
}
