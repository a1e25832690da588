import { and, asc, eq } from 'drizzle-orm';
import type { EventPackage } from '../../../domain/api-schemas';
import { EVENT_NOT_FOUND_MESSAGE } from '../../../domain/messages';
import type { Executor } from '../../db/client';
import { eventPackages, events, packages } from '../../db/schema';
import { notFound } from '../../errors';

/** The event if it exists and is active; an inactive event is as unknown to customers as a missing one. */
export async function requireActiveEvent(db: Executor, eventId: number) {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.isActive, true)));
  if (!event) throw notFound(EVENT_NOT_FOUND_MESSAGE);
  return event;
}

export const eventPackageColumns = {
  id: packages.id,
  name: packages.name,
  description: packages.description,
  price: packages.price,
  aiaPrice: packages.aiaPrice,
};

/**
 * The active event and the active packages it offers, cheapest first, in one query (a booking reads
 * both twice: before the insurer is asked and inside its transaction).
 */
export async function requireActiveEventWithPackages(db: Executor, eventId: number) {
  const rows = await db
    .select({ event: events, offered: eventPackageColumns })
    .from(events)
    .leftJoin(eventPackages, eq(eventPackages.eventId, events.id))
    .leftJoin(packages, and(eq(packages.id, eventPackages.packageId), eq(packages.isActive, true)))
    .where(and(eq(events.id, eventId), eq(events.isActive, true)))
    .orderBy(asc(packages.price));
  const [first] = rows;
  if (!first) throw notFound(EVENT_NOT_FOUND_MESSAGE);
  const offered: EventPackage[] = rows.flatMap((row) => (row.offered?.id != null ? [row.offered] : []));
  return { event: first.event, packages: offered };
}
