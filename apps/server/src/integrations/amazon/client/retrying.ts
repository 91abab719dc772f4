import type { AmazonErrorEntry } from './amazon-errors.ts';
import { AmazonRateLimitedError, AmazonThrottledError } from './amazon-errors.ts';
import { BACKOFF_CAP_MS, backoffDelayMs } from './backoff.ts';
import { type AmazonCallName, refillIntervalMs } from './sp-api-operations.ts';

/** A failure that may pass if asked again later: 429, 5xx, or no answer at all. */
export interface RetryableFailure {
  status: number | null;
  errors: AmazonErrorEntry[];
  /** Amazon's `Retry-After`, when it sent one; for a rate-limited failure, the wait for a token. */
  retryAfterMs: number | null;
  requestId: string | null;
  /**
   * An SP-API 429 the rate limiter has been told of: the next attempt waits for its token in the
   * limiter (or ends the call with AmazonRateLimitedError), not in the back-off.
   */
  rateLimited?: boolean;
  cause?: unknown;
}

export type Attempt<T> = { ok: true; value: T } | { ok: false; failure: RetryableFailure };

export interface RetryPolicy {
  maxAttempts: number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * Runs `attempt` (given its number, from 1) until it succeeds or `maxAttempts` are used. A 5xx or
 * a lost connection waits between tries: Amazon's `Retry-After` when given, else the back-off from
 * the operation's rate; a `Retry-After` longer than the back-off's cap ends the call at once (the
 * caller, a job, can wait that long better than a held connection). An SP-API 429 is tried again
 * at once: the attempt's own admission by the rate limiter waits, briefly, or ends the call.
 */
export async function withRetries<T>(
  name: AmazonCallName,
  policy: RetryPolicy,
  attempt: (count: number) => Promise<Attempt<T>>,
): Promise<T> {
  for (let count = 1; ; count++) {
    const result = await attempt(count);
    if (result.ok) return result.value;
    const { failure } = result;
    if (failure.rateLimited) {
      if (count < policy.maxAttempts) continue;
      throw new AmazonRateLimitedError(
        name,
        failure.status,
        failure.errors,
        count,
        failure.retryAfterMs ?? refillIntervalMs(name),
        failure.requestId,
      );
    }
    const giveUp = () =>
      new AmazonThrottledError(
        name,
        failure.status,
        failure.errors,
        count,
        failure.retryAfterMs,
        failure.requestId,
        { cause: failure.cause },
      );
    if (count >= policy.maxAttempts) throw giveUp();
    if (failure.retryAfterMs !== null && failure.retryAfterMs > BACKOFF_CAP_MS) throw giveUp();
    const delay =
      failure.retryAfterMs ??
      backoffDelayMs({ attempt: count, baseMs: refillIntervalMs(name), random: policy.random });
    await policy.sleep(delay);
  }
}
