import type { PublicHoliday } from '@domain/timeslots/holiday-schemas';
import { describe, expect, it } from 'vitest';
import { sortHolidays } from './api';

const holiday = (id: number, name: string, date: string): PublicHoliday => ({
  id,
  name,
  date,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

describe('holidays', () => {
  it('lists holidays by date, earliest first, without changing the list it was given', () => {
    const list = [
      holiday(1, 'Christmas Day', '2026-12-25'),
      holiday(2, "New Year's Day", '2027-01-01'),
      holiday(3, 'National Day', '2026-08-09'),
    ];
    expect(sortHolidays(list).map((h) => h.id)).toEqual([3, 1, 2]);
    expect(list.map((h) => h.id)).toEqual([1, 2, 3]);
  });
});
