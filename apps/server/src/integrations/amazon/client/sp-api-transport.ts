import type { z } from 'zod';
import type { AccessTokenCache } from './access-token-cache.ts';
import {
  AmazonAccessDeniedError,
  AmazonApiError,
  AmazonAuthorizationError,
  type AmazonErrorEntry,
  AmazonRateLimitedError,
  AmazonResponseError,
} from './amazon-errors.ts';
import { retryAfterMs } from './backoff.ts';
import { errorList } from './models/model-fields.ts';
import { rateLimitHeader, type UsagePlan } from './rate-limit-bucket.ts';
import { type Attempt, type RetryableFailure, type RetryPolicy, withRetries } from './retrying.ts';
import { SP_API_OPERATIONS, type SpApiOperation } from './sp-api-operations.ts';
import { amzDate, type SpApiQuery, spApiQueryString } from './sp-api-query.ts';
import type { SpApiRateLimiter } from './sp-api-rate-limiter.ts';

/** Amazon answers in seconds; a hung connection must not hold a job for its whole timeout. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The longest a call waits in process for its bucket's next token: a fast operation's (getReport,
 * 2 a second) refill is waited for, so a paged listing goes on; a slow one's (createReport, one a
 * minute) ends the call with AmazonRateLimitedError, and its job runs again when the token is there.
 */
export const INLINE_WAIT_MS = 2_000;

export interface SpApiCall<T> {
  operation: SpApiOperation;
  method: 'GET' | 'POST' | 'DELETE';
  /** Path with its ids already encoded. */
  path: string;
  query?: SpApiQuery;
  body?: unknown;
  /** Amazon's model of the answer: anything else is an AmazonResponseError. */
  response: z.ZodType<T>;
}

export type SpApiTransport = <T>(call: SpApiCall<T>) => Promise<T>;

export interface SpApiTransportOptions extends RetryPolicy {
  /** The region's SP-API host. */
  baseUrl: string;
  userAgent: string;
  tokens: AccessTokenCache;
  now: () => Date;
  /** The seller's token buckets (README.md, "Usage plans"). */
  limiter: SpApiRateLimiter;
}

/**
 * One SP-API request as Amazon asks for it (README.md, "Regions and hosts"): the LWA access
 * token in `x-amz-access-token`, a `user-agent`, `x-amz-date`; no SigV4. Each attempt first takes
 * a token from the seller's bucket for the operation (README.md, "Usage plans"), and a rate Amazon
 * states in `x-amzn-RateLimit-Limit` becomes the bucket's. An expired token (403) is refreshed
 * once; a 429 empties the bucket; 5xx and lost connections are retried; the answer is checked
 * against the operation's model before anyone reads it.
 */
export function createSpApiTransport(options: SpApiTransportOptions): SpApiTransport {
  /** The rate Amazon last stated for each operation, so the limiter hears only of a change. */
  const stated = new Map<SpApiOperation, number>();
  return (call) => {
    const plan: UsagePlan = SP_API_OPERATIONS[call.operation];
    return withRetries(call.operation, options, async (count) => {
      await admit(options, call.operation, plan, count);
      const result = await attempt(options, call, async (rate) => {
        if (stated.get(call.operation) === rate) return;
        await options.limiter.observeRate(call.operation, plan, rate);
        stated.set(call.operation, rate);
      });
      if (result.ok || result.failure.status !== 429) return result;
      const { failure } = result;
      const waitMs = Math.max(
        await options.limiter.throttled(call.operation, plan),
        failure.retryAfterMs ?? 0,
      );
      if (waitMs > INLINE_WAIT_MS)
        throw new AmazonRateLimitedError(
          call.operation,
          429,
          failure.errors,
          count,
          waitMs,
          failure.requestId,
        );
      // Amazon asked for longer than the bucket's refill (a Retry-After): that, then the bucket.
      if (failure.retryAfterMs !== null && failure.retryAfterMs > 0) await options.sleep(waitMs);
      return {
        ok: false,
        failure: { ...failure, rateLimited: true, retryAfterMs: waitMs },
      };
    });
  };
}

/**
 * Waits for a token of the operation's bucket while the wait is short (INLINE_WAIT_MS, a few times
 * at most); a longer one ends the call: the worker is not held while the bucket refills.
 */
