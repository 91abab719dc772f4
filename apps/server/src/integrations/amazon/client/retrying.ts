import type { AmazonErrorEntry } from './amazon-errors.ts';
import { AmazonThrottledError } from './amazon-errors.ts';
import { BACKOFF_CAP_MS, backoffDelayMs } from './backoff.ts';
import { type AmazonCallName, refillIntervalMs } from './sp-api-operations.ts';

/** A failure that may pass if asked again later: 429, 5xx, or no answer at all. */
export interface RetryableFailure {
  status: number | null;
  errors: AmazonErrorEntry[];
  /** Amazon's `Retry-After`, when it sent one. */
  retryAfterMs: number | null;
  requestId: string | null;
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
 * Runs `attempt` until it succeeds or `maxAttempts` are used, waiting between tries: Amazon's
 * `Retry-After` when given, else the back-off from the operation's rate. A `Retry-After` longer
 * than the back-off's cap ends the call at once: the caller (a job) can wait that long better than
 * a held connection.
 */
export async function withRetries<T>(
  name: AmazonCallName,
  policy: RetryPolicy,
  attempt: () => Promise<Attempt<T>>,
): Promise<T> {
  for (let count = 1; ; count++) {
    const result = await attempt();
    if (result.ok) return result.value;
    const { failure } = result;
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
