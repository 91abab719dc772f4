import type { FieldErrors } from '@backoffice/shared';

/** What a request is told when a text holds a NUL character (PostgreSQL text cannot store it). */
export const NUL_MESSAGE = 'The text must not contain a NUL character.';
/** No request of the product nests deeper than a few levels; a body nested this deep is refused. */
export const MAX_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request is nested more than ${MAX_DEPTH} levels deep.`;

/**
 * Every field of `value` (objects and arrays at any depth, keys too) whose text holds a NUL, as
 * field errors keyed by dotted path (`shipping_times.0.code`), in the product's 422 shape. Walked
 * without recursion; a value nested deeper than MAX_DEPTH is reported on `_` instead.
 */
export function nulFieldErrors(value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) errors[path.join('.') || '_'] = [NUL_MESSAGE];
      continue;
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    if (path.length >= MAX_DEPTH) {
      errors._ = [TOO_DEEP_MESSAGE];
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (key.includes('\u0000'))
        errors[[...path, key.replaceAll('\u0000', '\\0')].join('.')] = [NUL_MESSAGE];
      else pending.push({ value: item, path: [...path, key] });
    }
  }
  return errors;
}
