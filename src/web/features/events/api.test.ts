import type { EventListItem } from '@domain/api-schemas';
import type { RegionName } from '@domain/regions';
import { describe, expectTypeOf, it } from 'vitest';

/** A timeslot of GET /api/events as the event list reads it. */
type EventListTimeslot = EventListItem['timeslots'][number];

describe('GET /api/events timeslot', () => {
  it('allows the nulls the server sends for auto-scheduled slots not looked up yet', () => {
    // Checked by the type checker (npx tsc --noEmit), which also checks test files.
    expectTypeOf<EventListTimeslot['id']>().toEqualTypeOf<number | null>();
    expectTypeOf<EventListTimeslot['region']>().toEqualTypeOf<RegionName | null>();
  });
});
