import type { ErrorResponse, FieldErrors } from '@backoffice/shared';

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

/**
 * The error shape (`errorResponseSchema` in the shared package), read leniently: a proxy's JSON,
 * or a body from before codes, has no code. By hand rather than through the schema, which would
 * bring zod (about 25 KB gzipped) into the bundle every page loads first (issue 8, defect 2).
 */
function readErrorBody(body: unknown): Partial<ErrorResponse> {
  if (typeof body !== 'object' || body === null) return {};
  const { message, errors, code } = body as Record<string, unknown>;
  if (typeof message !== 'string') return {};
  return { message, errors: fieldErrorsOf(errors), code: typeof code === 'string' ? code : undefined };
}

function fieldErrorsOf(value: unknown): FieldErrors | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  const valid = entries.every(
    ([, messages]) => Array.isArray(messages) && messages.every((message) => typeof message === 'string'),
  );
  return valid ? (Object.fromEntries(entries) as FieldErrors) : undefined;
}

/**
 * Builds the ApiError for a failed response. The body should be `{message, errors?, code}`, but a
 * proxy or a crashed server may send HTML or nothing, so anything else falls back to a message by
 * status.
 */
export function toApiError(status: number, body: unknown, statusText = ''): ApiError {
  const fromBody = readErrorBody(body);
  const message =
    fromBody.message ||
    FALLBACK_MESSAGES[status] ||
    statusText ||
    (status >= 500 ? 'Server Error' : 'Request failed');
  return new ApiError({ status, message, errors: fromBody.errors ?? {}, code: fromBody.code });
}
