import { randomUUID, timingSafeEqual } from 'node:crypto';
import { textsAllowedTo } from '@domain/notifications/text-messages';
import { type PersonQuery, personKeysOf } from '@domain/privacy/personal-data';
import { addDaysToIsoDate, formatDateLabel, formatTimeLabel, todayInSingapore } from '@domain/shared/dates';
import type { BookerGender } from '@domain/shared/gender';
import { maskMobileNumber } from '@domain/shared/identity';
import { asLanguage } from '@domain/shared/language';
import { REGION_NAMES, type RegionName, regionForPostalCode } from '@domain/timeslots/regions';
import {
  type AdminWaitlist,
  type AdminWaitlistEntry,
  MAX_LIVE_WAITLIST_ENTRIES,
  MAX_NEW_WAITLIST_CODES_PER_HOUR,
  MAX_WRONG_WAITLIST_CODES_PER_HOUR,
  OFFER_ENDED_MESSAGE,
  OFFER_NOT_FOUND_MESSAGE,
  type OfferBooking,
  type OfferBookingResult,
  type OfferStatus,
  type TimeOfDay,
  WAITLIST_ALREADY_ENDED_MESSAGE,
  WAITLIST_ALREADY_PROVEN_MESSAGE,
  WAITLIST_CAP_MESSAGE,
  WAITLIST_CODE_ATTEMPTS_MESSAGE,
  WAITLIST_CODE_WRONG_MESSAGE,
  WAITLIST_DUPLICATE_MESSAGE,
  WAITLIST_ENTRY_LINK_MESSAGE,
  WAITLIST_MOBILE_MESSAGE,
  WAITLIST_NEW_CODE_LIMIT_MESSAGE,
  WAITLIST_NOT_FOUND_MESSAGE,
  WAITLIST_REGION_MESSAGE,
  WAITLIST_TOKEN_MESSAGE,
  type WaitlistEntryStatus,
  type WaitlistJoin,
  type WaitlistJoinResult,
  type WaitlistNewCodeResult,
  type WaitlistOffer,
  type WaitlistVerifyResult,
} from '@domain/waitlist/rules';
import { and, asc, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/errors';
import { registrations } from '../../db/schema/bookings';
import { eventPackages, events, packages } from '../../db/schema/events';
import { eventDates, timeslots } from '../../db/schema/timeslots';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist';
import { advisoryLocks } from '../../db/short-transaction';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { locateAddress } from '../addresses';
import { type Actor, recordAudit } from '../audit-log';
import {
  type BookingDraft,
  bookHeldOffer,
  contactKeysOf,
  hashesMatch,
  holdKeyLocks,
  mostByContactKeys,
  NO_CLAIMS,
  networkHoldOf,
  newVerificationCode,
  takeNetworkHold,
} from '../bookings';
import { queueWaitlistMessages, queueWaitlistText } from '../outbox';
import {
  endOffer,
  entryCodeHash,
  heldOfferQueries,
  newToken,
  offerFreedVisits,
  offerTokenHash,
} from '../waitlist-offers';

// The waitlist (DESIGN §8.6): join and leave, the offer page's calls, and the staff view.

/** How far ahead an entry's range may reach: the schedule's horizon. */
export const WAITLIST_HORIZON_DAYS = 90;
export const WAITLIST_HORIZON_MESSAGE = `The last day can be at most ${WAITLIST_HORIZON_DAYS} days ahead`;
export const WAITLIST_PACKAGE_MESSAGE = 'This package is not offered for this event';
export const WAITLIST_EVENT_MESSAGE = 'This event is not open for booking';
export const ADMIN_OFFER_NO_ROOM_MESSAGE =
  'This visit cannot be offered to this entry: it is full, blocked, past, or does not suit the entry';

type Ctx = Pick<AppContext, 'db' | 'now' | 'config'>;

const sameToken = (hash: string, token: string) => {
  const given = Buffer.from(offerTokenHash(token), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
};

/** The place of a waiting entry among the waiting entries of its event and region (1 = next). */
async function positionOf(db: Executor, entry: { id: number; eventId: number; region: string }) {
  const [row] = await db
    .select({ ahead: count() })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.eventId, entry.eventId),
        eq(waitlistEntries.region, entry.region),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
        lte(waitlistEntries.id, entry.id),
      ),
    );
  return row?.ahead ?? 1;
}

