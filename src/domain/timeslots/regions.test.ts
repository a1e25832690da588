import { postalCodeHeading } from '@domain/timeslots/messages';
import {
  isRegionName,
  isValidPostalCode,
  REGION_LABELS,
  REGION_NAMES,
  REGIONS,
  regionForPostalCode,
  regionLabel,
  regionTimesOn,
} from '@domain/timeslots/regions';
import { describe, expect, it } from 'vitest';

describe('regions', () => {
  it('has the five regions with the slot table of spec 000 §3', () => {
    expect(REGION_NAMES).toEqual(['north', 'south', 'east', 'west', 'central']);
    expect(REGIONS.north.weekdaySlots).toEqual({ 1: ['09:00', '11:00'], 3: ['08:00', '10:00'], 6: ['08:00', '10:00'] });
    expect(REGIONS.south.weekdaySlots).toEqual({ 2: ['09:00', '11:00'], 6: ['09:00'] });
    expect(REGIONS.east.weekdaySlots).toEqual({ 4: ['08:00', '10:00'], 5: ['08:00', '10:00'] });
    expect(REGIONS.west.weekdaySlots).toEqual({ 2: ['08:00'], 4: ['09:00', '11:00'], 6: ['08:00', '10:00'] });
    expect(REGIONS.central.weekdaySlots).toEqual({ 1: ['08:00', '10:00'], 5: ['09:00', '11:00'] });
  });

  it('lists the postal sectors of spec 000 §3', () => {
    expect(REGIONS.north.prefixes).toEqual([
      '53',
      '54',
      '55',
      '56',
      '57',
      '72',
      '73',
      '75',
      '76',
      '77',
      '78',
      '79',
      '80',
      '82',
    ]);
    expect(REGIONS.south.prefixes).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '14',
      '15',
      '16',
    ]);
    expect(REGIONS.east.prefixes).toEqual(['42', '43', '44', '45', '46', '47', '48', '49', '50', '51', '52', '81']);
    expect(REGIONS.west.prefixes).toEqual(['11', '12', '13', ...Array.from({ length: 14 }, (_, i) => String(58 + i))]);
    expect(REGIONS.central.prefixes).toEqual(Array.from({ length: 25 }, (_, i) => String(17 + i)));
  });

  it('puts every sector from 01 to 82 except 74 in exactly one region', () => {
    const all = REGION_NAMES.flatMap((name) => REGIONS[name].prefixes);
    expect(new Set(all).size).toBe(all.length);
    const expected = Array.from({ length: 82 }, (_, i) => String(i + 1).padStart(2, '0')).filter((s) => s !== '74');
    expect([...all].sort()).toEqual(expected);
  });
});

describe('regionForPostalCode', () => {
  it('maps a postal code by its first two digits', () => {
    expect(regionForPostalCode('530123')).toBe('north');
    expect(regionForPostalCode('820001')).toBe('north');
    expect(regionForPostalCode('018956')).toBe('south');
    expect(regionForPostalCode('100000')).toBe('south');
    expect(regionForPostalCode('110000')).toBe('west');
    expect(regionForPostalCode('640123')).toBe('west');
    expect(regionForPostalCode('170000')).toBe('central');
    expect(regionForPostalCode('238823')).toBe('central');
    expect(regionForPostalCode('420000')).toBe('east');
    expect(regionForPostalCode('810000')).toBe('east');
  });

  it('finds no region for an unserved sector', () => {
    expect(regionForPostalCode('740123')).toBeNull();
    expect(regionForPostalCode('000000')).toBeNull();
    expect(regionForPostalCode('830000')).toBeNull();
    expect(regionForPostalCode('990000')).toBeNull();
  });

  it('finds no region unless the code is exactly six digits', () => {
    expect(regionForPostalCode('53012')).toBeNull();
    expect(regionForPostalCode('5301234')).toBeNull();
    expect(regionForPostalCode('53012a')).toBeNull();
    expect(regionForPostalCode(' 530123')).toBeNull();
    expect(regionForPostalCode('')).toBeNull();
  });
});

describe('isValidPostalCode', () => {
  it('accepts exactly six digits', () => {
    expect(isValidPostalCode('530123')).toBe(true);
    expect(isValidPostalCode('740123')).toBe(true);
    expect(isValidPostalCode('53012')).toBe(false);
    expect(isValidPostalCode('530 123')).toBe(false);
    expect(isValidPostalCode('53012３')).toBe(false);
  });
});

describe('regionTimesOn', () => {
  it('gives no times on a day the region is not served', () => {
    expect(regionTimesOn('north', 0)).toEqual([]);
    expect(regionTimesOn('north', 1)).toEqual(['09:00', '11:00']);
  });
});

describe('region labels', () => {
  it('names every region, capitalised, the same on every page', () => {
    expect(REGION_NAMES.map(regionLabel)).toEqual(['North', 'South', 'East', 'West', 'Central']);
    expect(Object.keys(REGION_LABELS)).toEqual([...REGION_NAMES]);
  });

  it('shows a name that is not one of the five capitalised, not hidden', () => {
    expect(isRegionName('central')).toBe(true);
    expect(isRegionName('Central')).toBe(false);
    expect(regionLabel('unassigned')).toBe('Unassigned');
    expect(regionLabel('manual')).toBe('Manual');
  });

  it("heads a postal code's timeslots as spec 001 §2 does", () => {
    expect(postalCodeHeading('238801', 'central')).toBe('Postal Code: 238801 - Region: Central');
    expect(postalCodeHeading('999999', null)).toBe('Postal Code: 999999 - Region: Not served');
  });
});
