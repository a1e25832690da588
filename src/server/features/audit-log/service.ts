import { count, desc, eq } from 'drizzle-orm';
import type { AuditEntry } from '../../../domain/admin-schemas';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Who made a change: 'admin:<username>', 'customer', 'system'. */
export type Actor = string;

export const adminActor = (username: string): Actor => `admin:${username}`;

export interface AuditRecord {
  actor: Actor;
  action: string;
  entity: string;
  entityId: string | number | null;
  /** Admin changes: `{ before, after }` (null for a create's before and a delete's after). */
  changes: unknown;
  now: Date;
}

/**
 * Writes one entry. Called with the transaction that makes the change, so a change and its record
 * are committed (or rolled back) together.
 */
export async function recordAudit(tx: Executor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actor: record.actor,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId === null ? null : String(record.entityId),
    changes: record.changes ?? null,
    createdAt: record.now,
  });
}

/** GET /api/admin/audit-log: newest first, optionally one entity's entries. */
export async function listAuditEntries(
  db: Executor,
  options: { entity?: string; page: number; pageSize: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = options.entity ? eq(auditLog.entity, options.entity) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actor: row.actor,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      changes: row.changes,
      createdAt: row.createdAt.toISOString(),
    })),
    total: counted?.n ?? 0,
  };
}
