import { EVENT_NOT_FOUND_MESSAGE } from '@domain/bookings/messages';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { events, packages } from '../../db/schema/events';
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