async function admit(
  options: SpApiTransportOptions,
  operation: SpApiOperation,
  plan: UsagePlan,
  attempts: number,
): Promise<void> {
  for (let waits = 0; ; waits++) {
    const taken = await options.limiter.take(operation, plan);
    if (taken.granted) return;
    if (taken.waitMs > INLINE_WAIT_MS || waits >= options.maxAttempts)
      throw new AmazonRateLimitedError(operation, null, [], attempts - 1, taken.waitMs, null);
    await options.sleep(taken.waitMs);
  }
}

async function attempt<T>(
  options: SpApiTransportOptions,
  call: SpApiCall<T>,
  rateStated: (rate: number) => Promise<void>,
): Promise<Attempt<T>> {
  let refreshed = false;
  for (;;) {
    const token = await accessToken(options.tokens);
    if (!token.ok) return token;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${options.baseUrl}${call.path}${spApiQueryString(call.query)}`, {
        method: call.method,
        headers: {
          'x-amz-access-token': token.value,
          'x-amz-date': amzDate(options.now()),
          'user-agent': options.userAgent,
          accept: 'application/json',
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (cause) {
      return { ok: false, failure: { status: null, errors: [], retryAfterMs: null, requestId: null, cause } };
    }
    const requestId = response.headers.get('x-amzn-requestid');
    const rate = rateLimitHeader(response.headers.get('x-amzn-ratelimit-limit'));
    if (rate !== null) await rateStated(rate);
    if (response.ok) return { ok: true, value: parseAnswer(call, response.status, text, requestId) };
    const errors = errorsOf(text);
    if (response.status === 403 && !refreshed && accessTokenExpired(errors)) {
      // The token died early (revoked, clock skew): one fresh token, then the same request again.
      refreshed = true;
      options.tokens.discard(token.value);
      continue;
    }
    const failure: RetryableFailure = {
      status: response.status,
      errors,
      retryAfterMs: retryAfterMs(response.headers.get('retry-after'), options.now()),
      requestId,
    };
    if (response.status === 429 || response.status >= 500) return { ok: false, failure };
    const summary = errors.map((error) => `${error.code}: ${error.message}`).join('; ');
    const message = `${call.operation}: HTTP ${response.status}${summary ? ` ${summary}` : ''}`;
    if (response.status === 403)
      throw new AmazonAccessDeniedError(call.operation, response.status, errors, message, requestId);
    throw new AmazonApiError(call.operation, response.status, errors, message, requestId);
  }
}

/** A refused grant ends the call; LWA being busy or away is retried like Amazon's own 429/5xx. */
async function accessToken(tokens: AccessTokenCache): Promise<Attempt<string>> {
  try {
    return { ok: true, value: await tokens.get() };
  } catch (error) {
    const transient =
      error instanceof AmazonApiError &&
      !(error instanceof AmazonAuthorizationError) &&
      !(error instanceof AmazonResponseError) &&
      (error.status === null || error.status === 429 || error.status >= 500);
    if (!transient) throw error;
    return {
      ok: false,
      failure: {
        status: error.status,
        errors: error.errors,
        retryAfterMs: null,
        requestId: null,
        cause: error,
      },
    };
  }
}

function parseAnswer<T>(call: SpApiCall<T>, status: number, text: string, requestId: string | null): T {
  let json: unknown;
  try {
    json = text.trim() === '' ? undefined : JSON.parse(text);
  } catch (cause) {
    throw new AmazonResponseError(
      call.operation,
      status,
      [],
      `${call.operation}: answer is not JSON`,
      requestId,
      {
        cause,
      },
    );
  }
  const parsed = call.response.safeParse(json);
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  throw new AmazonResponseError(
    call.operation,
    status,
    [],
    `${call.operation}: answer does not match Amazon's model (${where})`,
    requestId,
    { cause: parsed.error },
  );
}

/** Amazon's `errors[]`, or nothing when the body is not that envelope. */
export function errorsOf(text: string): AmazonErrorEntry[] {
  try {
    const body = JSON.parse(text) as { errors?: unknown };
    const parsed = errorList.safeParse(body?.errors);
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * The 403 Amazon gives an access token past its hour: `Unauthorized`, details "The access token
 * you provided has expired." (README.md, "Errors"). Revoked or malformed tokens are other 403s.
 */
export function accessTokenExpired(errors: AmazonErrorEntry[]): boolean {
  return errors.some((error) => /access token.*expired/i.test(`${error.details ?? ''} ${error.message}`));
}
