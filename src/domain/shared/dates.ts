import { format, isExists } from 'date-fns';
import { type Language, LOCALE_TAGS } from './language';

// Calendar dates travel as 'yyyy-MM-dd' strings and are always Singapore dates;
// they become instants only through SINGAPORE_TZ, never through the host's zone.

export const SINGAPORE_TZ = 'Asia/Singapore';
export const MINIMUM_AGE = 21;
/** The date picker starts this many years back. */
export const BIRTH_DATE_RANGE_YEARS = 100;

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE_PATTERN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function toIso({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Splits a real calendar date 'yyyy-MM-dd'; null for anything else (e.g. 1990-02-31). */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return isExists(year, month - 1, day) ? { year, month, day } : null;
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

function requireIsoDate(value: string): CalendarDate {
  const parsed = parseIsoDate(value);
  if (!parsed) throw new RangeError(`Not a calendar date (yyyy-MM-dd): "${value}"`);
  return parsed;
}

// Singapore has kept UTC+8, without daylight saving, since 1982: the dates this product deals
// with (appointments, today) convert with a fixed offset, which is exact and far cheaper than a
// time-zone database look-up on every slot of every listing.
const SINGAPORE_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A civil date as a UTC midnight instant, for calendar arithmetic only. */
function civilUtc(isoDate: string): Date {
  const { year, month, day } = requireIsoDate(isoDate);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

function civilIso(date: Date): string {
  return toIso({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

/** Today's date in Singapore, 'yyyy-MM-dd'. */
export function todayInSingapore(now: Date = new Date()): string {
  return civilIso(new Date(now.getTime() + SINGAPORE_OFFSET_MS));
}

/** The instant a Singapore wall-clock date and time 'HH:mm' begins. */
export function singaporeDateTime(isoDate: string, time: string): Date {
  const match = TIME_PATTERN.exec(time);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) throw new RangeError(`Not a time (HH:mm): "${time}"`);
  return new Date(civilUtc(isoDate).getTime() + (hours * 60 + minutes) * 60_000 - SINGAPORE_OFFSET_MS);
}

export function addDaysToIsoDate(isoDate: string, days: number): string {
  return civilIso(new Date(civilUtc(isoDate).getTime() + days * DAY_MS));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOfIsoDate(isoDate: string): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  return civilUtc(isoDate).getUTCDay() as 0 | 1 | 2 | 3 | 4 | 5 | 6;
}

// Intl's formats per language and style, made on first use (building one costs a phone 100-200 ms).
const intlFormats = new Map<string, Intl.DateTimeFormat>();
function intlFormat(language: Language, style: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${style}`;
  let formatter = intlFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE_TAGS[language], { ...options, timeZone: 'UTC' });
    intlFormats.set(key, formatter);
  }
  return formatter;
}

/**
 * 'Mon, 23 Nov 2026' ('2026年11月23日周一', 'Isn, 23 Nov 2026', 'திங்., 23 நவ., 2026' in the other
 * languages, by Intl); anything that is not a calendar date is returned unchanged.
 */
export function formatDateLabel(isoDate: string, language: Language = 'en'): string {
  const parsed = parseIsoDate(isoDate);
  if (!parsed) return isoDate;
  if (language !== 'en') {
    return intlFormat(language, 'date', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(
      civilUtc(isoDate),
    );
  }
  return `${WEEKDAY_NAMES[weekdayOfIsoDate(isoDate)]}, ${parsed.day} ${MONTH_NAMES[parsed.month - 1]} ${parsed.year}`;
}

const FULL_MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'November 2026' for a 'yyyy-MM-dd' date (its month); anything else is returned unchanged. */
export function formatMonthLabel(isoDate: string, language: Language = 'en'): string {
  const parsed = parseIsoDate(isoDate);
  if (parsed && language !== 'en') {
    return intlFormat(language, 'month', { month: 'long', year: 'numeric' }).format(civilUtc(isoDate));
  }
  return parsed ? `${FULL_MONTH_NAMES[parsed.month - 1]} ${parsed.year}` : isoDate;
}

/** '09:00' → '9:00 AM', '13:30' → '1:30 PM' (seconds, as PostgreSQL prints them, are ignored). */
export function formatTimeLabel(time: string, language: Language = 'en'): string {
  const match = TIME_PATTERN.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return time;
  if (language !== 'en') {
    return intlFormat(language, 'time', { hour: 'numeric', minute: '2-digit' }).format(
      new Date(Date.UTC(2000, 0, 1, hours, minutes)),
    );
  }
  return format(new Date(2000, 0, 1, hours, minutes), 'h:mm a');
}

/** 'yyyy-MM-dd' → 'DD/MM/YYYY'; anything that is not a calendar date is returned unchanged. */
export function toDisplayDate(isoDate: string): string {
  const parsed = parseIsoDate(isoDate);
  if (!parsed) return isoDate;
  const iso = toIso(parsed);
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** Accepts 'YYYY-MM-DD' (kept) or 'DD/MM/YYYY' (converted); null unless it is a real calendar date. */
export function normalizeDateInput(input: string): string | null {
  const value = input.trim();
  if (ISO_DATE_PATTERN.test(value)) return isIsoDate(value) ? value : null;
  const match = DISPLAY_DATE_PATTERN.exec(value);
  if (!match) return null;
  const date = { year: Number(match[3]), month: Number(match[2]), day: Number(match[1]) };
  return isExists(date.year, date.month - 1, date.day) ? toIso(date) : null;
}

/**
 * Completed years on `today`, counted by birthday. A 29 February birthday is reached
 * on 1 March in non-leap years (28 February still comes before it).
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const birth = requireIsoDate(dateOfBirth);
  const now = requireIsoDate(today);
  const birthdayPassed = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (birthdayPassed ? 0 : 1);
}

/** Date-picker maximum: 31 December of the year MINIMUM_AGE years ago (the exact age is checked on submit). */
export function latestBirthDateForAge(today: string): string {
  const { year } = requireIsoDate(today);
  return toIso({ year: year - MINIMUM_AGE, month: 12, day: 31 });
}

/** Date-picker minimum: the same day 100 years ago (29 February falls back to 28 February). */
export function earliestBirthDate(today: string): string {
  const { year, month, day } = requireIsoDate(today);
  const target = { year: year - BIRTH_DATE_RANGE_YEARS, month, day };
  return isExists(target.year, month - 1, day) ? toIso(target) : toIso({ ...target, day: day - 1 });
}

// One Singapore date/time formatter for every instant the product shows (pages, emails, PDFs, the
// admin tables), on the same fixed UTC+8 offset as the rest of this file.

/** The Singapore wall clock of an instant: its date 'yyyy-MM-dd' and time 'HH:mm'. */
export function singaporeWallClock(instant: Date): { date: string; time: string } {
  const local = new Date(instant.getTime() + SINGAPORE_OFFSET_MS);
  const time = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
  return { date: civilIso(local), time };
}

/** An instant (or ISO string) as read, or null when it is not one. */
function readInstant(instant: Date | string): Date | null {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * An instant as Singapore's date and time, in one of two styles: `long` for customers
 * ('Sat, 21 Nov 2026, 10:00 AM'), `numeric` for the admin tables ('21/11/2026, 10:00 AM', DESIGN §4
 * Time), `numericDate` for the date alone ('21/11/2026'). An unreadable ISO string is shown as given.
 */
export function formatSingaporeDateTime(
  instant: Date | string,
  style: 'long' | 'numeric' | 'numericDate' = 'long',
  language: Language = 'en',
): string {
  const date = readInstant(instant);
  if (!date) return String(instant);
  const wall = singaporeWallClock(date);
  if (style === 'long') return `${formatDateLabel(wall.date, language)}, ${formatTimeLabel(wall.time, language)}`;
  const numericDate = toDisplayDate(wall.date);
  return style === 'numericDate' ? numericDate : `${numericDate}, ${formatTimeLabel(wall.time)}`;
}
