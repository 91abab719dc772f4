import { type ErrorResponse, errorResponseSchema, type FieldErrors } from '@backoffice/shared';

/**
 * The product's own error object (spec section 7): every failed call rejects with one of these.
 * `code` is the body's stable code (`validation_failed`, `skus.sku_id_taken`, …) for code that
 * must tell errors apart; people read `message`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  readonly code: string | undefined;

  constructor({
    status,
    message,
    errors = {},
    code,
  }: {
    status: number;
    message: string;
    errors?: FieldErrors;
    code?: string;
  }) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for the 401 the server sends when there is no session ({message: 'Unauthenticated.'}). */
export function isUnauthenticated(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

const FALLBACK_MESSAGES: Record<number, string> = {
  401: 'Unauthenticated.',
  403: 'This action is unauthorized.',
  404: 'Not Found.',
  419: 'Your session has expired. Please reload the page.',
  422: 'The given data was invalid.',
  429: 'Too Many Attempts.',
};

/** The error shape, read leniently: a proxy's JSON, or a body from before codes, has no code. */
const lenientErrorSchema = errorResponseSchema.partial({ code: true });

/**
 * Builds the ApiError for a failed response. The body should be `{message, errors?, code}`, but a
 * proxy or a crashed server may send HTML or nothing, so anything else falls back to a message by
 * status.
 */
export function toApiError(status: number, body: unknown, statusText = ''): ApiError {
  const parsed = lenientErrorSchema.safeParse(body);
  const fromBody: Partial<ErrorResponse> = parsed.success ? parsed.data : {};
  const message =
    fromBody.message ||
    FALLBACK_MESSAGES[status] ||
    statusText ||
    (status >= 500 ? 'Server Error' : 'Request failed');
  return new ApiError({ status, message, errors: fromBody.errors ?? {}, code: fromBody.code });
}
