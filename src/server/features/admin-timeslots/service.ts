import type { AdminTimeslotSearch, TimeslotAvailabilityResult } from '../../../domain/admin-settings-schemas';
import type { AppContext } from '../../context';
import { type Actor, recordAudit } from '../audit-log';
import { requireEventRecord } from '../events';
import { findAdminSlot, searchAdminSlots, setSlotAvailability } from '../timeslots';

type Ctx = Pick<AppContext, 'db' | 'now'>;

/** GET /api/admin/timeslots/postal-code: any event, active or not (404 for an unknown one). */
export async function searchEventSlots(ctx: Ctx, query: AdminTimeslotSearch) {
  await requireEventRecord(ctx.db, query.eventId);
  return searchAdminSlots(ctx, query);
}

/** PUT /api/admin/timeslots/{id}/availability, with its audit-log entry in the same transaction. */
export async function changeSlotAvailability(
  ctx: Ctx,
  id: number,
  isAvailable: boolean,
  actor: Actor,
): Promise<TimeslotAvailabilityResult> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const before = await findAdminSlot(tx, id);
    await setSlotAvailability(tx, id, isAvailable);
    const after = await findAdminSlot(tx, id);
    await recordAudit(tx, {
      actor,
      action: isAvailable ? 'unblock' : 'block',
      entity: 'timeslot',
      entityId: id,
      changes: { before, after },
      now,
    });
    return after;
  });
}
