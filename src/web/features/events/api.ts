import type { EventSlotView } from '@domain/timeslot-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

export type EventListTimeslot = EventSlotView;

/** An event as GET /api/events lists it (spec 000 §3, Event (list)). */
export interface EventListItem {
  id: number;
  name: string;
  slug: string;
  timeslots: EventListTimeslot[];
}

// The booking flow invalidates this key after a booking so that the availability labels refresh.
export const eventsQueryKey = ['/api/events'] as const;

export async function getEvents(): Promise<EventListItem[]> {
  const envelope = await apiGet<EventListItem[]>('/api/events');
  return envelope.data;
}

export const eventsQueryOptions = () => queryOptions({ queryKey: eventsQueryKey, queryFn: getEvents });

export const useEvents = () => useQuery(eventsQueryOptions());
