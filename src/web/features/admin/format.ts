import { format } from 'date-fns';
import { isoDateToLocalDate } from '@/components/ui/date-picker';

const SINGAPORE_DATE_TIME = new Intl.DateTimeFormat('en-SG', {
  timeZone: 'Asia/Singapore',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const SINGAPORE_DATE = new Intl.DateTimeFormat('en-SG', {
  timeZone: 'Asia/Singapore',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

function parts(formatter: Intl.DateTimeFormat, date: Date): Record<string, string> {
  return Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
}

/** An ISO timestamp as Singapore time, 'DD/MM/YYYY, h:mm AM' (DESIGN §4 Time); unreadable: as given. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const p = parts(SINGAPORE_DATE_TIME, date);
  return `${p.day}/${p.month}/${p.year}, ${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toUpperCase()}`;
}

/** An ISO timestamp's Singapore calendar day, 'DD/MM/YYYY'. */
export function formatTimestampDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const p = parts(SINGAPORE_DATE, date);
  return `${p.day}/${p.month}/${p.year}`;
}

/** Spec 001 §2 Holidays: 'yyyy-MM-dd' as 'MMMM d, yyyy' ('January 1, 2027'). */
export function formatLongDate(isoDate: string): string {
  const date = isoDateToLocalDate(isoDate);
  return date ? format(date, 'MMMM d, yyyy') : isoDate;
}

/** A status as the orders filter names it (spec 001 §2: 'Pending_payment'): its first letter capitalised. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
