import { type UpcomingRegionSlotsOptions, upcomingRegionSlots } from '@domain/timeslots/slots';
import { describe, expect, it } from 'vitest';

// Singapore is UTC+8. 22 Nov 2026 is a Sunday, 23 Nov 2026 a Monday.
const SUNDAY_MIDNIGHT_SG = new Date('2026-11-21T16:00:00Z');

function slots(overrides: Partial<UpcomingRegionSlotsOptions>) {
  return upcomingRegionSlots({
    region: 'north',
    now: SUNDAY_MIDNIGHT_SG,
    bufferHours: 0,
    numDates: 3,
    holidays: new Set(),
    ...overrides,
  });
}

describe('upcomingRegionSlots', () => {
  it('offers the north on Monday, Wednesday and Saturday', () => {
    expect(slots({ region: 'north' })).toEqual([
      { date: '2026-11-23', time: '09:00' },
      { date: '2026-11-23', time: '11:00' },
      { date: '2026-11-25', time: '08:00' },
      { date: '2026-11-25', time: '10:00' },
      { date: '2026-11-28', time: '08:00' },
      { date: '2026-11-28', time: '10:00' },
    ]);
  });

  it('offers the south on Tuesday and Saturday', () => {
    expect(slots({ region: 'south' })).toEqual([
      { date: '2026-11-24', time: '09:00' },
      { date: '2026-11-24', time: '11:00' },
      { date: '2026-11-28', time: '09:00' },
      { date: '2026-12-01', time: '09:00' },
      { date: '2026-12-01', time: '11:00' },
    ]);
  });

  it('offers the east on Thursday and Friday', () => {
    expect(slots({ region: 'east' })).toEqual([
      { date: '2026-11-26', time: '08:00' },
      { date: '2026-11-26', time: '10:00' },
      { date: '2026-11-27', time: '08:00' },
      { date: '2026-11-27', time: '10:00' },
      { date: '2026-12-03', time: '08:00' },
      { date: '2026-12-03', time: '10:00' },
    ]);
  });

  it('offers the west on Tuesday, Thursday and Saturday', () => {
    expect(slots({ region: 'west' })).toEqual([
      { date: '2026-11-24', time: '08:00' },
      { date: '2026-11-26', time: '09:00' },
      { date: '2026-11-26', time: '11:00' },
      { date: '2026-11-28', time: '08:00' },
      { date: '2026-11-28', time: '10:00' },
    ]);
  });

  it('offers central on Monday and Friday', () => {
    expect(slots({ region: 'central' })).toEqual([
      { date: '2026-11-23', time: '08:00' },
      { date: '2026-11-23', time: '10:00' },
      { date: '2026-11-27', time: '09:00' },
      { date: '2026-11-27', time: '11:00' },
      { date: '2026-11-30', time: '08:00' },
      { date: '2026-11-30', time: '10:00' },
    ]);
  });

  it('starts from today in Singapore while it is still yesterday in UTC', () => {
    // 23:00 UTC on Sunday is 07:00 on Monday in Singapore; 2 hours of buffer leave 10:00.
    const result = slots({ region: 'central', now: new Date('2026-11-22T23:00:00Z'), bufferHours: 2, numDates: 2 });
    expect(result).toEqual([
      { date: '2026-11-23', time: '10:00' },
      { date: '2026-11-27', time: '09:00' },
      { date: '2026-11-27', time: '11:00' },
    ]);
  });

  it('applies a buffer that crosses midnight', () => {
    // 22:00 Monday in Singapore + 12 hours = 10:00 Tuesday: 09:00 is too soon, 11:00 is offered.
    const result = slots({ region: 'south', now: new Date('2026-11-23T14:00:00Z'), bufferHours: 12, numDates: 2 });
    expect(result).toEqual([
      { date: '2026-11-24', time: '11:00' },
      { date: '2026-11-28', time: '09:00' },
    ]);
  });

  it('offers a slot that starts exactly when the buffer ends', () => {
    // 21:00 Monday in Singapore + 12 hours = 09:00 Tuesday.
    const result = slots({ region: 'south', now: new Date('2026-11-23T13:00:00Z'), bufferHours: 12, numDates: 1 });
    expect(result).toEqual([
      { date: '2026-11-24', time: '09:00' },
      { date: '2026-11-24', time: '11:00' },
    ]);
  });

  it('skips public holidays', () => {
    const result = slots({ region: 'east', holidays: new Set(['2026-11-26']), numDates: 2 });
    expect(result).toEqual([
      { date: '2026-11-27', time: '08:00' },
      { date: '2026-11-27', time: '10:00' },
      { date: '2026-12-03', time: '08:00' },
      { date: '2026-12-03', time: '10:00' },
    ]);
  });

  it('returns exactly numDates dates', () => {
    const dates = new Set(slots({ region: 'south', numDates: 5 }).map((slot) => slot.date));
    expect([...dates]).toEqual(['2026-11-24', '2026-11-28', '2026-12-01', '2026-12-05', '2026-12-08']);
    expect(slots({ region: 'south', numDates: 0 })).toEqual([]);
  });

  it('crosses into the next year', () => {
    // 31 Dec 2026 is a Thursday; 1 Jan 2027 a Friday (and a holiday here).
    const result = slots({
      region: 'east',
      now: new Date('2026-12-30T16:00:00Z'),
      holidays: new Set(['2027-01-01']),
      numDates: 2,
    });
    expect(result.map((slot) => slot.date)).toEqual(['2026-12-31', '2026-12-31', '2027-01-07', '2027-01-07']);
  });

  it('stops after scanning 366 days', () => {
    // 22 Nov 2026 to 22 Nov 2027: 52 whole weeks (Sun–Sat) with a Tuesday and a Saturday, then Sun and Mon.
    const dates = new Set(slots({ region: 'south', numDates: 1000 }).map((slot) => slot.date));
    expect(dates.size).toBe(104);
    expect([...dates].at(-1)).toBe('2027-11-20');
  });

  it('returns nothing when every date is a holiday', () => {
    const holidays = new Set<string>();
    for (let day = new Date('2026-11-22T00:00:00Z'); holidays.size < 400; day = new Date(day.getTime() + 86_400_000)) {
      holidays.add(day.toISOString().slice(0, 10));
    }
    expect(slots({ region: 'north', holidays })).toEqual([]);
  });
});