/** Entries that wait or hold an offer: the ones the caps count and the code may still prove. */
const LIVE_STATUSES = ['waiting', 'offered'];

/** The person's locks, as their bookings take them: the caps' count and the insert are one step. */
async function lockPerson(tx: Executor, keys: ReturnType<typeof contactKeysOf>) {
  const locks = advisoryLocks(holdKeyLocks(keys));
  if (locks) await tx.execute(sql.raw(locks));
}

/**
 * POST /api/waitlist: the entry, its place in the queue, and the token that leaves it (emailed too).
 * DESIGN §8.9: at most MAX_LIVE_WAITLIST_ENTRIES live entries per email, mobile and ID key (409 past
 * it), and a 6-digit code is texted to the mobile: the entry gets offers only once it is entered.
 */
export async function joinWaitlist(
  ctx: Ctx & Pick<AppContext, 'addresses'>,
  {
    request,
    network,
  }: {
    request: WaitlistJoin /** The client network the entry is counted by (DESIGN §8.9 HOLDS_PER_NETWORK_PER_DAY). */;
    network?: string;
  },
): Promise<WaitlistJoinResult> {
  const now = ctx.now();
  const region = regionForPostalCode(request.postalCode);
  if (!region) throw badRequest(WAITLIST_REGION_MESSAGE, [{ path: 'postalCode', message: WAITLIST_REGION_MESSAGE }]);
  // The code comes by text: a number texts may not go to could never prove the entry.
  if (!textsAllowedTo(request.mobileNumber, ctx.config.SMS_ALLOWED_COUNTRY_CODES)) {
    throw badRequest(WAITLIST_MOBILE_MESSAGE, [{ path: 'mobileNumber', message: WAITLIST_MOBILE_MESSAGE }]);
  }
  if (request.dateTo > addDaysToIsoDate(todayInSingapore(now), WAITLIST_HORIZON_DAYS)) {
    throw badRequest(WAITLIST_HORIZON_MESSAGE, [{ path: 'dateTo', message: WAITLIST_HORIZON_MESSAGE }]);
  }
  const [event] = await ctx.db
    .select({ id: events.id, isActive: events.isActive })
    .from(events)
    .where(eq(events.id, request.eventId));
  if (!event?.isActive) throw notFound(WAITLIST_EVENT_MESSAGE);
  const [offered] = await ctx.db
    .select({ id: eventPackages.id })
    .from(eventPackages)
    .where(and(eq(eventPackages.eventId, request.eventId), eq(eventPackages.packageId, request.packageId)));
  if (!offered) throw badRequest(WAITLIST_PACKAGE_MESSAGE, [{ path: 'packageId', message: WAITLIST_PACKAGE_MESSAGE }]);
  // Where the home is (DESIGN §8.12), carried to the booking an offer makes: asked before the
  // transaction, so no lock waits on OneMap. Its sector's centre when the building is not known.
  const located = await locateAddress(ctx, request.postalCode);

  const keys = contactKeysOf(request);
  const leaveToken = newToken();
  const code = newVerificationCode();
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockPerson(tx, keys);
      const [live] = await mostByContactKeys(tx, {
        table: waitlistEntries,
        columns: waitlistEntries,
        keys,
        live: inArray(waitlistEntries.status, LIVE_STATUSES),
      });
      if ((live?.most ?? 0) >= MAX_LIVE_WAITLIST_ENTRIES) throw conflict(WAITLIST_CAP_MESSAGE);
      // Each entry holds freed visits in turn: it counts against its network like an unpaid booking.
      await takeNetworkHold(tx, networkHoldOf(network, 'waitlist', ctx.config.HOLDS_PER_NETWORK_PER_DAY), now);
      const [entry] = await tx
        .insert(waitlistEntries)
        .values({
          eventId: request.eventId,
          packageId: request.packageId,
          persons: request.persons,
          region,
          postalCode: request.postalCode,
          dateFrom: request.dateFrom,
          dateTo: request.dateTo,
          timeOfDay: request.timeOfDay,
          firstName: request.firstName,
          lastName: request.lastName,
          email: request.email,
          mobileNumber: request.mobileNumber,
          gender: request.gender,
          identificationNumber: request.identificationNumber,
          dateOfBirth: request.dateOfBirth,
          address: request.address,
          latitude: located?.latitude ?? null,
          longitude: located?.longitude ?? null,
          unitNumber: request.unitNumber || null,
          language: request.language,
          ...keys,
          leaveTokenHash: offerTokenHash(leaveToken),
          status: 'waiting',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!entry) throw new Error('the entry was not written');
      // The code's hash is bound to the entry's id, known only now.
      await tx
        .update(waitlistEntries)
        .set({ verificationCodeHash: entryCodeHash(entry.id, code) })
        .where(eq(waitlistEntries.id, entry.id));
      // The email carries the leave link (and the link to enter the code), the text alone the code.
      await queueWaitlistMessages(tx, {
        kind: 'waitlist-joined',
        entryId: entry.id,
        toAddress: entry.email,
        now,
        dedupeKey: `waitlist-joined:${entry.id}`,
        linkSecrets: { leaveToken },
        textSecrets: { code },
      });
      await recordAudit(tx, {
        actor: 'customer',
        action: 'join',
        entity: 'waitlist_entry',
        entityId: entry.id,
        changes: {
          eventId: entry.eventId,
          region,
          dateFrom: entry.dateFrom,
          dateTo: entry.dateTo,
          persons: entry.persons,
        },
        now,
      });
      return {
        id: entry.id,
        position: await positionOf(tx, entry),
        leaveToken,
        verificationRequired: true,
        codeSentTo: maskMobileNumber(entry.mobileNumber),
      };
    });
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint?.startsWith('waitlist_entries_live_')) throw conflict(WAITLIST_DUPLICATE_MESSAGE);
    throw error;
  }
}

