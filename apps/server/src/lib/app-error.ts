import { ERROR_CODES, ERROR_MESSAGES, type FieldErrors, validationSummary } from '@backoffice/shared';

/**
 * The one error type use cases throw. The error handler (plugins/errors.ts) turns it into the
 * spec's `{message, errors}` body with `status`, plus `code`: stable, for programs, logs and
 * tests. Modules declare theirs once, as factories in `<module>.errors.ts`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** The response body: `{message, errors?, code}`. */
  toBody(): { message: string; errors?: FieldErrors; code: string } {
    return this.errors
      ? { message: this.message, errors: this.errors, code: this.code }
      : { message: this.message, code: this.code };
  }
}

export const unauthenticated = () =>
  new AppError(401, ERROR_CODES.unauthenticated, ERROR_MESSAGES.unauthenticated);
export const forbidden = (message: string = ERROR_MESSAGES.forbidden, code: string = ERROR_CODES.forbidden) =>
  new AppError(403, code, message);
export const notFound = (message: string = ERROR_MESSAGES.notFound) =>
  new AppError(404, ERROR_CODES.notFound, message);
export const csrfMismatch = () => new AppError(419, ERROR_CODES.csrfMismatch, ERROR_MESSAGES.csrfMismatch);
export const recordGone = () =>
  new AppError(422, ERROR_CODES.recordGone, ERROR_MESSAGES.recordGone, { _: [ERROR_MESSAGES.recordGone] });

/**
 * 422 with one cause, on one field: the building block of module errors, e.g.
 * `fieldError('skus.sku_id_taken', 'sku_id', FIELD_MESSAGES.taken('sku id'))`.
 */
export function fieldError(code: string, field: string, message: string): AppError {
  return new AppError(422, code, message, { [field]: [message] });
}

/**
 * 422 for several fields at once, with Laravel's summary as the message. A single module error
 * keeps its own code; several together are `validation_failed`.
 */
export function validationFailed(errors: FieldErrors): AppError {
  return new AppError(422, ERROR_CODES.validationFailed, validationSummary(errors), errors);
}

/**
 * Collects the field errors of one request so they are answered together (as Laravel does):
 * `add` takes module errors, `throwIfAny` throws the one error as is, or all of them as
 * `validation_failed`.
 */
export class FieldErrorBag {
  private readonly collected: AppError[] = [];

  add(error: AppError): void {
    this.collected.push(error);
  }

  get isEmpty(): boolean {
    return this.collected.length === 0;
  }

  throwIfAny(): void {
    const [first, ...rest] = this.collected;
    if (!first) return;
    if (rest.length === 0) throw first;
    const errors: FieldErrors = {};
    for (const error of this.collected)
      for (const [field, messages] of Object.entries(error.errors ?? {}))
        errors[field] = [...(errors[field] ?? []), ...messages];
    throw validationFailed(errors);
  }
}

export function tooManyRequests(retryAfterSeconds: number, message?: string): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(
    429,
    ERROR_CODES.tooManyRequests,
    message ?? `Too many attempts. Please try again in ${seconds} seconds.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}
