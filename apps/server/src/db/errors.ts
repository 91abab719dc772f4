import type { AppError } from '../lib/app-error.ts';

/** Whether PostgreSQL raised this SQLSTATE, whichever driver (pg puts `code` on the error or its cause). */
function hasSqlState(error: unknown, state: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === state) return true;
  }
  return false;
}

/** unique_violation */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505');
}

/**
 * PostgreSQL's foreign_key_violation: a row this write points at was deleted by a concurrent
 * request between our check and our write.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, '23503');
}

/**
 * Runs a write guarded by a unique index and answers its firing (two requests racing past the
 * check before it) with `conflict()`: the same module error the check itself gives.
 */
export async function uniqueOr<T>(conflict: () => AppError, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

/**
 * Runs a delete that documents may still point at (a transfer's or purchase order's warehouse or
 * SKU, by foreign keys without ON DELETE) and answers the refusal with `inUse()`, the deleted
 * module's own error, without that module having to know every kind of document.
 */
export async function referencedOr<T>(inUse: () => AppError, remove: () => Promise<T>): Promise<T> {
  try {
    return await remove();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw inUse();
    throw error;
  }
}
