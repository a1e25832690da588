import { isClosedBookingStatus } from '@domain/bookings/status';
import {
  CLIENT_EVENT_ID_REUSED_MESSAGE,
  NOT_YOUR_VISIT_MESSAGE,
  OUTCOME_PERSONS_MESSAGE,
  VISIT_CLOSED_MESSAGE,
} from '@domain/nurse/messages';
import type {
  StaffVisitEvent,
  VisitEventRequest,
  VisitEventResult,
  VisitEventType,
  VisitOutcomeEntry,
  VisitResult,
} from '@domain/nurse/schemas';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { visitEvents } from '../../db/schema/roster';
import { AppError, badRequest, conflict } from '../../errors';
import { recordAudit } from '../audit-log';
import { lockBookingForStaff, setVisitOutcome } from '../bookings';
import { findPreVisitSummaries } from '../questionnaire';
import { findStaffNames } from '../staff';

type VisitEventRow = typeof visitEvents.$inferSelect;

/** The answer to a press, from what was stored: a resend of it gets exactly the same body. */
const resultOf = (row: VisitEventRow): VisitEventResult => ({
  id: row.id,
  registrationId: row.registrationId,
  clientEventId: row.clientEventId,
  type: row.type as VisitEventType,
  at: row.at.toISOString(),
  receivedAt: row.receivedAt.toISOString(),
});

async function findPress(db: Executor, staffId: number, clientEventId: string) {
  const [row] = await db
    .select()
    .from(visitEvents)
    .where(and(eq(visitEvents.staffId, staffId), eq(visitEvents.clientEventId, clientEventId)));
  return row ?? null;
}

/** "Done" names every person of the visit once, and nobody else. */
function checkOutcome(outcome: VisitOutcomeEntry[], participantIds: number[]) {
  const named = outcome.map((entry) => entry.participantId);
  const complete =
    named.length === participantIds.length &&
    new Set(named).size === named.length &&
    named.every((id) => participantIds.includes(id));
  if (!complete) throw badRequest(OUTCOME_PERSONS_MESSAGE);
}

export interface RecordedPress {
  /** False for a resend of a press already stored: nothing changed. */
  created: boolean;
  result: VisitEventResult;
  /** The visit's reference, for "On my way"'s text. */
  referenceNumber: string;
}

/**
 * A nurse's press at her visit (DESIGN §8.12), possibly made offline and sent later: `at` is when it
 * was pressed. The same clientEventId again changes nothing and answers the stored press. Only the
 * visit's own nurse may press; a cancelled visit takes no press. "Done" with everyone screened completes
 * the booking; anything less (or an unpaid booking) keeps it open for a follow-up, the outcome in the
 * order details.
 */
export async function recordVisitPress(
  ctx: Pick<AppContext, 'db' | 'now'>,
  press: { staffId: number; registrationId: string; event: VisitEventRequest; actor: string },
): Promise<RecordedPress> {
  const { staffId, event } = press;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const booking = await lockBookingForStaff(tx, press.registrationId).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 409) throw conflict(VISIT_CLOSED_MESSAGE);
      throw error;
    });
    // Checked before the resend, so a nurse cannot learn of another's presses by replaying their ids.
    if (booking.assignedStaffId !== staffId) throw new AppError('FORBIDDEN', NOT_YOUR_VISIT_MESSAGE);
    const earlier = await findPress(tx, staffId, event.clientEventId);
    if (earlier) {
      if (earlier.registrationId !== booking.id || earlier.type !== event.type) {
        throw conflict(CLIENT_EVENT_ID_REUSED_MESSAGE);
      }
      return { created: false, result: resultOf(earlier), referenceNumber: booking.referenceNumber };
    }
    if (event.type === 'done') {
      const persons = (await findPreVisitSummaries(tx, [booking.id])).get(booking.id) ?? [];
      checkOutcome(
        event.outcome ?? [],
        persons.map((person) => person.participantId),
      );
    }
    const [row] = await tx
      .insert(visitEvents)
      .values({
        registrationId: booking.id,
        staffId,
        clientEventId: event.clientEventId,
        type: event.type,
        at: new Date(event.at),
        receivedAt: now,
        outcome: event.type === 'done' ? (event.outcome ?? null) : null,
      })
      .returning();
    await recordAudit(tx, {
      actor: press.actor,
      action: `visit-${event.type.replaceAll('_', '-')}`,
      entity: 'registration',
      entityId: booking.id,
      // Each person's result, never the note: the audit log outlives an erasure, a note is health data.
      changes: {
        referenceNumber: booking.referenceNumber,
        at: event.at,
        results: event.outcome?.map(({ participantId, result }) => ({ participantId, result })) ?? null,
      },
      now,
    });
    const everyoneScreened = event.outcome?.every((entry) => entry.result === 'screened') ?? false;
    if (event.type === 'done' && everyoneScreened && !isClosedBookingStatus(booking.status)) {
      await completeIfAllowed(tx, { registrationId: booking.id, actor: press.actor, now, status: booking.status });
    }
    return { created: true, result: resultOf(row!), referenceNumber: booking.referenceNumber };
  });
}

