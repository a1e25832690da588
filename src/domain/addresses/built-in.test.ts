import { REGION_NAMES, REGIONS } from '@domain/timeslots/regions';
import { describe, expect, it } from 'vitest';
import { DEMO_ADDRESSES, locateBuiltIn, POSTAL_SECTOR_CENTRES, postalSectorOf, sectorCentreOf } from './built-in';
import { isInSingapore, locatedAddressSchema } from './located-address';

describe('the built-in address book', () => {
  it.each([
    ['238801', 'Orchard', 1.3048, 103.8318],
    ['560123', 'Ang Mo Kio', 1.3691, 103.8454],
    ['460123', 'Bedok', 1.3236, 103.9273],
    ['018956', 'Bayfront', 1.28, 103.8545],
    ['120123', 'Clementi', 1.3151, 103.7652],
    ['820001', 'Punggol', 1.4043, 103.902],
    ['530123', 'Hougang', 1.3556, 103.8885],
  ])('knows the demo code %s in %s with its coordinates', (postalCode, place, latitude, longitude) => {
    const located = locateBuiltIn(postalCode);
    expect(located).toMatchObject({ postalCode, latitude, longitude, precision: 'address' });
    expect(located?.address).toContain(place);
  });

  it('writes a public housing block as "Blk" and a named building after its street', () => {
    expect(locateBuiltIn('560123')).toEqual({
      postalCode: '560123',
      block: '123',
      street: 'Ang Mo Kio Avenue 6',
      building: null,
      address: 'Blk 123 Ang Mo Kio Avenue 6',
      latitude: 1.3691,
      longitude: 103.8454,
      precision: 'address',
    });
    expect(locateBuiltIn('048616')?.address).toBe('1 Raffles Place, One Raffles Place');
    expect(locateBuiltIn('238801')?.address).toBe('391 Orchard Road, Ngee Ann City');
  });

  it("answers another code of a known sector with the sector's centre and nothing to fill in", () => {
    expect(locateBuiltIn('569999')).toEqual({
      postalCode: '569999',
      block: null,
      street: null,
      building: null,
      address: '',
      latitude: POSTAL_SECTOR_CENTRES['56']![0],
      longitude: POSTAL_SECTOR_CENTRES['56']![1],
      precision: 'sector',
    });
    expect(sectorCentreOf('560123')?.precision).toBe('sector');
  });

  it('answers null for a sector Singapore does not have, and for anything but 6 digits', () => {
    for (const postalCode of ['740123', '000123', '830000', '990000', '56012', '5601234', '56012a', '', ' 560123']) {
      expect(locateBuiltIn(postalCode)).toBeNull();
      expect(postalSectorOf(postalCode)).toBeNull();
    }
  });

  it('has a centre for exactly the sectors the regions serve (01 to 82 but 74), each inside Singapore', () => {
    const served = REGION_NAMES.flatMap((name) => REGIONS[name].prefixes).sort();
    const all = Array.from({ length: 82 }, (_, index) => String(index + 1).padStart(2, '0')).filter(
      (sector) => sector !== '74',
    );
    expect(Object.keys(POSTAL_SECTOR_CENTRES).sort()).toEqual(all);
    expect(served).toEqual(all);
    for (const [latitude, longitude] of Object.values(POSTAL_SECTOR_CENTRES)) {
      expect(isInSingapore(latitude, longitude)).toBe(true);
    }
  });

  it('keeps every demo address inside Singapore, in a known sector, and in the shape the API answers', () => {
    expect(Object.keys(DEMO_ADDRESSES).length).toBeGreaterThanOrEqual(12);
    for (const postalCode of Object.keys(DEMO_ADDRESSES)) {
      const located = locateBuiltIn(postalCode);
      expect(located?.precision).toBe('address');
      expect(isInSingapore(located!.latitude, located!.longitude)).toBe(true);
      expect(locatedAddressSchema.parse(located)).toEqual(located);
      // Near its sector's centre: a wrong digit in the table would put it across the island.
      const centre = sectorCentreOf(postalCode)!;
      expect(Math.abs(centre.latitude - located!.latitude)).toBeLessThan(0.06);
      expect(Math.abs(centre.longitude - located!.longitude)).toBeLessThan(0.06);
    }
  });
});
