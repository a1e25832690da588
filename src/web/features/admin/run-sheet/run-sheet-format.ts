import { formatCurrency } from '@domain/money';
import type { RunSheetQuery, RunSheetVisit } from '@domain/run-sheet-schemas';
import { runSheetQuerySchema } from '@domain/run-sheet-schemas';

/** The sheet the address asks for (?region=central&date=2026-11-23); null until both are valid. */
export function runSheetQueryFrom(search: URLSearchParams): RunSheetQuery | null {
  const result = runSheetQuerySchema.safeParse({ region: search.get('region'), date: search.get('date') });
  return result.success ? result.data : null;
}

/** The form's values checked: the query, or the messages of the missing ones ('Please select a region'). */
export function parseRunSheetForm(values: {
  region: string;
  date: string;
}): { ok: true; query: RunSheetQuery } | { ok: false; errors: Partial<Record<'region' | 'date', string>> } {
  const result = runSheetQuerySchema.safeParse(values);
  if (result.success) return { ok: true, query: result.data };
  const errors: Partial<Record<'region' | 'date', string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === 'date' ? 'date' : 'region';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** '1 Orchard Road, #05-12, Singapore 238801', leaving out what the booking does not have. */
export function visitAddress(visit: Pick<RunSheetVisit, 'address' | 'unitNumber' | 'postalCode'>): string {
  return [visit.address, visit.unitNumber, visit.postalCode ? `Singapore ${visit.postalCode}` : null]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}

/** '1 person' / '3 persons'. */
export const householdText = (count: number) => `${count} ${count === 1 ? 'person' : 'persons'}`;

/** What the nurse collects: '—' when nothing is due, else the amount ('$118.00'). */
export const amountDueText = (amount: string) => (Number(amount) > 0 ? formatCurrency(amount) : '—');

/** 'Mei Tan (Comprehensive)', the main person first. */
export function personLines(visit: Pick<RunSheetVisit, 'persons'>): string[] {
  return visit.persons.map((person) => `${person.firstName} ${person.lastName} (${person.packageName})`);
}
