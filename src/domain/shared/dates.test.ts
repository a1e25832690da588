import {
  addDaysToIsoDate,
  ageOn,
  earliestBirthDate,
  formatDateLabel,
  formatMonthLabel,
  formatSingaporeDateTime,
  formatTimeLabel,
  latestBirthDateForAge,
  MINIMUM_AGE,
  normalizeDateInput,
  SINGAPORE_TZ,
  singaporeDateTime,
  toDisplayDate,
  todayInSingapore,
  weekdayOfIsoDate,
} from '@domain/shared/dates';
import { describe, expect, it } from 'vitest';

describe('todayInSingapore', () => {
  it('changes date at midnight Singapore time (16:00 UTC)', () => {
    expect(SINGAPORE_TZ).toBe('Asia/Singapore');
    expect(todayInSingapore(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
    expect(todayInSingapore(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
  });
});

describe('singaporeDateTime', () => {
  it('reads a date and time as Singapore wall-clock time', () => {
    expect(singaporeDateTime('2026-11-23', '09:00').toISOString()).toBe('2026-11-23T01:00:00.000Z');
    expect(singaporeDateTime('2026-11-23', '00:30').toISOString()).toBe('2026-11-22T16:30:00.000Z');
  });

  it('refuses a bad date or time', () => {
    expect(() => singaporeDateTime('2026-02-30', '09:00')).toThrow(RangeError);
    expect(() => singaporeDateTime('2026-11-23', '25:00')).toThrow(RangeError);
  });
});

describe('calendar helpers', () => {
  it('adds days across month and year ends', () => {
    expect(addDaysToIsoDate('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDaysToIsoDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToIsoDate('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('knows the weekday of a date', () => {
    expect(weekdayOfIsoDate('2026-11-22')).toBe(0);
    expect(weekdayOfIsoDate('2026-11-23')).toBe(1);
    expect(weekdayOfIsoDate('2026-11-28')).toBe(6);
  });
});

describe('labels', () => {
  it('labels a date as "Mon, 23 Nov 2026"', () => {
    expect(formatDateLabel('2026-11-23')).toBe('Mon, 23 Nov 2026');
    expect(formatDateLabel('2026-01-05')).toBe('Mon, 5 Jan 2026');
  });

  it('labels a time on the 12-hour clock', () => {
    expect(formatTimeLabel('09:00')).toBe('9:00 AM');
    expect(formatTimeLabel('13:30')).toBe('1:30 PM');
    expect(formatTimeLabel('00:00')).toBe('12:00 AM');
    expect(formatTimeLabel('12:00')).toBe('12:00 PM');
    expect(formatTimeLabel('08:00:00')).toBe('8:00 AM');
  });

  it('shows a date as DD/MM/YYYY', () => {
    expect(toDisplayDate('2026-11-23')).toBe('23/11/2026');
    expect(toDisplayDate('1990-01-05')).toBe('05/01/1990');
  });

  it('leaves text that is not a date or time unchanged', () => {
    expect(formatDateLabel('soon')).toBe('soon');
    expect(formatMonthLabel('2026-11-28')).toBe('November 2026');
    expect(formatMonthLabel('2027-01-01')).toBe('January 2027');
    expect(formatTimeLabel('noon')).toBe('noon');
    expect(toDisplayDate('2026-02-30')).toBe('2026-02-30');
  });
});

describe('normalizeDateInput', () => {
  it('keeps an ISO date', () => {
    expect(normalizeDateInput('1990-05-15')).toBe('1990-05-15');
  });

  it('converts DD/MM/YYYY to ISO', () => {
    expect(normalizeDateInput('15/05/1990')).toBe('1990-05-15');
    expect(normalizeDateInput(' 5/1/1990 ')).toBe('1990-01-05');
    expect(normalizeDateInput('29/02/2000')).toBe('2000-02-29');
  });

  it('refuses dates that do not exist', () => {
    expect(normalizeDateInput('31/02/1990')).toBeNull();
    expect(normalizeDateInput('1990-02-31')).toBeNull();
    expect(normalizeDateInput('29/02/1900')).toBeNull();
    expect(normalizeDateInput('00/01/1990')).toBeNull();
    expect(normalizeDateInput('15/13/1990')).toBeNull();
  });

  it('refuses other formats', () => {
    for (const bad of ['', 'abc', '1990/05/15', '15-05-1990', '15/05/90', '1990-5-15', '1990-05-15T00:00:00Z']) {
      expect(normalizeDateInput(bad), bad).toBeNull();
    }
  });
});

describe('ageOn', () => {
  it('counts full years by birthday', () => {
    expect(ageOn('1990-05-15', '2026-05-14')).toBe(35);
    expect(ageOn('1990-05-15', '2026-05-15')).toBe(36);
    expect(ageOn('2026-11-23', '2026-11-23')).toBe(0);
  });

  it('makes a 29 February baby a year older on 1 March in non-leap years', () => {
    expect(ageOn('2000-02-29', '2021-02-28')).toBe(20);
    expect(ageOn('2000-02-29', '2021-03-01')).toBe(21);
    expect(ageOn('2000-02-29', '2024-02-28')).toBe(23);
    expect(ageOn('2000-02-29', '2024-02-29')).toBe(24);
  });

  it('refuses a date that does not exist', () => {
    expect(() => ageOn('1990-02-30', '2026-11-23')).toThrow(RangeError);
  });
});

describe('date-picker range', () => {
  it('ends on 31 December of 21 years ago', () => {
    expect(MINIMUM_AGE).toBe(21);
    expect(latestBirthDateForAge('2026-11-23')).toBe('2005-12-31');
    expect(latestBirthDateForAge('2026-01-01')).toBe('2005-12-31');
  });

  it('starts on the same day 100 years ago', () => {
    expect(earliestBirthDate('2026-11-23')).toBe('1926-11-23');
    expect(earliestBirthDate('2024-02-29')).toBe('1924-02-29');
    // 1900 was not a leap year.
    expect(earliestBirthDate('2000-02-29')).toBe('1900-02-28');
  });
});

describe('formatSingaporeDateTime: the one Singapore date/time formatter', () => {
  it("shows an instant in Singapore time, across midnight UTC, in the customers' style", () => {
    expect(formatSingaporeDateTime('2026-11-22T17:30:00.000Z')).toBe('Mon, 23 Nov 2026, 1:30 AM');
    expect(formatSingaporeDateTime('2026-11-23T16:30:00Z')).toBe('Tue, 24 Nov 2026, 12:30 AM');
    expect(formatSingaporeDateTime(new Date('2026-11-21T02:00:00Z'))).toBe('Sat, 21 Nov 2026, 10:00 AM');
  });

  it("shows the admin tables' numeric style", () => {
    expect(formatSingaporeDateTime('2026-11-21T02:05:00.000Z', 'numeric')).toBe('21/11/2026, 10:05 AM');
    expect(formatSingaporeDateTime('2026-11-21T17:30:00Z', 'numeric')).toBe('22/11/2026, 1:30 AM');
    expect(formatSingaporeDateTime('2026-12-31T16:30:00Z', 'numericDate')).toBe('01/01/2027');
  });

  it('returns an unreadable text as given', () => {
    expect(formatSingaporeDateTime('not a date')).toBe('not a date');
    expect(formatSingaporeDateTime('not a date', 'numeric')).toBe('not a date');
  });
});
