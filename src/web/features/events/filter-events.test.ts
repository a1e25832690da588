import { describe, expect, it } from 'vitest';
import { filterEventsByName } from './filter-events';

const events = [{ name: 'Home Based Health Screening' }, { name: 'WhiteCoat Health Screening' }];

describe('filterEventsByName', () => {
  it('keeps every event without a search text', () => {
    expect(filterEventsByName(events, null)).toEqual(events);
    expect(filterEventsByName(events, '   ')).toEqual(events);
  });

  it('matches part of the event name whatever the case', () => {
    expect(filterEventsByName(events, 'whitecoat')).toEqual([{ name: 'WhiteCoat Health Screening' }]);
    expect(filterEventsByName(events, 'HEALTH SCREENING')).toEqual(events);
  });

  it('ignores spaces around the search text', () => {
    expect(filterEventsByName(events, '  home ')).toEqual([{ name: 'Home Based Health Screening' }]);
  });

  it('returns nothing when no name matches', () => {
    expect(filterEventsByName(events, 'zzz')).toEqual([]);
  });
});
