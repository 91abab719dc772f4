import type { FieldErrors } from '@backoffice/shared';

/** What a request is told when a text holds a NUL character (PostgreSQL text cannot store it). */
export const NUL_MESSAGE = 'The text must not contain a NUL character.';

/**
 * Every field of `value` (objects and arrays at any depth, keys too) whose text holds a NUL, as
 * field errors keyed by dotted path (`shipping_times.0.code`), in the product's 422 shape.
 */
export function nulFieldErrors(value: unknown, path: string[] = [], errors: FieldErrors = {}): FieldErrors {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) errors[path.join('.') || '_'] = [NUL_MESSAGE];
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      nulFieldErrors(item, [...path, String(index)], errors);
    });
  } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000'))
        errors[[...path, key.replaceAll('\u0000', '\\0')].join('.')] = [NUL_MESSAGE];
      else nulFieldErrors(item, [...path, key], errors);
    }
  }
  return errors;
}
