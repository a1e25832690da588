import { describe, expect, it } from 'vitest';
import { eventsQueryKey } from '@/features/events';
import { eventQueryOptions } from './api';

describe('booking queries', () => {
  it("keeps the event detail under the events feature's list key, so the refresh after a booking covers it", () => {
    expect(eventQueryOptions('home-health-screening').queryKey).toEqual([...eventsQueryKey, 'home-health-screening']);
  });
});
