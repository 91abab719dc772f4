/** One entry of Amazon's error envelope `{"errors":[{code, message, details}]}` (every SP-API). */
export interface AmazonErrorEntry {
  code: string;
  message: string;
  details?: string;
}

/**
 * A call to Amazon that did not give what was asked. `operation` is Amazon's operation id
 * (`getReport`) or the LWA step; `status` is null when no HTTP answer came at all.
 */
export class AmazonApiError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number | null,
    readonly errors: AmazonErrorEntry[],
    message: string,
    readonly requestId: string | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/**
 * Login with Amazon refused the grant (`invalid_grant`: the seller revoked the app, the code was
 * used or expired; `invalid_client`: the app's own credentials are wrong). Retrying cannot help:
 * for `invalid_grant` the seller must connect the account again.
 */
export class AmazonAuthorizationError extends AmazonApiError {
  constructor(
    operation: string,
    status: number,
    /** LWA's `error`, e.g. invalid_grant. */
    readonly lwaError: string,
    description: string,
  ) {
    super(
      operation,
      status,
      [{ code: lwaError, message: description }],
      `${operation}: Login with Amazon refused (${lwaError}) ${description}`.trim(),
    );
  }

  /** The seller's grant is gone: only connecting again can fix it. */
  get sellerMustReconnect(): boolean {
    return this.lwaError === 'invalid_grant';
  }
}

/** A 403 other than an expired access token: the app lacks the role, or the seller's grant does not cover it. */
export class AmazonAccessDeniedError extends AmazonApiError {}

/**
 * Amazon kept answering 429 (or 5xx, or not at all) through every attempt: the work should be
 * retried later. `retryAfterMs` is Amazon's own wait when it said one.
 */
export class AmazonThrottledError extends AmazonApiError {
  constructor(
    operation: string,
    status: number | null,
    errors: AmazonErrorEntry[],
    readonly attempts: number,
    readonly retryAfterMs: number | null,
    requestId: string | null,
    options?: { cause?: unknown },
  ) {
    super(
      operation,
      status,
      errors,
      `${operation}: Amazon ${status === 429 ? 'throttled' : 'failed'} ${attempts} attempt(s)` +
        (status === null ? '' : ` (last HTTP ${status})`),
      requestId,
      options,
    );
  }
}

/**
 * The seller's bucket for the operation is empty (counted here, or Amazon answered 429) and its
 * next token is further off than a worker should wait (README.md, "Usage plans"): nothing was
 * sent, or Amazon refused it. `retryAfterMs` is when a token will be there; `deferForMs` says the
 * same to the job queue, which runs the job that made the call again then, without counting a
 * failed attempt (JobQueue, `deferralOf`).
 */
export class AmazonRateLimitedError extends AmazonThrottledError {
  readonly deferForMs: number;

  constructor(
    operation: string,
    /** 429 when Amazon refused the last attempt; null when the limiter kept the request back. */
    status: number | null,
    errors: AmazonErrorEntry[],
    attempts: number,
    waitMs: number,
    requestId: string | null,
  ) {
    super(operation, status, errors, attempts, waitMs, requestId);
    this.deferForMs = waitMs;
    this.message = `${operation}: Amazon's rate limit for this seller is used up; the next request can go in ${Math.ceil(waitMs / 1000)} s`;
  }
}

/** Amazon answered 2xx with something its model does not describe (or not JSON at all). */
export class AmazonResponseError extends AmazonApiError {}
