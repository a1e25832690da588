import { ROSTER_NOT_A_NURSE_MESSAGE, ROSTER_OVERLAP_MESSAGE, ROSTER_RANGE_MESSAGE } from '@domain/roster/messages';
import {
  isRosterRange,
  type PartOfDay,
  partOfDayAt,
  partsOverlap,
  type RosterDuty,
  type RosterDutyRequest,
} from '@domain/roster/schemas';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { rosterDuties } from '../../db/schema/roster';
import { badRequest, conflict } from '../../errors';
import { recordAudit } from '../audit-log';
import { findStaffMember, listStaff } from '../staff';

/** pg_advisory_xact_lock's namespace of a nurse's duties: her duties are checked and added one at a time. */
const NURSE_DUTIES_LOCK_NAMESPACE = 7_204_130;

/** GET /api/admin/roster: the duties from one day to another (both included), by date, part of day and name. */
export async function listDuties(db: Executor, range: { from: string; to: string }): Promise<RosterDuty[]> {
  if (!isRosterRange(range.from, range.to)) throw badRequest(ROSTER_RANGE_MESSAGE);
  const [rows, staff] = await Promise.all([
    db
      .select()
      .from(rosterDuties)
      .where(and(gte(rosterDuties.date, range.from), lte(rosterDuties.date, range.to))),
    listStaff(db),
  ]);
  const names = new Map(staff.map((member) => [member.id, member.displayName]));
  return rows
    .map((row) => ({
      id: row.id,
      staffId: row.staffId,
      displayName: names.get(row.staffId) ?? '',
      region: row.region,
      date: row.date,
      partOfDay: row.partOfDay,
    }))
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        a.partOfDay.localeCompare(b.partOfDay) ||
        a.displayName.localeCompare(b.displayName) ||
        a.id - b.id,
    );
}

/**
 * POST /api/admin/roster: a nurse on duty in a region for a part of a day. Only a nurse's account can be
 * rostered, and never twice at the same time (a whole day meets both halves): a nurse is in one region at
 * a time. A nurse's duties are added one at a time, so two concurrent ones cannot both pass the check.
 */
export async function addDuty(
  ctx: Pick<AppContext, 'db' | 'now'>,
  duty: RosterDutyRequest,
  actor: string,
): Promise<{ id: number }> {
  return ctx.db.transaction(async (tx) => {
    const staff = await findStaffMember(tx, duty.staffId);
    if (staff?.role !== 'nurse') throw badRequest(ROSTER_NOT_A_NURSE_MESSAGE);
    await tx.execute(sql`select pg_advisory_xact_lock(${NURSE_DUTIES_LOCK_NAMESPACE}, ${duty.staffId})`);
    const sameDay = await tx
      .select({ partOfDay: rosterDuties.partOfDay })
      .from(rosterDuties)
      .where(and(eq(rosterDuties.staffId, duty.staffId), eq(rosterDuties.date, duty.date)));
    if (sameDay.some((other) => partsOverlap(other.partOfDay as PartOfDay, duty.partOfDay))) {
      throw conflict(ROSTER_OVERLAP_MESSAGE);
    }
    const [row] = await tx.insert(rosterDuties).values(duty).returning({ id: rosterDuties.id });
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'roster_duty',
      entityId: row!.id,
      changes: { ...duty },
      now: ctx.now(),
    });
    return { id: row!.id };
  });
}

/** DELETE /api/admin/roster/{id}: false when there is no such duty. */
export async function removeDuty(ctx: Pick<AppContext, 'db' | 'now'>, id: number, actor: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(rosterDuties).where(eq(rosterDuties.id, id)).returning();
    if (!row) return false;
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'roster_duty',
      entityId: id,
      changes: { staffId: row.staffId, region: row.region, date: row.date, partOfDay: row.partOfDay },
      now: ctx.now(),
    });
    return true;
  });
}

/**
 * The nurses on duty in a region at a visit's time (its half of the day, or the whole day), as a
 * subquery of their staff ids that the booking's own statement holds: a booking is assigned inside the
 * transaction that writes it.
 */
export function nursesOnDutyQuery(db: Executor, visit: { region: string; date: string; time: string }) {
  return db
    .select({ staffId: rosterDuties.staffId })
    .from(rosterDuties)
    .where(
      and(
        eq(rosterDuties.date, visit.date),
        eq(rosterDuties.region, visit.region),
        inArray(rosterDuties.partOfDay, ['day', partOfDayAt(visit.time)]),
      ),
    );
}
