import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { events } from '../../db/schema';
import { notFound } from '../../errors';

export const EVENT_NOT_FOUND = 'Event not found';

/** The event if it exists and is active; an inactive event is as unknown to customers as a missing one. */
export async function requireActiveEvent(db: Executor, eventId: number) {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.isActive, true)));
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}
