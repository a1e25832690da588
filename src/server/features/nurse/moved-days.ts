import { createHash, randomBytes } from 'node:crypto';
import type { RescheduleResult } from '@domain/bookings/responses';
import { isClosedBookingStatus } from '@domain/bookings/status';
import { REBOOK_LINK_INVALID_MESSAGE, REBOOK_SLOT_MOVED_MESSAGE } from '@domain/nurse/messages';
import type { RebookView, RescheduleRequestCreate } from '@domain/nurse/moved-days';
import { REGISTRATION_CLOSED_MESSAGE } from '@domain/orders/messages';
import { type PartOfDay, partOfDayAt } from '@domain/roster/schemas';
import type { TimeslotsByDate } from '@domain/timeslots/views';
import { and, count, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { registrationMoves, rescheduleRequests } from '../../db/schema/roster';
import { AppError, conflict } from '../../errors';
import { recordAudit } from '../audit-log';
import { findRescheduleOptions, hashesMatch, requireBookingByReference, rescheduleAppointment } from '../bookings';
import { findPackageNames } from '../events';
import { queueMessages } from '../outbox';
import { listRunSheetVisits } from '../run-sheet';
import type { FreedVisits } from '../timeslots';
import { findSlotTimes } from '../timeslots';

/** Statuses whose visit is still ahead: a completed or missed visit is not moved. */
const MOVABLE_STATUSES = ['pending_payment', 'paid', 'confirmed'];

const rebookTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether a visit at 'HH:mm' falls in the moved part of the day. */
const inPart = (time: string, part: PartOfDay) => part === 'day' || partOfDayAt(time) === part;

/**
 * POST /api/admin/reschedule-requests: a nurse cannot come (DESIGN §8.12). Every live booking of the
 * region whose visit falls in that part of the day is asked, by one email and one text in its language,
 * to pick another visit through a link of its own (its token kept only as a hash). A booking asked
 * before is not asked again. Nothing moves until the customer picks: payment, household and answers
 * stay with the booking. All in one transaction: either every booking is asked or none.
 */
export async function requestReschedule(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  request: RescheduleRequestCreate,
  actor: string,
): Promise<{ count: number }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const visits = (await listRunSheetVisits(tx, { date: request.date, region: request.region })).filter(
      (visit) => MOVABLE_STATUSES.includes(visit.status) && inPart(visit.time, request.partOfDay),
    );
    const [row] = await tx
      .insert(rescheduleRequests)
      .values({ ...request, requestedBy: actor, bookingCount: 0, createdAt: now })
      .returning({ id: rescheduleRequests.id });
    const requestId = row!.id;
    const tokens = new Map(visits.map((visit) => [visit.registrationId, randomBytes(24).toString('base64url')]));
    const asked =
      visits.length === 0
        ? []
        : await tx
            .insert(registrationMoves)
            .values(
              visits.map((visit) => ({
                registrationId: visit.registrationId,
                rescheduleRequestId: requestId,
                tokenHash: rebookTokenHash(tokens.get(visit.registrationId)!),
              })),
            )
            .onConflictDoNothing({ target: registrationMoves.registrationId })
            .returning({ registrationId: registrationMoves.registrationId });
    const emails = new Map(visits.map((visit) => [visit.registrationId, visit]));
    for (const { registrationId } of asked) {
      await queueMessages(tx, {
        kind: 'rebook',
        registrationId,
        toAddress: emails.get(registrationId)!.email,
        now,
        dedupeKey: `rebook:${registrationId}:${requestId}`,
        linkSecrets: { rebookToken: tokens.get(registrationId)! },
        variables: { reason: request.reason },
        textCountryCodes: ctx.config.SMS_ALLOWED_COUNTRY_CODES,
      });
    }
    await tx.update(rescheduleRequests).set({ bookingCount: asked.length }).where(eq(rescheduleRequests.id, requestId));
    await recordAudit(tx, {
      actor,
      action: 'reschedule-request',
      entity: 'reschedule_request',
      entityId: requestId,
      changes: { ...request, bookings: asked.map((booking) => booking.registrationId) },
      now,
    });
    return { count: asked.length };
  });
}

