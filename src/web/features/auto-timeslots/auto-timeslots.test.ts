import { describe, expect, it } from 'vitest';
import { canSearchPostalCode, defaultEventId, postalCodeInput, regionGroups, regionTitle } from './auto-timeslots';

describe('auto-timeslots test page', () => {
  it('starts on event id 1, or the first event listed without one', () => {
    expect(defaultEventId(undefined)).toBe('1');
    expect(defaultEventId([{ id: 2 }, { id: 1 }])).toBe('1');
    expect(defaultEventId([{ id: 4 }, { id: 7 }])).toBe('4');
  });

  it('takes six digits and searches only with exactly six', () => {
    expect(postalCodeInput('56a01 234')).toBe('560123');
    expect(canSearchPostalCode('56012')).toBe(false);
    expect(canSearchPostalCode('560123')).toBe(true);
  });

  it('groups the date search by region', () => {
    expect(regionTitle('north')).toBe('North');
    expect(regionTitle('manual')).toBe('Manual schedule');
    const day = { date: { label: 'Mon, 23 Nov 2026', value: '2026-11-23' }, timeslot: [] };
    expect(
      regionGroups({ north: { ...day, region: 'north' }, central: { ...day, region: 'central' } }).map(
        (group) => group.title,
      ),
    ).toEqual(['North', 'Central']);
  });
});