/** DELETE /api/waitlist/{id} with X-Waitlist-Token: the entry ends, and its live offer passes on. */
export async function leaveWaitlist(ctx: Ctx, options: { id: number; token: string | undefined }) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, options.id)).for('update');
    if (!entry) throw notFound(WAITLIST_NOT_FOUND_MESSAGE);
    if (!options.token || !sameToken(entry.leaveTokenHash, options.token)) {
      throw new AppError('FORBIDDEN', WAITLIST_TOKEN_MESSAGE);
    }
    if (entry.status !== 'waiting' && entry.status !== 'offered') throw conflict(WAITLIST_ALREADY_ENDED_MESSAGE);
    await tx.update(waitlistEntries).set({ status: 'left', updatedAt: now }).where(eq(waitlistEntries.id, entry.id));
    const [open] = await tx
      .select({ id: waitlistOffers.id })
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.entryId, entry.id), eq(waitlistOffers.status, 'open')));
    if (open) {
      await endOffer(tx, {
        offerId: open.id,
        status: 'withdrawn',
        now,
        offerMinutes: ctx.config.WAITLIST_OFFER_MINUTES,
      });
    }
    await recordAudit(tx, {
      actor: 'customer',
      action: 'leave',
      entity: 'waitlist_entry',
      entityId: entry.id,
      changes: { status: { from: entry.status, to: 'left' } },
      now,
    });
    return { id: entry.id, status: 'left' as const };
  });
}

/**
 * The entry with this id, locked, when `token` is its leave token; else null. An unknown id and a wrong
 * token are one answer (403) to the code's calls, so they say nothing about which entries exist.
 */
async function entryByToken(tx: Executor, options: { id: number; token: string | undefined }) {
  const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, options.id)).for('update');
  if (!entry || !options.token || !sameToken(entry.leaveTokenHash, options.token)) return null;
  return entry;
}

