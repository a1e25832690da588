import type { RegionName } from '@domain/regions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** A timeslot as GET /api/events lists it (spec 000 §3, Timeslot (list)). */
export interface EventListTimeslot {
  /** null for a slot the server has not stored yet (auto-scheduled slots are stored when first looked up). */
  id: number | null;
  date: string;
  time: string;
  region: RegionName | null;
  isAvailable: boolean;
  maxAttendees: number;
  currentAttendees: number;
}

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
