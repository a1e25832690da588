import { createHash, randomBytes } from 'node:crypto';
import { todayInSingapore } from '@domain/shared/dates';
import { WAITLIST_PROOF_HOURS } from '@domain/waitlist/rules';
import { and, asc, eq, gte, isNotNull, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist';
import type { OfferQueries } from '../bookings';
import { queueWaitlistMessages } from '../outbox';
import {
  DEFAULT_CONFIG,
  type FreedVisits,
  findAvailableSlotIdsFromToday,
  lockSlotForOffers,
  releaseSlotCapacity,
  startsAfterLeadTime,
  takeSlotCapacityQuery,
} from '../timeslots';

// The offer engine (DESIGN §8.6): a visit that frees is offered, in the transaction that freed it,
// to the earliest waiting entry that matches, and held for it (its places taken in the slot, as a
// booking takes them) for WAITLIST_OFFER_MINUTES. Every path that frees a place calls offerFreedVisits
// after giving the place back; the slot's row lock (FOR UPDATE) makes two instances offer one place once.

export const offerTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(24).toString('base64url');
/** The stored form of the code texted to an entry's mobile (DESIGN §8.9): bound to the entry, like a booking's. */
export const entryCodeHash = (entryId: number, code: string) => offerTokenHash(`waitlist-entry:${entryId}:${code}`);

type LockedSlot = NonNullable<Awaited<ReturnType<typeof lockSlotForOffers>>>;

/**
 * The earliest waiting entry this slot suits and that has not had it offered before; locked. Only an
 * entry whose mobile is proven (DESIGN §8.9): an unproven one keeps its place and is passed over until
 * it is proven. Staff offering by hand (`entryId`) may offer to an unproven entry: they know the person,
 * and the offer's link still goes only to the entry's own email and mobile.
 */
async function nextEntryFor(tx: Executor, slot: LockedSlot, options: { entryId?: number }) {
  const morning = slot.time < '12:00';
  const [entry] = await tx
    .select()
    .from(waitlistEntries)
    .where(
      and(
        options.entryId ? eq(waitlistEntries.id, options.entryId) : isNotNull(waitlistEntries.mobileVerifiedAt),
        eq(waitlistEntries.status, 'waiting'),
        eq(waitlistEntries.eventId, slot.eventId),
        // A slot staff entered by hand has no region: it suits every region of its event.
        slot.region ? eq(waitlistEntries.region, slot.region) : undefined,
        lte(waitlistEntries.dateFrom, slot.date),
        gte(waitlistEntries.dateTo, slot.date),
        or(eq(waitlistEntries.timeOfDay, 'any'), eq(waitlistEntries.timeOfDay, morning ? 'morning' : 'afternoon')),
        lte(waitlistEntries.persons, slot.maxAttendees - slot.currentAttendees),
        notExists(
          tx
            .select({ id: waitlistOffers.id })
            .from(waitlistOffers)
            .where(and(eq(waitlistOffers.entryId, waitlistEntries.id), eq(waitlistOffers.timeslotId, slot.id))),
        ),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return entry ?? null;
}

/**
 * Offers the free places of a slot to the waitlist, earliest matching entry first, each held for
 * `offerMinutes`. Run inside the transaction that freed the place (after giving it back). A blocked
 * slot or a past day offers nothing. `entryId` offers to that entry only (staff, by hand). Answers
 * how many offers it made.
 */
export async function offerFreedVisits(
  tx: Executor,
  options: { timeslotId: number; now: Date; offerMinutes: number; entryId?: number },
): Promise<number> {
  const slot = await lockSlotForOffers(tx, options.timeslotId);
  // Only a visit the customer could still book: not blocked, and after the lead time the nurse needs.
  const leadTime = { ...DEFAULT_CONFIG, bufferHours: slot?.bufferHours ?? DEFAULT_CONFIG.bufferHours };
  if (!slot?.isAvailable || !startsAfterLeadTime(slot, leadTime, options.now)) return 0;
  let offered = 0;
  for (;;) {
    if (slot.currentBookings >= slot.slotsPerTimeslot) break;
    const entry = await nextEntryFor(tx, slot, options);
    if (!entry) break;
    const taken = await takeSlotCapacityQuery(tx, {
      timeslotId: slot.id,
      persons: entry.persons,
      slotsPerTimeslot: slot.slotsPerTimeslot,
    });
    if (taken.length === 0) break;
    slot.currentBookings += 1;
    slot.currentAttendees += entry.persons;
    const token = newToken();
    await tx.insert(waitlistOffers).values({
      entryId: entry.id,
      timeslotId: slot.id,
      persons: entry.persons,
      tokenHash: offerTokenHash(token),
      status: 'open',
      expiresAt: new Date(options.now.getTime() + options.offerMinutes * 60_000),
      createdAt: options.now,
    });
    await tx
      .update(waitlistEntries)
      .set({ status: 'offered', updatedAt: options.now })
      .where(eq(waitlistEntries.id, entry.id));
    await queueWaitlistMessages(tx, {
      kind: 'waitlist-offer',
      entryId: entry.id,
      toAddress: entry.email,
      now: options.now,
      dedupeKey: `waitlist-offer:${entry.id}:${options.now.getTime()}:${slot.id}`,
      linkSecrets: { offerToken: token },
    });
    offered += 1;
    if (options.entryId) break;
  }
  return offered;
}

/**
 * Ends an open offer without a booking (declined, expired, withdrawn when its entry left): its entry
 * waits again (unless it left), and the place passes to the next matching entry or is given back.
 * Only the caller whose conditional UPDATE ended the offer does this, so it runs once per offer.
 */
export async function endOffer(
  tx: Executor,
  options: { offerId: number; status: 'declined' | 'expired' | 'withdrawn'; now: Date; offerMinutes: number },
): Promise<boolean> {
  const [ended] = await tx
    .update(waitlistOffers)
    .set({ status: options.status, endedAt: options.now })
    .where(and(eq(waitlistOffers.id, options.offerId), eq(waitlistOffers.status, 'open')))
    .returning();
  if (!ended) return false;
  await tx
    .update(waitlistEntries)
    .set({ status: 'waiting', updatedAt: options.now })
    .where(and(eq(waitlistEntries.id, ended.entryId), eq(waitlistEntries.status, 'offered')));
  await releaseSlotCapacity(tx, { timeslotId: ended.timeslotId, persons: ended.persons });
  await offerFreedVisits(tx, { timeslotId: ended.timeslotId, now: options.now, offerMinutes: options.offerMinutes });
  return true;
}

/** How many open offers ran out: each ended in its own short transaction, once (two sweepers race safely). */
export async function expireOffers(
  db: { transaction: <T>(run: (tx: Executor) => Promise<T>) => Promise<T> } & Executor,
  options: { now: Date; offerMinutes: number; limit?: number },
): Promise<number> {
  const due = await db
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.status, 'open'), lte(waitlistOffers.expiresAt, options.now)))
    .orderBy(asc(waitlistOffers.expiresAt))
    .limit(options.limit ?? 100);
  let expired = 0;
  for (const offer of due) {
    const ended = await db.transaction((tx) =>
      endOffer(tx, { offerId: offer.id, status: 'expired', now: options.now, offerMinutes: options.offerMinutes }),
    );
    if (ended) expired += 1;
  }
  // Entries whose last day has passed end (an entry with a live offer ends when the offer does).
  await db
    .update(waitlistEntries)
    .set({ status: 'ended', updatedAt: options.now })
    .where(
      and(eq(waitlistEntries.status, 'waiting'), sql`${waitlistEntries.dateTo} < ${todayInSingapore(options.now)}`),
    );
  await forgetUnprovenEntries(db, options.now);
  return expired;
}