const HOUR_MS = 3_600_000;
/** The times of `times` within the hour before `now`: what the hourly limits count. */
const inLastHour = (times: Date[], now: Date) => times.filter((time) => time.getTime() > now.getTime() - HOUR_MS);

/** 429 with when to try again: the oldest counted try leaves the hour then. */
function hourlyLimit(message: string, counted: Date[], now: Date) {
  const oldest = Math.min(...counted.map((time) => time.getTime()));
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000));
  return new AppError('RATE_LIMITED', message, undefined, { retryAfterSeconds });
}

type VerifyOutcome = { kind: 'proven' } | { kind: 'wrong-code' } | { kind: 'refused'; error: AppError };

/**
 * POST /api/waitlist/{id}/verify with X-Waitlist-Token (DESIGN §8.9): the code texted to the entry's
 * mobile proves it, and the entry gets offers from then on (it kept its place meanwhile). Five wrong
 * codes an hour per entry, then 429 until the hour has passed; the token is 192 random bits, so a
 * stranger cannot spend them. Asking again once proven answers the same.
 */
export async function verifyWaitlistEntry(
  ctx: Ctx,
  options: { id: number; token: string | undefined; code: string },
): Promise<WaitlistVerifyResult> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx): Promise<VerifyOutcome> => {
    const entry = await entryByToken(tx, options);
    if (!entry) return { kind: 'refused', error: new AppError('FORBIDDEN', WAITLIST_ENTRY_LINK_MESSAGE) };
    if (entry.mobileVerifiedAt) return { kind: 'proven' };
    if (!LIVE_STATUSES.includes(entry.status))
      return { kind: 'refused', error: conflict(WAITLIST_ALREADY_ENDED_MESSAGE) };
    const wrong = inLastHour(entry.wrongCodesAt, now);
    if (wrong.length >= MAX_WRONG_WAITLIST_CODES_PER_HOUR) {
      return { kind: 'refused', error: hourlyLimit(WAITLIST_CODE_ATTEMPTS_MESSAGE, wrong, now) };
    }
    if (!hashesMatch(entry.verificationCodeHash, entryCodeHash(entry.id, options.code))) {
      // Counted in this transaction, which commits: the refusal is thrown after it.
      await tx
        .update(waitlistEntries)
        .set({ wrongCodesAt: [...wrong, now] })
        .where(eq(waitlistEntries.id, entry.id));
      return { kind: 'wrong-code' };
    }
    await tx
      .update(waitlistEntries)
      .set({ mobileVerifiedAt: now, verificationCodeHash: null, wrongCodesAt: [], newCodesAt: [], updatedAt: now })
      .where(eq(waitlistEntries.id, entry.id));
    await recordAudit(tx, {
      actor: 'customer',
      action: 'verify-contact',
      entity: 'waitlist_entry',
      entityId: entry.id,
      changes: { mobileVerifiedAt: { from: null, to: now.toISOString() } },
      now,
    });
    return { kind: 'proven' };
  });
  if (outcome.kind === 'wrong-code') {
    throw badRequest(WAITLIST_CODE_WRONG_MESSAGE, [{ path: 'code', message: WAITLIST_CODE_WRONG_MESSAGE }]);
  }
  if (outcome.kind === 'refused') throw outcome.error;
  return { id: options.id, verified: true };
}

/**
 * POST /api/waitlist/{id}/verify/resend with X-Waitlist-Token: a new code texted to the entry's mobile,
 * replacing the one before; at most MAX_NEW_WAITLIST_CODES_PER_HOUR an hour (each text costs money).
 */
