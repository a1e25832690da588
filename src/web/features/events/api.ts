import type { EventListItem } from '@domain/api-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

// The booking flow invalidates this key after a booking so that the availability labels refresh.
export const eventsQueryKey = ['/api/events'] as const;

/** GET /api/events (spec 000 §3, Event (list)). */
export async function getEvents(): Promise<EventListItem[]> {
  const envelope = await apiGet<EventListItem[]>('/api/events');
  return envelope.data;
}

export const eventsQueryOptions = () => queryOptions({ queryKey: eventsQueryKey, queryFn: getEvents });

export const useEvents = () => useQuery(eventsQueryOptions());
