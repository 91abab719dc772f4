/**
 * SP-API's error envelope, `{errors: [{code, message, details}]}`, the same for every API
 * (`ErrorList` in each of Amazon's models). Handlers throw SpApiError; the dispatcher turns it
 * into the answer.
 */
export interface ErrorBody {
  errors: Array<{ code: string; message: string; details?: string }>;
}

export class SpApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: string,
  ) {
    super(message);
  }

  body(): ErrorBody {
    return errorBody(this.code, this.message, this.details);
  }
}

export function errorBody(code: string, message: string, details?: string): ErrorBody {
  return { errors: [{ code, message, ...(details === undefined ? {} : { details }) }] };
}

export function invalidInput(message: string, details?: string): SpApiError {
  return new SpApiError(400, 'InvalidInput', message, details);
}

export function notFound(message: string): SpApiError {
  return new SpApiError(404, 'NotFound', message);
}

export const UNAUTHORIZED_MESSAGE = 'Access to requested resource is denied.';

/** The `details` Amazon gives with a 403 Unauthorized, by cause. */
export const UNAUTHORIZED_DETAILS = {
  missing: 'Access token is missing in the request header.',
  invalid: 'The access token you provided is revoked, malformed or invalid.',
  expired: 'The access token you provided has expired.',
  /** A valid token of a seller authorised elsewhere, or a grantless one. */
  denied: '',
} as const;

export const QUOTA_EXCEEDED = errorBody(
  'QuotaExceeded',
  'You exceeded your quota for the requested resource.',
  '',
);
