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

/**
 * Server field names a form names differently, e.g. `{ product_id: 'product' }` where the form
 * holds the picked product rather than its id.
 */
export type ServerFieldAliases<T extends FieldValues> = Partial<Record<string, Path<T>>>;

function renameFields(errors: Record<string, string[]>, aliases: Partial<Record<string, string>>) {
  const renamed: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const name = aliases[key] ?? key;
    renamed[name] = [...(renamed[name] ?? []), ...messages];
  }
  return renamed;
}

/** Puts a failed request's validation errors on the form; returns whether there were any. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  aliases: ServerFieldAliases<T> = {},
): boolean {
  if (!isApiError(error) || error.status !== 422) return false;
  const { byField, unmatched } = mapServerErrors(renameFields(error.errors, aliases), fields);
  for (const field of fields) {
    const message = byField[field];
    if (message) setError(field, { type: 'server', message });
  }
  if (unmatched.length > 0) setError('root.server', { type: 'server', message: unmatched.join(', ') });
  return true;
}

/**
 * A form's side of `onSubmit` from its page: runs it, and a 422 it rejects with lands on the form's
 * fields (other failures were already toasted by the query client). Anything that is no API error
 * is a bug and is thrown on. Resolves whether it was saved: `false` tells `useGuardedForm` that
 * the changes are still not saved, whatever the failure.
 */
export async function submitShowingServerErrors<T extends FieldValues>(
  submit: () => Promise<unknown>,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  aliases: ServerFieldAliases<T> = {},
): Promise<boolean> {
  try {
    await submit();
    return true;
  } catch (error) {
    if (!isApiError(error)) throw error;
    applyServerErrors(error, setError, fields, aliases);
    return false;
  }
}
