import { EVENT_NOT_FOUND_MESSAGE, TIMESLOT_REQUIRED_MESSAGE } from '@domain/bookings/messages';
import type { ListedSlotRequest } from '@domain/bookings/older-flow-schemas';
import type { EventDetails, EventListItem, EventPackage } from '@domain/events/responses';
import { PARTNER_EVENT_SLUG } from '@domain/partner/event';
import { todayInSingapore } from '@domain/shared/dates';
import { regionForPostalCode } from '@domain/timeslots/regions';
import type { PostalCodeSlots } from '@domain/timeslots/responses';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { eventPackages, events, packages } from '../../db/schema/events';
import { badRequest, notFound } from '../../errors';
import {
  findListedSlotId,
  findSlotsByPostalCode,
  readStoredSchedule,
  regionSlotsFromSchedule,
  upcomingSlotColumns,
  upcomingSlotViews,
} from '../timeslots';
import { eventPackageColumns, requireActiveEvent } from './active-event';

export { requireActiveEvent } from './active-event';

// The three catalogue reads are one statement each: the event rows with their packages, scheduling
// settings, stored slots and the holidays as JSON (timeslots' upcomingSlotColumns); the slots the
// schedule plans are merged in from a memo (decision 014).

/** events.id qualified, for the subqueries of the catalogue reads (drizzle would leave it bare). */
const eventIdColumn = sql`${events}.${sql.identifier(events.id.name)}`;

/**
 * GET /api/events, the home page's list: the active events a member of the public can book. The
 * partner's event is booked only through the partner's link, so it is not listed (its page still is).
 */
export async function listActiveEvents(db: Executor, now: Date): Promise<EventListItem[]> {
  const today = todayInSingapore(now);
  const rows = await db
    .select({ id: events.id, name: events.name, slug: events.slug, ...upcomingSlotColumns(eventIdColumn, today) })
    .from(events)
    .where(and(eq(events.isActive, true), ne(events.slug, PARTNER_EVENT_SLUG)))
    .orderBy(asc(events.id));
  return rows.map(({ scheduleJson, holidaysJson, ...event }) => ({
    ...event,
    timeslots: upcomingSlotViews(readStoredSchedule({ scheduleJson, holidaysJson }), now, today),
  }));
}

/** Longer than any slug an event is given; a longer one is not looked up. */
const MAX_SLUG_LENGTH = 200;

/** The event's active packages, cheapest first, as JSON text (eventPackageColumns' fields). */
const offeredPackagesJson = sql<string>`(select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name,
    'description', p.description, 'price', p.price::text, 'aiaPrice', p.aia_price::text) order by p.price, p.id), '[]'::json)
  from ${packages} p inner join ${eventPackages} ep on ep.package_id = p.id
  where ep.event_id = ${eventIdColumn} and p.is_active)::text`;

export async function getActiveEventBySlug(db: Executor, slug: string, now: Date): Promise<EventDetails> {
  // PostgreSQL text cannot hold NUL, and no slug is that long; such a slug names no event, so it gets
  // the same 404 as any miss.
  if (slug === '' || slug.length > MAX_SLUG_LENGTH || slug.includes('\u0000')) throw notFound(EVENT_NOT_FOUND_MESSAGE);
  const today = todayInSingapore(now);
  const [event] = await db
    .select({
      id: events.id,
      name: events.name,
      slug: events.slug,
      description: events.description,
      location: events.location,
      packagesJson: offeredPackagesJson,
      ...upcomingSlotColumns(eventIdColumn, today),
    })
    .from(events)
    .where(and(eq(events.slug, slug), eq(events.isActive, true)));
  if (!event) throw notFound(EVENT_NOT_FOUND_MESSAGE);
  const timeslots = upcomingSlotViews(readStoredSchedule(event), now, today);
  return {
    id: event.id,
    name: event.name,
    slug: event.slug,
    description: event.description,
    location: event.location,
    dates: [...new Set(timeslots.map((slot) => slot.date))],
    packages: JSON.parse(event.packagesJson) as EventPackage[],
    timeslots,
  };
}

/** Active packages an event offers, cheapest first. */
export async function listEventPackages(db: Executor, eventId: number): Promise<EventPackage[]> {
  return db
    .select(eventPackageColumns)
    .from(packages)
    .innerJoin(eventPackages, eq(eventPackages.packageId, packages.id))
    .where(and(eq(eventPackages.eventId, eventId), eq(packages.isActive, true)))
    .orderBy(asc(packages.price));
}

/** An event's name and location, active or not (a booking keeps its event); null when there is none. */
export async function findEventSummary(
  db: Executor,
  eventId: number,
): Promise<{ name: string; slug: string; location: string | null } | null> {
  const [row] = await db
    .select({ name: events.name, slug: events.slug, location: events.location })
    .from(events)
    .where(eq(events.id, eventId));
  return row ?? null;
}

/** Package names by id, active or not (a booking keeps its packages). */
export async function findPackageNames(db: Executor, packageIds: number[]): Promise<Map<number, string>> {
  if (packageIds.length === 0) return new Map();
  const rows = await db
    .select({ id: packages.id, name: packages.name })
    .from(packages)
    .where(inArray(packages.id, [...new Set(packageIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** What each package asks of a person before the visit (DESIGN §8.11), by package id. */
export async function findPackagePreparations(
  db: Executor,
  packageIds: number[],
): Promise<Map<number, { name: string; fastingHours: number; preparationText: string | null }>> {
  if (packageIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: packages.id,
      name: packages.name,
      fastingHours: packages.fastingHours,
      preparationText: packages.preparationText,
    })
    .from(packages)
    .where(inArray(packages.id, [...new Set(packageIds)]));
  return new Map(rows.map(({ id, ...preparation }) => [id, preparation]));
}

/**
 * GET /api/timeslots/postal-code: an active event's slots for the region of a postal code. The events
 * feature composes it (as it does the event page), so timeslots never has to know about events. One
 * read answers it once the region's planned slots are stored; before that, timeslots stores them.
 */
export async function findActiveEventSlotsByPostalCode(options: {
  ctx: Pick<AppContext, 'db' | 'now'>;
  postalCode: string;
  eventId: number;
}): Promise<PostalCodeSlots> {
  const region = regionForPostalCode(options.postalCode);
  if (!region) {
    await requireActiveEvent(options.ctx.db, options.eventId);
    return { data: {}, region: null };
  }
  const now = options.ctx.now();
  const [event] = await options.ctx.db
    .select(upcomingSlotColumns(eventIdColumn, todayInSingapore(now), region))
    .from(events)
    .where(and(eq(events.id, options.eventId), eq(events.isActive, true)));
  if (!event) throw notFound(EVENT_NOT_FOUND_MESSAGE);
  const data = regionSlotsFromSchedule(readStoredSchedule(event), region, now);
  return data ? { data, region } : findSlotsByPostalCode(options);
}

/**
 * The id of an active event's slot as GET /api/events/{slug} lists it (date, time, region), stored now
 * if the event's schedule offers it (decision 001): the older flow books real slot ids only.
 */
export async function storeListedSlot(ctx: Pick<AppContext, 'db' | 'now'>, slot: ListedSlotRequest): Promise<number> {
  await requireActiveEvent(ctx.db, slot.eventId);
  const id = await ctx.db.transaction((tx) => findListedSlotId(tx, { ...slot, now: ctx.now() }));
  if (id === null) throw badRequest(TIMESLOT_REQUIRED_MESSAGE);
  return id;
}