export async function sendNewWaitlistCode(
  ctx: Ctx,
  options: { id: number; token: string | undefined },
): Promise<WaitlistNewCodeResult> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const entry = await entryByToken(tx, options);
    if (!entry) throw new AppError('FORBIDDEN', WAITLIST_ENTRY_LINK_MESSAGE);
    if (entry.mobileVerifiedAt) throw conflict(WAITLIST_ALREADY_PROVEN_MESSAGE);
    if (!LIVE_STATUSES.includes(entry.status)) throw conflict(WAITLIST_ALREADY_ENDED_MESSAGE);
    const sent = inLastHour(entry.newCodesAt, now);
    if (sent.length >= MAX_NEW_WAITLIST_CODES_PER_HOUR) throw hourlyLimit(WAITLIST_NEW_CODE_LIMIT_MESSAGE, sent, now);
    const code = newVerificationCode();
    await tx
      .update(waitlistEntries)
      .set({ verificationCodeHash: entryCodeHash(entry.id, code), newCodesAt: [...sent, now], updatedAt: now })
      .where(eq(waitlistEntries.id, entry.id));
    // A key of its own per code: every new code is a text of its own (the composer skips a replaced one).
    await queueWaitlistText(tx, {
      kind: 'waitlist-joined',
      entryId: entry.id,
      now,
      dedupeKey: `waitlist-code:${entry.id}:${randomUUID()}`,
      linkSecrets: { code },
    });
    return { id: entry.id, codeSentTo: maskMobileNumber(entry.mobileNumber) };
  });
}

/** An offer by its link's token, with its entry and visit; null when no offer has that token. */
async function findOffer(db: Executor, token: string) {
  const [row] = await db
    .select({
      offer: waitlistOffers,
      entry: waitlistEntries,
      date: eventDates.date,
      time: timeslots.time,
      region: timeslots.region,
      eventName: events.name,
      eventSlug: events.slug,
      packageName: packages.name,
    })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .innerJoin(timeslots, eq(timeslots.id, waitlistOffers.timeslotId))
    .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
    .innerJoin(events, eq(events.id, eventDates.eventId))
    .innerJoin(packages, eq(packages.id, waitlistEntries.packageId))
    .where(eq(waitlistOffers.tokenHash, offerTokenHash(token)));
  return row ?? null;
}

/** An open offer whose time has run out is reported as expired before the sweeper ends it. */
const statusNow = (offer: { status: string; expiresAt: Date }, now: Date): OfferStatus =>
  offer.status === 'open' && offer.expiresAt.getTime() <= now.getTime() ? 'expired' : (offer.status as OfferStatus);

/** GET /api/waitlist/offers/{token}: what the offer page shows. */
export async function getOffer(ctx: Ctx, { token }: { token: string }): Promise<WaitlistOffer> {
  const found = await findOffer(ctx.db, token);
  if (!found) throw notFound(OFFER_NOT_FOUND_MESSAGE);
  const { offer, entry } = found;
  return {
    status: statusNow(offer, ctx.now()),
    expiresAt: offer.expiresAt.toISOString(),
    eventId: entry.eventId,
    eventName: found.eventName,
    eventSlug: found.eventSlug,
    date: found.date,
    dateLabel: formatDateLabel(found.date),
    time: found.time,
    timeLabel: formatTimeLabel(found.time),
    region: found.region ?? entry.region,
    firstName: entry.firstName,
    packageId: entry.packageId,
    packageName: found.packageName,
    persons: offer.persons,
    postalCode: entry.postalCode,
    address: entry.address,
    unitNumber: entry.unitNumber,
  };
}

/** POST /api/waitlist/offers/{token}/decline: the visit passes to the next entry; the entry waits on. */
export async function declineOffer(ctx: Ctx, { token }: { token: string }) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const found = await findOffer(tx, token);
    if (!found) throw notFound(OFFER_NOT_FOUND_MESSAGE);
    const ended = await endOffer(tx, {
      offerId: found.offer.id,
      status: 'declined',
      now,
      offerMinutes: ctx.config.WAITLIST_OFFER_MINUTES,
    });
    if (!ended) throw conflict(OFFER_ENDED_MESSAGE);
    return { status: 'declined' as const };
  });
}

