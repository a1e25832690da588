import {
  changeCutoffMessage,
  NOT_RESCHEDULABLE_MESSAGE,
  SAME_TIMESLOT_MESSAGE,
} from '@domain/bookings/appointment-messages';
import { SLOT_FULL_MESSAGE, SLOT_UNAVAILABLE_MESSAGE, TIMESLOT_REQUIRED_MESSAGE } from '@domain/bookings/messages';
import type { RescheduleOptions, RescheduleResult } from '@domain/bookings/responses';
import { singaporeDateTime } from '@domain/shared/dates';
import type { RegionName } from '@domain/timeslots/regions';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { registrations } from '../../db/schema/bookings';
import { badRequest, conflict } from '../../errors';
import { recordAudit } from '../audit-log';
import { queueMessages, withdrawUnsentMessages } from '../outbox';
import {
  type FreedVisits,
  findEventSlot,
  findOfferedSlots,
  findSlotTimes,
  groupSlotsByDate,
  releaseSlotCapacity,
  takeSlotCapacity,
} from '../timeslots';
import { type LockedBooking, requireBooking } from './booking-lock';
import { assignedNurseSql } from './nurse-assignment';
import { changeCutoffAt, isBeforeCutoff, SELF_SERVICE_STATUSES } from './self-service';

// Beyond the spec: a customer moves their visit to another free slot of the same event and region
// (the nurse's round), before the cut-off. The capacity moves in one transaction.

const regionOf = (booking: LockedBooking) => (booking.region as RegionName | null) ?? null;

/** GET /api/registrations/{id}/reschedule-options: where the visit could move, with room for all its persons. */
export async function findRescheduleOptions(
  ctx: AppContext,
  options: { registrationId: string },
): Promise<RescheduleOptions> {
  const booking = await requireBooking(ctx.db, options.registrationId);
  const region = regionOf(booking);
  const { config, slots } = await ctx.db.transaction((tx) =>
    findOfferedSlots(tx, { eventId: booking.eventId, region, now: ctx.now() }),
  );
  return {
    currentTimeslotId: booking.timeslotId,
    region,
    personCount: booking.personCount,
    timeslots: groupSlotsByDate(slots, {
      persons: booking.personCount,
      slotsPerTimeslot: config.slotsPerTimeslot,
      exceptTimeslotId: booking.timeslotId,
    }),
  };
}

