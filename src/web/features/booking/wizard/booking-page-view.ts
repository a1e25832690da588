import { ApiError } from '@/lib/api';

export type BookingPageView = 'loading' | 'wizard' | 'not-found' | 'error';

/**
 * What /events/{slug} shows for the state of its event query. Data wins over an error: the events
 * refresh after a booking refetches this query too, and a failed refetch keeps the data it had, so
 * it must never replace the wizard (and the success card with the reference number in it).
 */
export function bookingPageView(query: { data: unknown; error: unknown }): BookingPageView {
  if (query.data !== undefined) return 'wizard';
  if (query.error) return query.error instanceof ApiError && query.error.status === 404 ? 'not-found' : 'error';
  return 'loading';
}
