import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api';

/**
 * Where a refusal of an admin form goes: a 400's messages at the fields they name (the server's
 * `errors[].path`, e.g. 'username'), and a refusal of a whole field (a 409's "username taken") at
 * that field; whatever names no field of the form is left for a toast.
 */
export function refusalAtFields<F extends string>(
  error: unknown,
  fields: readonly F[],
  conflictField?: F,
): { fields: Partial<Record<F, string>>; unplaced: boolean } {
  const placed: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError)) return { fields: placed, unplaced: true };
  if (error.status === 409 && conflictField) {
    placed[conflictField] = error.message;
    return { fields: placed, unplaced: false };
  }
  if (error.status !== 400) return { fields: placed, unplaced: true };
  let unplaced = false;
  for (const issue of error.body?.errors ?? []) {
    const field = fields.find((name) => name === issue.path);
    if (field && !placed[field]) placed[field] = issue.message;
    else if (!field) unplaced = true;
  }
  return { fields: placed, unplaced: unplaced || Object.keys(placed).length === 0 };
}

/**
 * Shows a refusal on the form: each message at its field (the first one focused). Answers whether
 * something named no field, for the caller's toast.
 */
export function placeRefusal<T extends FieldValues, F extends Path<T>>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly F[],
  conflictField?: F,
): boolean {
  const refusal = refusalAtFields(error, fields, conflictField);
  for (const field of fields) {
    const message = refusal.fields[field];
    if (message) setError(field, { type: 'server', message }, { shouldFocus: true });
  }
  return refusal.unplaced;
}
