import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { participants, registrations } from '../../db/schema/bookings';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { outboxMessages } from '../../db/schema/outbox';
import { waitlistEntries } from '../../db/schema/waitlist';

/**
 * An erased or deleted row's old version, values and all, stays in its table's file until VACUUM
 * removes it, and the embedded database runs no autovacuum: an erasure, on request or by the retention
 * job, runs it on the tables it changed once it has committed (docs/privacy.md, "How erased data leaves
 * the database's files"). SKIP_LOCKED passes over a table another VACUUM holds. One that fails or runs
 * past the statement time-out is left to autovacuum or the next erasure: the values are out of every
 * query's reach already. Returns whether it ran.
 */
export async function vacuumErasedRows(db: Database): Promise<boolean> {
  try {
    await db.execute(
      sql`vacuum (skip_locked) ${registrations}, ${participants}, ${outboxMessages}, ${idempotencyKeys}, ${waitlistEntries}`,
    );
    return true;
  } catch {
    return false;
  }
}
