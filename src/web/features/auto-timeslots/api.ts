import type {
  AutoTimeslotDateQuery,
  AutoTimeslotDateResponse,
  AutoTimeslotPostalQuery,
  AutoTimeslotPostalResponse,
} from '@domain/timeslots/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

const POSTAL_PATH = '/api/auto-timeslots/postal-code';
const DATE_PATH = '/api/auto-timeslots/date';

const withQuery = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

/** GET /api/auto-timeslots/postal-code?postalCode=&eventId=: the dates offered to that postal code. */
export async function getAutoTimeslotsByPostalCode(
  query: AutoTimeslotPostalQuery,
): Promise<AutoTimeslotPostalResponse> {
  return (await apiGet<unknown>(withQuery(POSTAL_PATH, query))) as AutoTimeslotPostalResponse;
}

/** GET /api/auto-timeslots/date?date=&eventId=: that day's slots, keyed by region. */
export async function getAutoTimeslotsByDate(query: AutoTimeslotDateQuery): Promise<AutoTimeslotDateResponse> {
  return (await apiGet<unknown>(withQuery(DATE_PATH, query))) as AutoTimeslotDateResponse;
}

export const useAutoTimeslotsByPostalCode = (query: AutoTimeslotPostalQuery | null) =>
  useQuery({
    queryKey: [POSTAL_PATH, query] as const,
    queryFn: () => getAutoTimeslotsByPostalCode(query!),
    enabled: query !== null,
  });

export const useAutoTimeslotsByDate = (query: AutoTimeslotDateQuery | null) =>
  useQuery({
    queryKey: [DATE_PATH, query] as const,
    queryFn: () => getAutoTimeslotsByDate(query!),
    enabled: query !== null,
  });