/** POST /api/waitlist/offers/{token}/book: the held visit booked as the wizard books (then paid as usual). */
export async function bookOffer(ctx: AppContext, { token, request }: { token: string; request: OfferBooking }) {
  const found = await findOffer(ctx.db, token);
  if (!found) throw notFound(OFFER_NOT_FOUND_MESSAGE);
  const { offer, entry } = found;
  // Whether it is still in time is for the booking's writing statement alone to decide (takeOfferQuery):
  // one rule, read with the clock of the statement that takes the place.
  if (offer.status !== 'open') throw conflict(OFFER_ENDED_MESSAGE);
  const draft: BookingDraft = {
    eventId: entry.eventId,
    packageId: entry.packageId,
    timeslotId: offer.timeslotId,
    firstName: entry.firstName,
    lastName: entry.lastName,
    email: entry.email,
    mobileNumber: entry.mobileNumber,
    gender: entry.gender as BookerGender,
    identificationNumber: entry.identificationNumber,
    dateOfBirth: entry.dateOfBirth ?? '',
    postalCode: entry.postalCode,
    address: entry.address,
    unitNumber: entry.unitNumber ?? undefined,
    medicalConditions: undefined,
    vitalityMembershipNo: undefined,
    ...NO_CLAIMS,
    participants: request.participants,
    consentVersion: undefined,
    smsReminders: request.smsReminders,
    language: request.language ?? asLanguage(entry.language),
  };
  try {
    const { data } = await bookHeldOffer(ctx, {
      draft,
      offer: { id: offer.id, entryId: entry.id, persons: offer.persons, queries: heldOfferQueries },
    });
    const result: OfferBookingResult = {
      id: data.id,
      referenceNumber: data.reference_number,
      status: data.status,
      amountDue: data.amountDue,
      bookingToken: data.bookingToken,
    };
    return result;
  } catch (error) {
    // The offer was taken, passed on or ran out while this booking was being made.
    if (error instanceof AppError && error.code === 'CONFLICT') {
      const now = await findOffer(ctx.db, token);
      if (now && statusNow(now.offer, ctx.now()) !== 'open') throw conflict(OFFER_ENDED_MESSAGE);
    }
    throw error;
  }
}

// ---- staff --------------------------------------------------------------------------------------

/**
 * GET /api/admin/waitlist: the entries with their offers, in the order staff work them: each queue
 * (event and region) as it really is, next in line first, then the entries no longer waiting, newest
 * first; and demand by region, by day and by week.
 */
export async function listWaitlist(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { status: WaitlistEntryStatus | 'all' },
): Promise<AdminWaitlist> {
  const rows = await ctx.db
    .select({ entry: waitlistEntries, packageName: packages.name, eventName: events.name })
    .from(waitlistEntries)
    .innerJoin(packages, eq(packages.id, waitlistEntries.packageId))
    .innerJoin(events, eq(events.id, waitlistEntries.eventId))
    .where(options.status === 'all' ? undefined : eq(waitlistEntries.status, options.status))
    // The live entries before the rest, so that no queue is cut by the limit.
    .orderBy(
      sql`case when ${waitlistEntries.status} in ('waiting', 'offered') then 0 else 1 end`,
      desc(waitlistEntries.createdAt),
      desc(waitlistEntries.id),
    )
    .limit(500);
  const ids = rows.map((row) => row.entry.id);
  const offers =
    ids.length === 0
      ? []
      : await ctx.db
          .select({
            offer: waitlistOffers,
            date: eventDates.date,
            time: timeslots.time,
            referenceNumber: registrations.referenceNumber,
          })
          .from(waitlistOffers)
          .innerJoin(timeslots, eq(timeslots.id, waitlistOffers.timeslotId))
          .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
          .leftJoin(registrations, eq(registrations.id, waitlistOffers.registrationId))
          .where(inArray(waitlistOffers.entryId, ids))
          .orderBy(asc(waitlistOffers.createdAt));
  const waiting = await ctx.db
    .select({
      id: waitlistEntries.id,
      eventId: waitlistEntries.eventId,
      region: waitlistEntries.region,
      createdAt: waitlistEntries.createdAt,
      dateFrom: waitlistEntries.dateFrom,
      dateTo: waitlistEntries.dateTo,
    })
    .from(waitlistEntries)
    .where(inArray(waitlistEntries.status, ['waiting', 'offered']))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  const positions = new Map<number, number>();
  const seen = new Map<string, number>();
  for (const row of waiting) {
    const queue = `${row.eventId}:${row.region}`;
    const place = (seen.get(queue) ?? 0) + 1;
    seen.set(queue, place);
    positions.set(row.id, place);
  }
  const now = ctx.now();
  const entries: AdminWaitlistEntry[] = rows.map(({ entry, packageName, eventName }) => ({
    id: entry.id,
    status: entry.status as WaitlistEntryStatus,
    position: positions.get(entry.id) ?? null,
    firstName: entry.firstName,
    lastName: entry.lastName,
    email: entry.email,
    mobileNumber: entry.mobileNumber,
    region: entry.region as RegionName,
    postalCode: entry.postalCode,
    eventId: entry.eventId,
    eventName,
    packageName,
    persons: entry.persons,
    dateFrom: entry.dateFrom,
    dateTo: entry.dateTo,
    timeOfDay: entry.timeOfDay as TimeOfDay,
    createdAt: entry.createdAt.toISOString(),
    mobileVerified: entry.mobileVerifiedAt !== null,
    offers: offers
      .filter((row) => row.offer.entryId === entry.id)
      .map((row) => ({
        id: row.offer.id,
        status: statusNow(row.offer, now),
        timeslotId: row.offer.timeslotId,
        date: row.date,
        time: row.time,
        expiresAt: row.offer.expiresAt.toISOString(),
        createdAt: row.offer.createdAt.toISOString(),
        referenceNumber: row.referenceNumber,
      })),
  }));
  const today = todayInSingapore(now);
  return {
    entries: inQueueOrder(entries),
    demand: demandOf(waiting, today),
    demandByWeek: weeklyDemandOf(waiting, today),
  };
}

