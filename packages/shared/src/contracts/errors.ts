import { z } from 'zod';

/**
 * The product's one error shape (spec section 3 "Error object", section 8), plus a stable `code`
 * (`not_found`, `validation_failed`, `skus.sku_id_taken`, …) for programs and logs; people read
 * `message`.
 */
export const errorResponseSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    code: z.string(),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
export type FieldErrors = Record<string, string[]>;

/** Turns zod issues into `{field: [messages]}`, nested paths joined with dots as Laravel does. */
export function fieldErrorsFromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    const list = errors[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[key] = list;
  }
  return errors;
}

/** Laravel's summary message: the first error, plus how many more there are. */
export function validationSummary(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const rest = messages.length - 1;
  if (rest <= 0) return first;
  return `${first} (and ${rest} more error${rest === 1 ? '' : 's'})`;
}

/** The generic codes; module errors add `<module>.<reason>` codes of their own. */
export const ERROR_CODES = {
  unauthenticated: 'unauthenticated',
  csrfMismatch: 'csrf_mismatch',
  forbidden: 'forbidden',
  notFound: 'not_found',
  validationFailed: 'validation_failed',
  importInvalid: 'import_invalid',
  recordGone: 'record_gone',
  badRequest: 'bad_request',
  tooLarge: 'too_large',
  unsupportedMediaType: 'unsupported_media_type',
  tooManyRequests: 'too_many_requests',
  serverError: 'server_error',
} as const;

/**
 * Field messages in Laravel's words, each written once. `attribute` is the field as people say
 * it ("sku id", "name").
 */
export const FIELD_MESSAGES = {
  taken: (attribute: string) => `The ${attribute} has already been taken.`,
  invalidSelection: (attribute: string) => `The selected ${attribute} is invalid.`,
  invalidSelections: (attribute: string) => `The selected ${attribute} are invalid.`,
} as const;

export const ERROR_MESSAGES = {
  unauthenticated: 'Unauthenticated.',
  csrfMismatch: 'CSRF token mismatch.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not Found.',
  tooManyRequests: 'Too Many Attempts.',
  serverError: 'Server Error',
  recordGone: 'Something this change refers to was deleted meanwhile. Reload and try again.',
} as const;