/**
 * Completes the visit as staff would (orders' status change), unless the rules of that change keep it
 * open: already completed, still unpaid, or "Done" pressed before the visit's start time. Those checks
 * refuse before anything is written, so the transaction goes on.
 */
async function completeIfAllowed(
  tx: Executor,
  options: { registrationId: string; actor: string; now: Date; status: string },
) {
  if (options.status === 'completed') return;
  try {
    await setVisitOutcome(tx, {
      registrationId: options.registrationId,
      status: 'completed',
      actor: options.actor,
      now: options.now,
    });
  } catch (error) {
    if (!(error instanceof AppError && error.statusCode === 409)) throw error;
  }
}

/** The presses of visits, oldest first, as the nurse's view lists them: type and when pressed. */
export async function findPresses(db: Executor, registrationIds: string[]) {
  const result = new Map<string, VisitEventRow[]>();
  if (registrationIds.length === 0) return result;
  const rows = await db
    .select()
    .from(visitEvents)
    .where(inArray(visitEvents.registrationId, registrationIds))
    .orderBy(asc(visitEvents.at), asc(visitEvents.id));
  for (const row of rows) {
    const list = result.get(row.registrationId);
    if (list) list.push(row);
    else result.set(row.registrationId, [row]);
  }
  return result;
}

/** Staff's visit log of a booking (the order details): who pressed what, when, and each person's outcome. */
export async function findVisitLog(db: Executor, registrationId: string): Promise<StaffVisitEvent[]> {
  const [presses, names, persons] = await Promise.all([
    findPresses(db, [registrationId]),
    findStaffNames(db),
    findPreVisitSummaries(db, [registrationId]),
  ]);
  const personNames = new Map(
    (persons.get(registrationId) ?? []).map((person) => [
      person.participantId,
      `${person.firstName} ${person.lastName}`,
    ]),
  );
  return (presses.get(registrationId) ?? []).map((row) => ({
    type: row.type as VisitEventType,
    at: row.at.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
    staffName: names.get(row.staffId) ?? '',
    outcome:
      (row.outcome as VisitOutcomeEntry[] | null)?.map((entry) => ({
        participantId: entry.participantId,
        name: personNames.get(entry.participantId) ?? '',
        result: entry.result as VisitResult,
        note: entry.note ?? null,
      })) ?? null,
  }));
}

/**
 * Erasure (DESIGN §8.3): the outcomes of "Done" say how a person's screening went and why not, so they
 * go with the bookings' personal data; the presses themselves (who was where when) stay.
 */
export async function forgetOutcomesOfBookings(tx: Executor, registrationIds: string[]): Promise<void> {
  if (registrationIds.length === 0) return;
  await tx.update(visitEvents).set({ outcome: null }).where(inArray(visitEvents.registrationId, registrationIds));
}

/** A household member erased alone: their entries of the outcomes lose the note, which is theirs. */
export async function forgetOutcomesOfMembers(
  tx: Executor,
  members: { id: number; registrationId: string }[],
): Promise<void> {
  for (const member of members) {
    await tx
      .update(visitEvents)
      .set({
        outcome: sql`(select jsonb_agg(case when (entry->>'participantId')::int = ${member.id} then entry - 'note' else entry end)
          from jsonb_array_elements(${visitEvents.outcome}) as entry)`,
      })
      .where(and(eq(visitEvents.registrationId, member.registrationId), isNotNull(visitEvents.outcome)));
  }
}
