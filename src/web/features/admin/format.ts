import { formatSingaporeDateTime } from '@domain/shared/dates';
import { format } from 'date-fns';
import { isoDateToLocalDate } from '@/components/ui/date-picker';

/** An ISO timestamp as Singapore time, 'DD/MM/YYYY, h:mm AM' (DESIGN §4 Time); unreadable: as given. */
export const formatTimestamp = (iso: string) => formatSingaporeDateTime(iso, 'numeric');

/** An ISO timestamp's Singapore calendar day, 'DD/MM/YYYY'. */
export const formatTimestampDate = (iso: string) => formatSingaporeDateTime(iso, 'numericDate');

/** Spec 001 §2 Holidays: 'yyyy-MM-dd' as 'MMMM d, yyyy' ('January 1, 2027'). */
export function formatLongDate(isoDate: string): string {
  const date = isoDateToLocalDate(isoDate);
  return date ? format(date, 'MMMM d, yyyy') : isoDate;
}

/** A status as the orders filter names it (spec 001 §2: 'Pending_payment'): its first letter capitalised. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
