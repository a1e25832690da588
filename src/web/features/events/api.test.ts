import type { EventListItem } from '@domain/events/responses';
import type { RegionName } from '@domain/timeslots/regions';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { eventQueryOptions, eventsQueryKey } from './api';

/** A timeslot of GET /api/events as the event list reads it. */
type EventListTimeslot = EventListItem['timeslots'][number];

describe('GET /api/events timeslot', () => {
  it('allows the nulls the server sends for auto-scheduled slots not looked up yet', () => {
    // Checked by the type checker (npx tsc --noEmit), which also checks test files.
    expectTypeOf<EventListTimeslot['id']>().toEqualTypeOf<number | null>();
    expectTypeOf<EventListTimeslot['region']>().toEqualTypeOf<RegionName | null>();
  });
});

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

/** Reads the event as a page does: subscribes until the answer (or the failure) is there. */
async function read(slug: string) {
  const observer = new QueryObserver(queryClient, eventQueryOptions(slug));
  const settled = new Promise<void>((resolve) => {
    const unsubscribe = observer.subscribe((result) => {
      if (result.fetchStatus === 'idle' && !result.isPending) {
        unsubscribe();
        resolve();
      }
    });
  });
  const current = observer.getCurrentResult();
  if (current.fetchStatus === 'idle' && !current.isPending) return current;
  await settled;
  return observer.getCurrentResult();
}

describe('event query', () => {
  it('is kept under the events list key, so that refreshing the list after a booking refreshes it', () => {
    expect(eventQueryOptions('home-health-screening').queryKey).toEqual([...eventsQueryKey, 'home-health-screening']);
  });

  it('asks for an unknown event once, not again for the reader that mounts after the first', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ success: false, message: 'Event not found' }, { status: 404, statusText: 'Not Found' }),
    );
    vi.stubGlobal('fetch', fetch);

    // The event page's shell, then the wizard that takes over from it.
    expect((await read('no-such-event')).isError).toBe(true);
    expect((await read('no-such-event')).isError).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('answers a second reader from the cache once the event has loaded', async () => {
    const event = { id: 1, slug: 'home-health-screening', name: 'Home Based Health Screening' };
    const fetch = vi.fn(async () => Response.json({ success: true, data: event }));
    vi.stubGlobal('fetch', fetch);

    expect((await read('home-health-screening')).data).toEqual(event);
    expect((await read('home-health-screening')).data).toEqual(event);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
