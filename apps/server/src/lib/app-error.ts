import { ERROR_MESSAGES, type FieldErrors, validationSummary } from '@backoffice/shared';

/**
 * The one error type use cases throw. The error handler turns it into the spec's
 * `{message, errors}` body with `status`; `code` is stable for logs and tests.
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
}

export const unauthenticated = () => new AppError(401, 'unauthenticated', ERROR_MESSAGES.unauthenticated);
export const forbidden = (message: string = ERROR_MESSAGES.forbidden) =>
  new AppError(403, 'forbidden', message);
export const notFound = (message: string = ERROR_MESSAGES.notFound) =>
  new AppError(404, 'not_found', message);
export const csrfMismatch = () => new AppError(419, 'csrf_mismatch', ERROR_MESSAGES.csrfMismatch);

/** 422 for one or more fields, with Laravel's summary as the message. */
export function validationFailed(errors: FieldErrors): AppError {
  return new AppError(422, 'validation_failed', validationSummary(errors), errors);
}

export function tooManyRequests(retryAfterSeconds: number, message?: string): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(
    429,
    'too_many_requests',
    message ?? `Too many attempts. Please try again in ${seconds} seconds.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}