/**
 * The queues first, as they are: by event, then region (in the regions' own order), then place (No. 1
 * first); then the entries no longer waiting, newest first (as they came).
 */
function inQueueOrder(entries: AdminWaitlistEntry[]): AdminWaitlistEntry[] {
  const queued = entries.filter((entry) => entry.position !== null);
  const rest = entries.filter((entry) => entry.position === null);
  queued.sort(
    (a, b) =>
      a.eventName.localeCompare(b.eventName) ||
      a.eventId - b.eventId ||
      REGION_NAMES.indexOf(a.region) - REGION_NAMES.indexOf(b.region) ||
      (a.position ?? 0) - (b.position ?? 0),
  );
  return [...queued, ...rest];
}

/** How far ahead demand is counted. */
const DEMAND_DAYS = 60;

/** The Monday of a date's week. */
function mondayOf(isoDate: string): string {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return addDaysToIsoDate(isoDate, -((weekday + 6) % 7));
}

/** Waiting entries per region and week (from Monday) their range meets, from today, DEMAND_DAYS ahead. */
function weeklyDemandOf(waiting: { region: string; dateFrom: string; dateTo: string }[], today: string) {
  const counts = new Map<string, number>();
  const last = addDaysToIsoDate(today, DEMAND_DAYS);
  for (const entry of waiting) {
    const first = entry.dateFrom < today ? today : entry.dateFrom;
    // biome-ignore lint/complexity/useMathMinMax: 'yyyy-MM-dd' strings, compared as text (Math.min would give NaN)
    const end = entry.dateTo < last ? entry.dateTo : last;
    for (let week = mondayOf(first); week <= end; week = addDaysToIsoDate(week, 7)) {
      const key = `${entry.region}|${week}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .map(([key, entries]) => {
      const [region, weekStart] = key.split('|') as [RegionName, string];
      return { region, weekStart, entries };
    })
    .sort((a, b) => a.weekStart.localeCompare(b.weekStart) || a.region.localeCompare(b.region));
}

/** Waiting entries per region and day their range covers, from today, at most DEMAND_DAYS ahead. */
function demandOf(waiting: { region: string; dateFrom: string; dateTo: string }[], today: string) {
  const counts = new Map<string, number>();
  const last = addDaysToIsoDate(today, DEMAND_DAYS);
  for (const entry of waiting) {
    for (
      let day = entry.dateFrom < today ? today : entry.dateFrom;
      day <= entry.dateTo && day <= last;
      day = addDaysToIsoDate(day, 1)
    ) {
      const key = `${entry.region}|${day}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .map(([key, entries]) => {
      const [region, date] = key.split('|') as [RegionName, string];
      return { region, date, entries };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.region.localeCompare(b.region));
}

/**
 * POST /api/admin/waitlist/{id}/offer: staff offer a visit with room to a waiting entry, by hand. Also to
 * an entry whose mobile is not proven (DESIGN §8.9): staff know the person, and the offer goes only to
 * the entry's own email and mobile.
 */
export async function offerByHand(ctx: Ctx, options: { entryId: number; timeslotId: number; actor: Actor }) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ id: waitlistEntries.id, status: waitlistEntries.status })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, options.entryId));
    if (!entry) throw notFound(WAITLIST_NOT_FOUND_MESSAGE);
    const offered = await offerFreedVisits(tx, {
      timeslotId: options.timeslotId,
      now,
      offerMinutes: ctx.config.WAITLIST_OFFER_MINUTES,
      entryId: entry.id,
    });
    if (offered === 0) throw conflict(ADMIN_OFFER_NO_ROOM_MESSAGE);
    await recordAudit(tx, {
      actor: options.actor,
      action: 'offer',
      entity: 'waitlist_entry',
      entityId: entry.id,
      changes: { timeslotId: options.timeslotId },
      now,
    });
    return { entryId: entry.id, timeslotId: options.timeslotId, status: 'open' as const };
  });
}

