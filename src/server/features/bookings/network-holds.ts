import { HOLDS_PER_NETWORK_MESSAGE } from '@domain/bookings/hold-messages';
import { and, count, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { networkHolds } from '../../db/schema/bookings';
import { advisoryLockKey, advisoryLocks } from '../../db/short-transaction';
import { AppError } from '../../errors';

/**
 * DESIGN §8.9: at most HOLDS_PER_NETWORK_PER_DAY unproven or unpaid holds (a booking that holds its visit
 * unpaid, a waitlist entry) are taken from one client network (IPv4 /24, IPv6 /56) in 24 hours. The caps
 * per person hold against spelling tricks, but any valid NRIC, any mobile and a catch-all mail domain make
 * new persons for free; a network is what a script cannot make up. Counted in the database, in the
 * transaction that takes the hold and under an advisory lock on the network, so parallel requests cannot
 * pass the cap together and a refused booking counts nothing.
 */

/** A hold to count: the network it came from and the cap in force (0 = no cap, as in tests). */
export interface NetworkHold {
  network: string;
  kind: 'booking' | 'waitlist';
  perDay: number;
}

/** The window a network's holds are counted in: the last 24 hours, so no midnight resets the count. */
export const NETWORK_HOLDS_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Namespace of the advisory locks that serialise the holds of one network. */
const NETWORK_HOLD_LOCK_NAMESPACE = 7_204_121;

/** The hold to count for a request from this network, or null when the cap is off. */
export function networkHoldOf(network: string | undefined, kind: NetworkHold['kind'], perDay: number) {
  return network && perDay > 0 ? ({ network, kind, perDay } satisfies NetworkHold) : null;
}

export const networkHoldLock = (hold: NetworkHold) => ({
  namespace: NETWORK_HOLD_LOCK_NAMESPACE,
  key: advisoryLockKey(`network:${hold.network}`),
});

/** True when the network has taken its holds for the last 24 hours (a condition for a writing statement). */
export function networkHoldsUsedUp(db: Executor, hold: NetworkHold, now: Date): SQL<boolean> {
  const since = new Date(now.getTime() - NETWORK_HOLDS_WINDOW_MS);
  const taken = db
    .select({ taken: count() })
    .from(networkHolds)
    .where(and(eq(networkHolds.network, hold.network), gt(networkHolds.takenAt, since)));
  return sql<boolean>`(${taken}) >= ${hold.perDay}`;
}

/** The INSERT that counts the hold, for a statement that does more (a new booking's). */
export function countNetworkHoldQuery(db: Executor, hold: NetworkHold, now: Date, registrationId?: string) {
  return db
    .insert(networkHolds)
    .values({ network: hold.network, kind: hold.kind, registrationId, takenAt: now })
    .returning({ id: networkHolds.id });
}

/** A booking paid or proven earned its hold: it no longer counts against its network. */
export async function forgetNetworkHoldOf(tx: Executor, registrationId: string): Promise<void> {
  await tx.delete(networkHolds).where(eq(networkHolds.registrationId, registrationId));
}

export const networkHoldsRefusal = () => new AppError('RATE_LIMITED', HOLDS_PER_NETWORK_MESSAGE);

/**
 * Counts a hold inside the caller's transaction (a waitlist entry's): takes the network's lock, refuses
 * with 429 when the network's holds are used up, else counts this one. Nothing happens when `hold` is null.
 */
export async function takeNetworkHold(tx: Executor, hold: NetworkHold | null, now: Date): Promise<void> {
  if (!hold) return;
  const lock = advisoryLocks([networkHoldLock(hold)]);
  if (lock) await tx.execute(sql.raw(lock));
  const [row] = await tx
    .select({ usedUp: sql<boolean>`${networkHoldsUsedUp(tx, hold, now)}` })
    .from(sql`(select 1) as one`);
  if (row?.usedUp) throw networkHoldsRefusal();
  await countNetworkHoldQuery(tx, hold, now);
}

/** The daily clean-up: a count older than its window says nothing any more. */
export async function forgetNetworkHoldsBefore(db: Executor, now: Date): Promise<number> {
  const before = new Date(now.getTime() - 2 * NETWORK_HOLDS_WINDOW_MS);
  const deleted = await db
    .delete(networkHolds)
    .where(lt(networkHolds.takenAt, before))
    .returning({ id: networkHolds.id });
  return deleted.length;
}