/** The booking and its move, when the token is the link's; 403 otherwise, the same for every miss. */
async function requireMove(db: Executor, reference: string, token: string | undefined) {
  // An unknown reference gets the wrong token's answer: the link's call tells no one which references exist.
  const booking = await requireBookingByReference(db, reference).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 404)
      throw new AppError('FORBIDDEN', REBOOK_LINK_INVALID_MESSAGE);
    throw error;
  });
  const [move] = await db
    .select({
      tokenHash: registrationMoves.tokenHash,
      movedAt: registrationMoves.movedAt,
      date: rescheduleRequests.date,
      partOfDay: rescheduleRequests.partOfDay,
      reason: rescheduleRequests.reason,
    })
    .from(registrationMoves)
    .innerJoin(rescheduleRequests, eq(rescheduleRequests.id, registrationMoves.rescheduleRequestId))
    .where(eq(registrationMoves.registrationId, booking.id));
  if (!token || !move || !hashesMatch(move.tokenHash, rebookTokenHash(token))) {
    throw new AppError('FORBIDDEN', REBOOK_LINK_INVALID_MESSAGE);
  }
  if (isClosedBookingStatus(booking.status)) throw conflict(REGISTRATION_CLOSED_MESSAGE);
  return { booking, move: { ...move, partOfDay: move.partOfDay as PartOfDay } };
}

/** The visits offered, never in the part of the day that cannot go ahead; a day left without any is left out. */
function withoutMovedTime(byDate: TimeslotsByDate, move: { date: string; partOfDay: PartOfDay }): TimeslotsByDate {
  const days = Object.entries(byDate).map(([date, day]) =>
    date === move.date
      ? ([date, { ...day, timeslot: day.timeslot.filter((slot) => !inPart(slot.time, move.partOfDay)) }] as const)
      : ([date, day] as const),
  );
  return Object.fromEntries(days.filter(([, day]) => day.timeslot.length > 0));
}

/** GET /api/registrations/{reference}/rebook: the visit that cannot go ahead and where it can move. */
export async function findRebook(ctx: AppContext, reference: string, token: string | undefined): Promise<RebookView> {
  const { booking, move } = await requireMove(ctx.db, reference, token);
  const [options, packageNames, slots] = await Promise.all([
    findRescheduleOptions(ctx, { registrationId: booking.id }),
    findPackageNames(ctx.db, [booking.packageId]),
    findSlotTimes(ctx.db, [booking.timeslotId]),
  ]);
  const slot = slots.get(booking.timeslotId);
  return {
    referenceNumber: booking.referenceNumber,
    packageName: packageNames.get(booking.packageId) ?? '',
    firstName: booking.firstName,
    visitDate: slot?.date ?? '',
    visitTime: slot?.time ?? '',
    reason: move.reason,
    movedAt: move.movedAt?.toISOString() ?? null,
    options: {
      ...options,
      // Never the part of the day that cannot go ahead.
      timeslots: withoutMovedTime(options.timeslots, move),
    },
  };
}

/**
 * POST /api/registrations/{reference}/rebook: the customer's pick. It moves the booking as a
 * reschedule does (the slot's capacity in the same transaction), without the change cut-off (the clinic
 * asked), and records when; never into the part of the day that was moved.
 */
export async function rebook(
  ctx: AppContext,
  options: {
    reference: string;
    token: string | undefined;
    timeslotId: number;
    freedVisits: Pick<FreedVisits, 'offerFreedVisits'>;
  },
): Promise<RescheduleResult> {
  const { booking, move } = await requireMove(ctx.db, options.reference, options.token);
  const target = (await findSlotTimes(ctx.db, [options.timeslotId])).get(options.timeslotId);
  if (target && target.date === move.date && inPart(target.time, move.partOfDay)) {
    throw conflict(REBOOK_SLOT_MOVED_MESSAGE);
  }
  const now = ctx.now();
  return rescheduleAppointment(ctx, {
    registrationId: booking.id,
    timeslotId: options.timeslotId,
    freedVisits: options.freedVisits,
    clinicAsked: {
      recordMove: async (tx) => {
        await tx
          .update(registrationMoves)
          .set({ movedAt: now })
          .where(eq(registrationMoves.registrationId, booking.id));
      },
    },
  });
}

/**
 * The dashboard's count (DESIGN §8.12): of the bookings asked to move from days still ahead, how many
 * picked another visit.
 */
export async function countMovedBookings(db: Executor, today: string): Promise<{ asked: number; moved: number }> {
  const ahead = db
    .select({ id: rescheduleRequests.id })
    .from(rescheduleRequests)
    .where(gte(rescheduleRequests.date, today));
  const [asked, moved] = await Promise.all([
    db.select({ n: count() }).from(registrationMoves).where(inArray(registrationMoves.rescheduleRequestId, ahead)),
    db
      .select({ n: count() })
      .from(registrationMoves)
      .where(and(inArray(registrationMoves.rescheduleRequestId, ahead), isNotNull(registrationMoves.movedAt))),
  ]);
  return { asked: asked[0]?.n ?? 0, moved: moved[0]?.n ?? 0 };
}
