import type { AuditEntry } from '@domain/audit-log/schemas';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { apiKeys } from '../../db/schema/api-keys';
import { auditLog } from '../../db/schema/audit-log';
import { registrations } from '../../db/schema/bookings';
import { discounts } from '../../db/schema/discounts';
import { events, packages } from '../../db/schema/events';
import { emailConfigs } from '../../db/schema/notifications';
import { eventDates, publicHolidays, timeslots } from '../../db/schema/timeslots';

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
  await auditQuery(tx, record);
}

/** The INSERT of recordAudit, for a statement that does more (a new booking's). */
export function auditQuery(db: Executor, record: AuditRecord) {
  return db.insert(auditLog).values({
    actor: record.actor,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId === null ? null : String(record.entityId),
    changes: record.changes ?? null,
    createdAt: record.now,
  });
}

export interface AuditChange {
  actor: Actor;
  entity: string;
  entityId: string | number;
  /** The record before the change; null for a create. */
  before: unknown;
  /** The record after the change; null for a delete. */
  after: unknown;
  now: Date;
}

/**
 * Writes the entry of an admin change of one record as `{ before, after }`: 'create' when there was
 * nothing before, 'delete' when nothing is left after, else 'update'.
 */
export async function recordChange(tx: Executor, change: AuditChange): Promise<void> {
  const { before, after, ...entry } = change;
  const action = before === null ? 'create' : after === null ? 'delete' : 'update';
  await recordAudit(tx, { ...entry, action, changes: { before, after } });
}

/** GET /api/admin/audit-log: newest first, optionally one entity's entries. */
export async function listAuditEntries(
  db: Executor,
  options: { entity?: string; page: number; pageSize: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = options.entity ? eq(auditLog.entity, options.entity) : undefined;
  // The entries name bookings by id; staff know them by reference, timeslots by date and time, and the
  // catalogue by name. Read-only joins at listing time, so the log itself stays as it was written (a
  // deleted record's name is still in its entry's `before`).
  const about = (entity: string, id: SQL) => and(eq(auditLog.entity, entity), sql`${auditLog.entityId} = ${id}::text`);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        referenceNumber: registrations.referenceNumber,
        date: sql<string | null>`coalesce(${eventDates.date}::text, ${publicHolidays.date}::text)`,
        time: timeslots.time,
        name: sql<
          string | null
        >`coalesce(${events.name}, ${packages.name}, ${discounts.name}, ${apiKeys.description}, ${emailConfigs.configKey}, ${publicHolidays.name})`,
      })
      .from(auditLog)
      .leftJoin(registrations, about('registration', sql`${registrations.id}`))
      .leftJoin(timeslots, about('timeslot', sql`${timeslots.id}`))
      .leftJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
      .leftJoin(events, about('event', sql`${events.id}`))
      .leftJoin(packages, about('package', sql`${packages.id}`))
      .leftJoin(discounts, about('discount', sql`${discounts.id}`))
      .leftJoin(apiKeys, about('api_key', sql`${apiKeys.id}`))
      .leftJoin(emailConfigs, about('email_config', sql`${emailConfigs.id}`))
      .leftJoin(publicHolidays, about('public_holiday', sql`${publicHolidays.id}`))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map(({ entry: row, referenceNumber, date, time, name }) => ({
      id: row.id,
      actor: row.actor,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      changes: row.changes,
      createdAt: row.createdAt.toISOString(),
      subject: { referenceNumber, name, date, time },
    })),
    total: counted?.n ?? 0,
  };
}
