import { eventQueryOptions } from '@/features/events';
import { queryClient } from '@/lib/query-client';

// The booking feature's pages, for src/web/routes.tsx only. The wizard and the pages after it load on
// demand, so that they stay out of the home page's bundle; the event page shows a light shell of itself
// meanwhile.

export { EventBookingPage } from './wizard/event-booking-page';

/** Starts loading an event's details into the cache the event page reads them from. */
export function prefetchEvent(slug: string): void {
  void queryClient.prefetchQuery(eventQueryOptions(slug));
}

export const lazyConfirmationPage = async () => ({
  Component: (await import('./confirmation/confirmation-page')).ConfirmationPage,
});

export const lazyConfirmedPage = async () => ({
  Component: (await import('./confirmation/confirmed-page')).ConfirmedPage,
});

export const lazyVerifyHoldPage = async () => ({
  Component: (await import('./confirmation/verify-hold-page')).VerifyHoldPage,
});
