import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { registrations } from '../../db/schema/bookings';

/** Staff's choice of the visit's nurse (DESIGN §8.12), on a booking the caller locked: null is "Unassigned". */
export async function saveAssignedNurse(
  tx: Executor,
  change: { registrationId: string; staffId: number | null; now: Date },
): Promise<void> {
  await tx
    .update(registrations)
    .set({ assignedStaffId: change.staffId, updatedAt: change.now })
    .where(eq(registrations.id, change.registrationId));
}
