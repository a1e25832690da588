import { normalizeDateInput, toDisplayDate } from '@domain/shared/dates';

/**
 * Inserts the slashes of DD/MM/YYYY while someone types forward, so a phone's number pad (which
 * has no '/') is enough. Deleting, pasting an ISO date or typing the slashes oneself are left alone.
 */
export function autoFormatDateTyping(next: string, previous: string): string {
  if (next.length <= previous.length) return next;
  if (/^\d{8}$/.test(next)) return `${next.slice(0, 2)}/${next.slice(2, 4)}/${next.slice(4)}`;
  if (/^\d{2}$/.test(next) || /^\d{2}\/\d{2}$/.test(next)) return `${next}/`;
  // A slash typed right after an inserted one.
  return next.replace(/\/\/+/g, '/');
}

/** On leaving the field: any accepted form (1/5/1990, 1990-05-15) is shown as DD/MM/YYYY. */
export function displayDateOnBlur(value: string): string {
  const iso = normalizeDateInput(value);
  return iso ? toDisplayDate(iso) : value;
}
