import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error.ts';

/**
 * Sorts the server's 422 errors onto a form's fields. Keys like "email.0" (one entry of a list)
 * belong to the field "email"; keys no field owns are returned so the form can show them at the top.
 * A field's messages are joined with ', ' (spec section 5).
 */
export function mapServerErrors(
  errors: Record<string, string[]>,
  fields: readonly string[],
): { byField: Record<string, string>; unmatched: string[] } {
  const collected: Record<string, string[]> = {};
  const unmatched: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const field = fields.find((name) => key === name || key.startsWith(`${name}.`));
    if (field) collected[field] = [...(collected[field] ?? []), ...messages];
    else unmatched.push(...messages);
  }
  const byField: Record<string, string> = {};
  for (const [field, messages] of Object.entries(collected))
    byField[field] = [...new Set(messages)].join(', ');
  return { byField, unmatched };
}

/** Puts a failed request's validation errors on the form; returns whether there were any. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || error.status !== 422) return false;
  const { byField, unmatched } = mapServerErrors(error.errors, fields);
  for (const field of fields) {
    const message = byField[field];
    if (message) setError(field, { type: 'server', message });
  }
  if (unmatched.length > 0) setError('root.server', { type: 'server', message: unmatched.join(', ') });
  return true;
}