/** POST /api/registrations/{id}/reschedule. */
export async function rescheduleAppointment(
  ctx: AppContext,
  options: {
    registrationId: string;
    timeslotId: number;
    /** The waitlist's offer of the visit left behind (waitlist-offers' `freedVisitOffers`). */
    freedVisits: Pick<FreedVisits, 'offerFreedVisits'>;
    /**
     * The clinic asked for the move (a day a nurse cannot come, DESIGN §8.12): the change cut-off does
     * not apply, and the caller's record of the move is written in the same transaction.
     */
    clinicAsked?: { recordMove: (tx: Executor) => Promise<void> };
  },
): Promise<RescheduleResult> {
  const now = ctx.now();
  // Read-only checks and storing the region's planned slots first: the target must be a slot the
  // event offers now in the booking's region (lead time, public holidays, the schedule), as a new
  // booking's would.
  const current = await requireBooking(ctx.db, options.registrationId);
  const target = await findEventSlot(ctx.db, { eventId: current.eventId, timeslotId: options.timeslotId });
  if (!target) throw badRequest(TIMESLOT_REQUIRED_MESSAGE);
  const region = regionOf(current);
  const { config, slots } = await ctx.db.transaction((tx) =>
    findOfferedSlots(tx, { eventId: current.eventId, region, now }),
  );
  if (config.configType === 'auto' && target.region !== region) throw badRequest(TIMESLOT_REQUIRED_MESSAGE);
  if (!slots.some((slot) => slot.id === target.id)) throw conflict(SLOT_UNAVAILABLE_MESSAGE);

  return ctx.db.transaction(async (tx) => {
    const booking = await requireBooking(tx, options.registrationId, { forUpdate: true });
    if (!SELF_SERVICE_STATUSES.includes(booking.status)) throw conflict(NOT_RESCHEDULABLE_MESSAGE);
    if (booking.timeslotId === target.id) throw conflict(SAME_TIMESLOT_MESSAGE);
    const oldSlot = (await findSlotTimes(tx, [booking.timeslotId])).get(booking.timeslotId);
    const cutoffHours = ctx.config.CHANGE_CUTOFF_HOURS;
    if (!oldSlot || (!options.clinicAsked && !isBeforeCutoff(oldSlot, cutoffHours, now))) {
      throw conflict(changeCutoffMessage(cutoffHours));
    }

    // Rule 2: the new slot's room is taken with the conditional UPDATE, so a booking racing for its
    // last place and this move cannot both have it; the old slot's is given back. The two slot rows
    // are written in id order, so two moves between the same slots in opposite directions cannot
    // deadlock; a refusal rolls both back.
    const takeNew = async () => {
      const hasRoom = await takeSlotCapacity(tx, {
        timeslotId: target.id,
        persons: booking.personCount,
        slotsPerTimeslot: config.slotsPerTimeslot,
      });
      if (!hasRoom) throw conflict(target.isAvailable ? SLOT_FULL_MESSAGE : SLOT_UNAVAILABLE_MESSAGE);
    };
    const releaseOld = () => releaseSlotCapacity(tx, { timeslotId: booking.timeslotId, persons: booking.personCount });
    if (target.id < booking.timeslotId) {
      await takeNew();
      await releaseOld();
    } else {
      await releaseOld();
      await takeNew();
    }
    // The visit left behind goes to the waitlist first (DESIGN §8.6).
    await options.freedVisits.offerFreedVisits(tx, {
      timeslotId: booking.timeslotId,
      now,
      offerMinutes: ctx.config.WAITLIST_OFFER_MINUTES,
    });

    // An unpaid booking is still released by its visit's lead time, now the new visit's.
    const newLeadTime = new Date(
      singaporeDateTime(target.date, target.time).getTime() - config.bufferHours * 3_600_000,
    );
    const paymentDueAt =
      booking.paymentDueAt && booking.paymentDueAt.getTime() > newLeadTime.getTime()
        ? new Date(Math.max(now.getTime(), newLeadTime.getTime()))
        : booking.paymentDueAt;
    const moved = await tx
      .update(registrations)
      .set({
        timeslotId: target.id,
        paymentDueAt,
        calendarSequence: booking.calendarSequence + 1,
        // The new visit goes to a nurse on duty then, as a new booking would.
        assignedStaffId: assignedNurseSql(tx, { region: booking.region, date: target.date, time: target.time }),
        updatedAt: now,
      })
      .where(and(eq(registrations.id, booking.id), eq(registrations.status, booking.status)))
      .returning({ id: registrations.id });
    // The row is locked, so its status cannot have changed; kept as the guard of the conditional UPDATE.
    if (moved.length === 0) throw conflict(NOT_RESCHEDULABLE_MESSAGE);
    await options.clinicAsked?.recordMove(tx);
    await recordAudit(tx, {
      actor: 'customer',
      action: 'reschedule',
      entity: 'registration',
      entityId: booking.id,
      changes: {
        referenceNumber: booking.referenceNumber,
        before: { timeslotId: booking.timeslotId, date: oldSlot.date, time: oldSlot.time },
        after: { timeslotId: target.id, date: target.date, time: target.time },
        persons: booking.personCount,
      },
      now: now,
    });
    // Anyone with the reference can move a visit, so the address on file always hears of it (DESIGN §8.2).
    // A reminder of the old date not sent yet is not sent; the new date gets its own at 10:00 the day before.
    await withdrawUnsentMessages(tx, {
      registrationId: booking.id,
      // Timed to the old visit: the new one gets its own (their keys name the visit's date and time).
      kinds: ['reminder', 'prepare-reminder', 'fasting'],
      reason: 'withdrawn: visit moved',
      now,
    });
    await queueMessages(tx, {
      kind: 'rescheduled',
      registrationId: booking.id,
      toAddress: booking.email,
      now,
      dedupeKey: `rescheduled:${booking.id}:${now.getTime()}`,
      textCountryCodes: ctx.config.SMS_ALLOWED_COUNTRY_CODES,
    });
    return {
      id: booking.id,
      referenceNumber: booking.referenceNumber,
      status: booking.status,
      timeslotId: target.id,
      timeslotDate: target.date,
      timeslotTime: target.time,
      changeCutoffAt: changeCutoffAt(target, cutoffHours).toISOString(),
    };
  });
}
