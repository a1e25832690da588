import {
  REGISTRATION_CLOSED_MESSAGE,
  registrationAlreadyMessage,
  UNPAID_NOT_COMPLETED_MESSAGE,
  VISIT_NOT_YET_MESSAGE,
} from '@domain/orders/messages';
import { singaporeDateTime } from '@domain/shared/dates';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { registrations } from '../../db/schema/bookings';
import { conflict } from '../../errors';
import { recordAudit } from '../audit-log';
import { findSlotTimes } from '../timeslots';
import { lockBookingForStaff } from './booking-lock';

// Staff's changes of a booking once it is made: the visit's outcome, and the nurse who makes it.

/**
 * After the visit: `completed` or `no_show`, from a live status (or the other outcome, to correct a
 * slip), once the visit's start time has passed. An unpaid booking cannot be completed.
 */
export async function setVisitOutcome(
  tx: Executor,
  options: { registrationId: string; status: 'completed' | 'no_show'; actor: string; now: Date },
): Promise<void> {
  const { status, now } = options;
  const booking = await lockBookingForStaff(tx, options.registrationId);
  if (booking.status === status) throw conflict(registrationAlreadyMessage(status));
  if (status === 'completed' && booking.status === 'pending_payment') throw conflict(UNPAID_NOT_COMPLETED_MESSAGE);
  const slot = (await findSlotTimes(tx, [booking.timeslotId])).get(booking.timeslotId);
  if (!slot || singaporeDateTime(slot.date, slot.time).getTime() > now.getTime()) {
    throw conflict(VISIT_NOT_YET_MESSAGE);
  }
  const updated = await tx
    .update(registrations)
    .set({
      status,
      paymentDueAt: null,
      // A visit paid on the day (the older flow) is paid once it is done; a booking paid before keeps its time.
      ...(status === 'completed'
        ? { paidAt: sql`coalesce(${registrations.paidAt}, ${now.toISOString()}::timestamptz)` }
        : {}),
      updatedAt: now,
    })
    .where(and(eq(registrations.id, booking.id), eq(registrations.status, booking.status)))
    .returning({ id: registrations.id });
  if (updated.length === 0) throw conflict(REGISTRATION_CLOSED_MESSAGE);
  await recordAudit(tx, {
    actor: options.actor,
    action: 'status',
    entity: 'registration',
    entityId: booking.id,
    changes: {
      referenceNumber: booking.referenceNumber,
      before: { status: booking.status },
      after: { status },
    },
    now: now,
  });
}

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
