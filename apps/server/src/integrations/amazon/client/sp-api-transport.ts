import type { z } from 'zod';
import type { AccessTokenCache } from './access-token-cache.ts';
import {
  AmazonAccessDeniedError,
  AmazonApiError,
  AmazonAuthorizationError,
  type AmazonErrorEntry,
  AmazonResponseError,
} from './amazon-errors.ts';
import { retryAfterMs } from './backoff.ts';
import { errorList } from './models/model-fields.ts';
import { type Attempt, type RetryableFailure, type RetryPolicy, withRetries } from './retrying.ts';
import type { SpApiOperation } from './sp-api-operations.ts';
import { amzDate, type SpApiQuery, spApiQueryString } from './sp-api-query.ts';

/** Amazon answers in seconds; a hung connection must not hold a job for its whole timeout. */
const REQUEST_TIMEOUT_MS = 30_000;

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
}

/**
 * One SP-API request as Amazon asks for it (README.md, "Regions and hosts"): the LWA access
 * token in `x-amz-access-token`, a `user-agent`, `x-amz-date`; no SigV4. An expired token (403) is
 * refreshed once; 429, 5xx and lost connections are retried; the answer is checked against the
 * operation's model before anyone reads it.
 */
export function createSpApiTransport(options: SpApiTransportOptions): SpApiTransport {
  return (call) => withRetries(call.operation, options, () => attempt(options, call));
}

async function attempt<T>(options: SpApiTransportOptions, call: SpApiCall<T>): Promise<Attempt<T>> {
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
