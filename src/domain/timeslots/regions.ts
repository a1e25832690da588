import { MESSAGES } from '@domain/shared/texts';

export type RegionName = 'north' | 'south' | 'east' | 'west' | 'central';

export const REGION_NAMES: readonly RegionName[] = ['north', 'south', 'east', 'west', 'central'];

export const isRegionName = (value: string): value is RegionName => (REGION_NAMES as readonly string[]).includes(value);

/**
 * A region as every page, sheet and message names it, for customers and staff alike (the English
 * `messages` catalogue's regions.*).
 */
export const REGION_LABELS: Readonly<Record<RegionName, string>> = Object.freeze({
  north: MESSAGES.regions.north,
  south: MESSAGES.regions.south,
  east: MESSAGES.regions.east,
  west: MESSAGES.regions.west,
  central: MESSAGES.regions.central,
});

/**
 * 'central' → 'Central'. A name that is not one of the five (a slot staff entered by hand, the insights'
 * 'unassigned', an older row's) is shown capitalised rather than hidden.
 */
export function regionLabel(region: string): string {
  return isRegionName(region) ? REGION_LABELS[region] : region.charAt(0).toUpperCase() + region.slice(1);
}

/** 0 = Sunday … 6 = Saturday, as Date#getDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface RegionDefinition {
  /** Two-digit postal sectors. */
  prefixes: readonly string[];
  /** Start times 'HH:mm' (24h, Singapore time) by weekday. */
  weekdaySlots: Readonly<Partial<Record<Weekday, readonly string[]>>>;
}

function sectors(...ranges: (number | [number, number])[]): readonly string[] {
  const result: string[] = [];
  for (const range of ranges) {
    const [from, to] = typeof range === 'number' ? [range, range] : range;
    for (let sector = from; sector <= to; sector += 1) result.push(String(sector).padStart(2, '0'));
  }
  return Object.freeze(result);
}

/** Spec 000 §3, built into the client and the server alike. */
export const REGIONS: Readonly<Record<RegionName, RegionDefinition>> = Object.freeze({
  north: {
    prefixes: sectors([53, 57], 72, 73, [75, 80], 82),
    weekdaySlots: { 1: ['09:00', '11:00'], 3: ['08:00', '10:00'], 6: ['08:00', '10:00'] },
  },
  south: {
    prefixes: sectors([1, 10], [14, 16]),
    weekdaySlots: { 2: ['09:00', '11:00'], 6: ['09:00'] },
  },
  east: {
    prefixes: sectors([42, 52], 81),
    weekdaySlots: { 4: ['08:00', '10:00'], 5: ['08:00', '10:00'] },
  },
  west: {
    prefixes: sectors([11, 13], [58, 71]),
    weekdaySlots: { 2: ['08:00'], 4: ['09:00', '11:00'], 6: ['08:00', '10:00'] },
  },
  central: {
    prefixes: sectors([17, 41]),
    weekdaySlots: { 1: ['08:00', '10:00'], 5: ['09:00', '11:00'] },
  },
});

/** Spec 000 §5: exactly 6 digits. */
export const POSTAL_CODE_PATTERN = /^\d{6}$/;

export function isValidPostalCode(value: string): boolean {
  return POSTAL_CODE_PATTERN.test(value);
}

/** The region whose sectors hold the code's first two digits; null for a bad code or an unserved sector. */
export function regionForPostalCode(postalCode: string): RegionName | null {
  if (!isValidPostalCode(postalCode)) return null;
  const sector = postalCode.slice(0, 2);
  return REGION_NAMES.find((name) => REGIONS[name].prefixes.includes(sector)) ?? null;
}

/** The region's start times on a weekday (empty when it is not served that day). */
export function regionTimesOn(region: RegionName, weekday: Weekday): readonly string[] {
  return REGIONS[region].weekdaySlots[weekday] ?? [];
}
