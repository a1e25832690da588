import { NURSE_NOT_FOUND_MESSAGE } from '@domain/nurse/messages';
import type { AssignedNurse } from '@domain/nurse/schemas';
import type { AppContext } from '../../context';
import { badRequest } from '../../errors';
import { recordAudit } from '../audit-log';
import { lockBookingForStaff, saveAssignedNurse } from '../bookings';
import { findStaffMember } from '../staff';

/**
 * PUT /api/admin/registrations/{id}/nurse: staff give a visit to another nurse, or to none (DESIGN
 * §8.12). Only a nurse's account takes a visit; a closed booking is not changed (409).
 */
export async function assignNurse(
  ctx: Pick<AppContext, 'db' | 'now'>,
  change: { registrationId: string; staffId: number | null; actor: string },
): Promise<AssignedNurse> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const booking = await lockBookingForStaff(tx, change.registrationId);
    const nurse = change.staffId === null ? null : await findStaffMember(tx, change.staffId);
    if (change.staffId !== null && nurse?.role !== 'nurse') throw badRequest(NURSE_NOT_FOUND_MESSAGE);
    await saveAssignedNurse(tx, { registrationId: booking.id, staffId: change.staffId, now });
    await recordAudit(tx, {
      actor: change.actor,
      action: 'assign-nurse',
      entity: 'registration',
      entityId: booking.id,
      changes: {
        referenceNumber: booking.referenceNumber,
        before: { assignedStaffId: booking.assignedStaffId },
        after: { assignedStaffId: change.staffId },
      },
      now,
    });
    return nurse ? { staffId: nurse.id, displayName: nurse.displayName } : null;
  });
}