/**
 * DESIGN §8.9: an entry whose mobile was not proven within WAITLIST_PROOF_HOURS is deleted, so a made-up
 * person holds no place in the queue and no data is kept of them. Only a waiting one: an entry staff
 * offered a visit by hand is deleted once that offer has ended. Its messages age out with the outbox.
 */
export async function forgetUnprovenEntries(db: Executor, now: Date): Promise<number> {
  const deleted = await db
    .delete(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.status, 'waiting'),
        isNull(waitlistEntries.mobileVerifiedAt),
        lte(waitlistEntries.createdAt, new Date(now.getTime() - WAITLIST_PROOF_HOURS * 3_600_000)),
      ),
    )
    .returning({ id: waitlistEntries.id });
  return deleted.length;
}

/**
 * The part of a booking's writing statement that books a held visit (DESIGN §8.6): the offer is taken
 * only while it is open and in time, and its place (already taken in the slot) becomes the booking's.
 * An offer taken meanwhile (booked, passed on, expired) takes nothing, and the booking is refused.
 */
export function takeOfferQuery(db: Executor, options: { offerId: number; registrationId: string; now: Date }) {
  return db
    .update(waitlistOffers)
    .set({ status: 'booked', registrationId: options.registrationId, endedAt: options.now })
    .where(
      and(
        eq(waitlistOffers.id, options.offerId),
        eq(waitlistOffers.status, 'open'),
        sql`${waitlistOffers.expiresAt} > ${options.now}`,
      ),
    )
    .returning({ id: waitlistOffers.id, entryId: waitlistOffers.entryId });
}

/** The entry of a booked offer ends, naming its booking. */
export function bookedEntryQuery(db: Executor, options: { entryId: number; registrationId: string; now: Date }) {
  return db
    .update(waitlistEntries)
    .set({ status: 'booked', registrationId: options.registrationId, updatedAt: options.now })
    .where(eq(waitlistEntries.id, options.entryId))
    .returning({ id: waitlistEntries.id });
}

/**
 * Staff changed an event's schedule (slots added, capacity raised): every visit of it from today with
 * room is offered to its waiting entries. Nothing is read beyond one query when no one waits.
 */
export async function offerEventVisits(
  tx: Executor,
  options: { eventId: number; now: Date; offerMinutes: number },
): Promise<number> {
  const [waiting] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.eventId, options.eventId),
        eq(waitlistEntries.status, 'waiting'),
        isNotNull(waitlistEntries.mobileVerifiedAt),
      ),
    )
    .limit(1);
  if (!waiting) return 0;
  const slotIds = await findAvailableSlotIdsFromToday(tx, options.eventId, options.now);
  let offered = 0;
  for (const timeslotId of slotIds) {
    offered += await offerFreedVisits(tx, {
      timeslotId,
      now: options.now,
      offerMinutes: options.offerMinutes,
    });
  }
  return offered;
}

/**
 * The waitlist's side of a freed visit, for the layers below it (bookings, timeslots, events) that free
 * one: app.ts, the admin area and the staff's cancellation hand this to them.
 */
export const freedVisitOffers: FreedVisits = { offerFreedVisits, offerEventVisits };

/** The waitlist's parts of the statement that books a held visit, handed to bookings with the offer. */
export const heldOfferQueries: OfferQueries = { takeOffer: takeOfferQuery, bookEntry: bookedEntryQuery };
