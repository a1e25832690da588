import type { AdminTimeslotDate } from '@domain/timeslots/schemas';
import type { AdminWaitlistEntry } from '@domain/waitlist/rules';
import { describe, expect, it } from 'vitest';
import {
  busiestDays,
  dateRangeLabel,
  demandGrid,
  entryGroups,
  offerableSlots,
  visitLabel,
  weeklyDemandGrid,
} from './waitlist-format';

const slot = (id: number, time: string, overrides: Partial<AdminTimeslotDate['timeslot'][number]> = {}) => ({
  id,
  time,
  label: time,
  region: 'central' as const,
  isAvailable: true,
  currentAttendees: 0,
  maxAttendees: 4,
  currentBookings: 0,
  maxBookings: 1,
  ...overrides,
});

describe('the staff waitlist page', () => {
  it('lays demand out by region and day, 0 where no one waits', () => {
    const grid = demandGrid([
      { region: 'west', date: '2026-12-02', entries: 1 },
      { region: 'central', date: '2026-12-01', entries: 3 },
    ]);
    expect(grid.regions).toEqual(['central', 'west']);
    expect(grid.dates).toEqual(['2026-12-01', '2026-12-02']);
    expect(grid.count('central', '2026-12-01')).toBe(3);
    expect(grid.count('west', '2026-12-01')).toBe(0);
  });

  it('lays demand out by region and week, and names the busiest days, most first', () => {
    const grid = weeklyDemandGrid([
      { region: 'central', weekStart: '2026-12-07', entries: 2 },
      { region: 'central', weekStart: '2026-11-30', entries: 1 },
    ]);
    expect(grid.weeks).toEqual(['2026-11-30', '2026-12-07']);
    expect(grid.count('central', '2026-12-07')).toBe(2);
    expect(grid.count('west', '2026-12-07')).toBe(0);
    const days = busiestDays(
      [
        { region: 'west', date: '2026-12-02', entries: 1 },
        { region: 'central', date: '2026-12-03', entries: 3 },
        { region: 'central', date: '2026-12-01', entries: 3 },
      ],
      2,
    );
    expect(days.map((day) => day.date)).toEqual(['2026-12-01', '2026-12-03']);
  });

  it('cuts the list into its queues, in the order given, and the entries no longer waiting', () => {
    const entry = (id: number, position: number | null, region: 'central' | 'west') =>
      ({ id, position, region, eventId: 1, eventName: 'Home' }) as AdminWaitlistEntry;
    const groups = entryGroups([
      entry(1, 1, 'central'),
      entry(2, 2, 'central'),
      entry(3, 1, 'west'),
      entry(4, null, 'west'),
    ]);
    expect(groups.map((group) => [group.queue?.region ?? null, group.entries.map((e) => e.id)])).toEqual([
      ['central', [1, 2]],
      ['west', [3]],
      [null, [4]],
    ]);
  });

  it("offers only open slots with room on the entry's days at its time of day, in order", () => {
    const days: Record<string, AdminTimeslotDate> = {
      '2026-12-03': { date: { label: '' }, timeslot: [slot(5, '09:00')] },
      '2026-11-30': { date: { label: '' }, timeslot: [slot(1, '09:00')] },
      '2026-12-01': {
        date: { label: '' },
        timeslot: [
          slot(3, '11:00'),
          slot(2, '09:00'),
          slot(4, '14:00'),
          slot(6, '10:00', { isAvailable: false }),
          slot(7, '10:30', { currentBookings: 1 }),
          slot(8, '08:00', { currentAttendees: 3 }),
        ],
      },
    };
    const entry = { dateFrom: '2026-12-01', dateTo: '2026-12-02', timeOfDay: 'morning' as const, persons: 2 };
    expect(offerableSlots(days, entry).map((choice) => choice.id)).toEqual([2, 3]);
    expect(offerableSlots(days, { ...entry, timeOfDay: 'any' }).map((choice) => choice.id)).toEqual([2, 3, 4]);
    expect(offerableSlots(undefined, entry)).toEqual([]);
  });

  it('names the days and visits as the admin tables do', () => {
    expect(dateRangeLabel({ dateFrom: '2026-12-01', dateTo: '2026-12-14' })).toBe('01/12/2026 – 14/12/2026');
    expect(visitLabel({ date: '2026-12-01', time: '14:30' })).toBe('01/12/2026, 2:30 PM');
  });
});
