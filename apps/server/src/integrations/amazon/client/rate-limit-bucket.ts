/**
 * The token bucket of an SP-API usage plan (README.md, "Usage plans"): it holds at most `burst`
 * tokens, refills at `rate` tokens a second, and a request takes one. Plain functions of the state
 * and the time, so the in-process limiter and the tests share them; the PostgreSQL limiter
 * (module amazon-rate-limits) computes the same in one statement.
 */
export interface UsagePlan {
  /** Tokens a second. */
  rate: number;
  /** The bucket's size: requests that may go at once after a quiet spell. */
  burst: number;
}

export interface BucketState extends UsagePlan {
  /** Tokens at `atMs`; may be fractional. */
  tokens: number;
  atMs: number;
}

/** A new bucket is full: Amazon's is, for a seller the app has not called lately. */
export function fullBucket(plan: UsagePlan, atMs: number): BucketState {
  return { ...plan, tokens: plan.burst, atMs };
}

/**
 * The bucket at `nowMs`: refilled for the time since it was last looked at, never past its burst.
 * A clock that went back (`nowMs` before `atMs`) refills nothing and keeps the later time.
 */
export function refill(state: BucketState, nowMs: number): BucketState {
  const elapsedMs = Math.max(0, nowMs - state.atMs);
  return {
    ...state,
    tokens: Math.min(state.burst, state.tokens + (elapsedMs / 1000) * state.rate),
    atMs: Math.max(state.atMs, nowMs),
  };
}

/** Ms until the bucket holds a whole token (0 when it does). */
export function msUntilToken(state: Pick<BucketState, 'tokens' | 'rate'>): number {
  if (state.tokens >= 1) return 0;
  return Math.ceil(((1 - state.tokens) / state.rate) * 1000);
}

export type Taken = { granted: true } | { granted: false; waitMs: number };

/** Takes a token if one is there; else says how long until one is. Nothing is reserved. */
export function take(state: BucketState, nowMs: number): { state: BucketState; taken: Taken } {
  const current = refill(state, nowMs);
  if (current.tokens >= 1)
    return { state: { ...current, tokens: current.tokens - 1 }, taken: { granted: true } };
  return { state: current, taken: { granted: false, waitMs: msUntilToken(current) } };
}

/**
 * Amazon said the operation's rate (`x-amzn-RateLimit-Limit`): what was refilled until now at the
 * old rate stays, and the bucket refills at the new one from now on. The burst is not in the header
 * and stays the model's.
 */
export function withRate(state: BucketState, rate: number, nowMs: number): BucketState {
  return { ...refill(state, nowMs), rate };
}

/**
 * Amazon answered 429: whatever was counted here, its bucket is empty (another app of the seller's
 * account does not share it, but a clock or a count can be off). The next token is a refill away.
 */
export function drain(state: BucketState, nowMs: number): BucketState {
  const current = refill(state, nowMs);
  return { ...current, tokens: Math.min(current.tokens, 0) };
}

/** `x-amzn-RateLimit-Limit`: requests a second, a positive decimal; null when absent or unreadable. */
export function rateLimitHeader(value: string | null): number | null {
  if (!value) return null;
  const rate = Number(value.trim());
  return Number.isFinite(rate) && rate > 0 ? rate : null;
}
