import { notFound } from './app-error.ts';

/**
 * The row a use case looked up, or the 404 that a missing resource, or another organisation's,
 * answers (the two are not told apart: ids of other tenants are not revealed).
 */
export function orNotFound<T>(row: T | null | undefined): T {
  if (row === null || row === undefined) throw notFound();
  return row;
}
