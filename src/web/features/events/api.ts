import type { EventDetails, EventListItem } from '@domain/events/responses';
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

/** GET /api/events/{slug} (spec 000 §3, Event): the event with its packages and its slots. */
export async function getEvent(slug: string): Promise<EventDetails> {
  return (await apiGet<EventDetails>(`/api/events/${encodeURIComponent(slug)}`)).data;
}

/**
 * One event, as the wizard, the older flow and the participants page read it: one key, one set of
 * options. Never stale and no retry, as every query (spec 001 §9, lib/query-client.ts).
 */
export const eventQueryOptions = (slug: string) =>
  queryOptions({
    // Under the events list key, so that refreshing the list after a booking refreshes this too.
    queryKey: [...eventsQueryKey, slug],
    queryFn: () => getEvent(slug),
    // The event page's shell and then the wizard read it in turn: an unknown event is asked for once, not again
    // by the reader that mounts next. A failed event is asked for again after a reload, or once no page has read
    // it for the cache time (five minutes).
    retryOnMount: false,
  });

export const useEvent = (slug: string) => useQuery(eventQueryOptions(slug));