// ---- personal data (DESIGN §8.3) ------------------------------------------------------------------

/** The person's waitlist entries, by the keys of their ID number, email or mobile (as their bookings are found). */
export async function findWaitlistEntriesOf(db: Executor, person: PersonQuery) {
  const keys = personKeysOf(person);
  const matches = [
    keys.idKey ? eq(waitlistEntries.idKey, keys.idKey) : undefined,
    keys.emailKey ? eq(waitlistEntries.emailKey, keys.emailKey) : undefined,
    keys.mobileKey ? eq(waitlistEntries.mobileKey, keys.mobileKey) : undefined,
  ].filter((match) => match !== undefined);
  if (matches.length === 0) return [];
  return db
    .select()
    .from(waitlistEntries)
    .where(or(...matches))
    .orderBy(asc(waitlistEntries.id));
}

/**
 * Erases the person's waitlist entries on request: a live offer is withdrawn first (its place passes
 * on), then the entries and their offers are deleted. Answers the ids deleted, so their messages go too.
 */
export async function eraseWaitlistEntriesOf(
  tx: Executor,
  options: { person: PersonQuery; now: Date; offerMinutes: number },
): Promise<number[]> {
  const entries = await findWaitlistEntriesOf(tx, options.person);
  if (entries.length === 0) return [];
  const ids = entries.map((entry) => entry.id);
  const open = await tx
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(and(inArray(waitlistOffers.entryId, ids), eq(waitlistOffers.status, 'open')));
  for (const offer of open) {
    await endOffer(tx, {
      offerId: offer.id,
      status: 'withdrawn',
      now: options.now,
      offerMinutes: options.offerMinutes,
    });
  }
  await tx.delete(waitlistEntries).where(inArray(waitlistEntries.id, ids));
  return ids;
}

/**
 * DESIGN §8.3 for the waitlist: entries that ended (booked, left, past their days) whose last day is
 * on or before `lastDate` are deleted with their offers, as bookings past retention are erased.
 */
export async function forgetWaitlistEntriesBefore(db: Executor, lastDate: string): Promise<number> {
  const deleted = await db
    .delete(waitlistEntries)
    .where(and(inArray(waitlistEntries.status, ['booked', 'left', 'ended']), lte(waitlistEntries.dateTo, lastDate)))
    .returning({ id: waitlistEntries.id });
  return deleted.length;
}
