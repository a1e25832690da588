import { REGION_NAMES } from '@domain/timeslots/regions';
import { describe, expect, it } from 'vitest';
import { regionLabel } from './region-label';

describe('regionLabel', () => {
  it('names every region the domain knows, capitalised', () => {
    expect(REGION_NAMES.map(regionLabel)).toEqual(['North', 'South', 'East', 'West', 'Central']);
  });
});
