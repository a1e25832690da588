import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { eventPackages, events, packages } from '../../db/schema';
import { notFound } from '../../errors';
import { listUpcomingSlots, listUpcomingSlotsByEvent, type SlotView } from '../timeslots/service';
import { EVENT_NOT_FOUND } from './active-event';

export { EVENT_NOT_FOUND, requireActiveEvent } from './active-event';

export interface EventListItem {
  id: number;
  name: string;
  slug: string;
  timeslots: SlotView[];
}

export async function listActiveEvents(db: Executor, now: Date): Promise<EventListItem[]> {
  const rows = await db
    .select({ id: events.id, name: events.name, slug: events.slug })
    .from(events)
    .where(eq(events.isActive, true))
    .orderBy(asc(events.id));
  const slots = await listUpcomingSlotsByEvent(
    db,
    rows.map((event) => event.id),
    now,
  );
  return rows.map((event) => ({ ...event, timeslots: slots.get(event.id) ?? [] }));
}

export async function getActiveEventBySlug(db: Executor, slug: string, now: Date) {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.slug, slug), eq(events.isActive, true)));
  if (!event) throw notFound(EVENT_NOT_FOUND);
  const [offered, timeslots] = await Promise.all([
    listEventPackages(db, event.id),
    listUpcomingSlots(db, event.id, now),
  ]);
  return {
    id: event.id,
    name: event.name,
    slug: event.slug,
    description: event.description,
    location: event.location,
    dates: [...new Set(timeslots.map((slot) => slot.date))],
    packages: offered,
    timeslots,
  };
}

/** Active packages an event offers, cheapest first. */
export async function listEventPackages(db: Executor, eventId: number) {
  return db
    .select({
      id: packages.id,
      name: packages.name,
      description: packages.description,
      price: packages.price,
      aiaPrice: packages.aiaPrice,
    })
    .from(packages)
    .innerJoin(eventPackages, eq(eventPackages.packageId, packages.id))
    .where(and(eq(eventPackages.eventId, eventId), eq(packages.isActive, true)))
    .orderBy(asc(packages.price));
}

export async function findActiveEventPackages(db: Executor, eventId: number, packageIds: number[]) {
  const offered = await listEventPackages(db, eventId);
  const wanted = new Set(packageIds);
  return offered.filter((pkg) => wanted.has(pkg.id));
}
