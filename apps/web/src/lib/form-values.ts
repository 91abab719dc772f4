import { z } from 'zod';

/**
 * The shared request fields coerce, so their input type is `unknown`, which zod's `pipe` typing
 * refuses as a target although the pipe runs fine. This states what the form hands them.
 */
export function withInput<I, T extends z.ZodType>(field: T): z.ZodType<z.output<T>, I> {
  return field as unknown as z.ZodType<z.output<T>, I>;
}

/**
 * Form controls hold strings: a select's "none" is '' and an untouched text box is ''. The shared
 * request schemas say null for "none", so form schemas wrap the shared field with this: a blank
 * value becomes null before the shared rule runs (and is not coerced to 0).
 */
export function blankAsNull<T extends z.ZodType>(field: T) {
  return z
    .string()
    .transform((value) => (value.trim() === '' ? null : value))
    .pipe(withInput<string | null, T>(field));
}

/** A nullable value as a form input's text ('' for none). */
export function asInput(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A select's value for an optional id: '' when there is none. */
export function selectValue(id: number | null | undefined): string {
  return asInput(id);
}
