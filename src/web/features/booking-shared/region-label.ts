import type { RegionName } from '@domain/timeslots/regions';

const REGION_LABELS: Record<RegionName, string> = {
  north: 'North',
  south: 'South',
  east: 'East',
  west: 'West',
  central: 'Central',
};

/** A region as the customer pages name it: 'Central' for 'central'. */
export function regionLabel(region: RegionName): string {
  return REGION_LABELS[region];
}
