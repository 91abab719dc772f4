import { describe, expect, it } from 'vitest';
import {
  drain,
  fullBucket,
  msUntilToken,
  rateLimitHeader,
  refill,
  take,
  withRate,
} from './rate-limit-bucket.ts';
import { inProcessRateLimiter } from './sp-api-rate-limiter.ts';

/** createReport's plan: a token a minute, 15 at once. */
const CREATE_REPORT = { rate: 0.0167, burst: 15 };

describe('an SP-API usage plan’s token bucket', () => {
  it('gives its burst at once, then a token per refill interval', () => {
    let state = fullBucket(CREATE_REPORT, 0);
    for (let count = 0; count < 15; count++) {
      const next = take(state, 0);
      expect(next.taken).toEqual({ granted: true });
      state = next.state;
    }
    const refused = take(state, 0);
    // 1 / 0.0167 s = 59.88 s until the next token.
    expect(refused.taken).toEqual({ granted: false, waitMs: 59_881 });
    expect(take(refused.state, 30_000).taken).toEqual({ granted: false, waitMs: 29_881 });
    expect(take(refused.state, 59_881).taken).toEqual({ granted: true });
  });

  it('never refills past its burst, and a clock that goes back refills nothing', () => {
    const empty = { ...CREATE_REPORT, tokens: 0, atMs: 1_000_000 };
    expect(refill(empty, 1_000_000 + 3_600_000).tokens).toBe(15);
    expect(refill(empty, 0)).toEqual(empty);
  });

  it('takes no token it cannot give: refused takes leave the bucket as refilled', () => {
    const state = { rate: 2, burst: 15, tokens: 0.5, atMs: 0 };
    const refused = take(state, 0);
    expect(refused.taken).toEqual({ granted: false, waitMs: 250 });
    expect(refused.state.tokens).toBe(0.5);
    expect(take(refused.state, 250).taken).toEqual({ granted: true });
  });

  it('follows a rate Amazon states from then on, keeping what refilled at the old one', () => {
    const state = { ...CREATE_REPORT, tokens: 0, atMs: 0 };
    const faster = withRate(state, 1, 30_000);
    expect(faster.rate).toBe(1);
    expect(faster.tokens).toBeCloseTo(0.501, 3);
    expect(msUntilToken(faster)).toBe(499);
    expect(faster.burst).toBe(15);
  });

  it('is empty after a 429, whatever it counted', () => {
    const state = drain({ rate: 2, burst: 15, tokens: 9, atMs: 0 }, 0);
    expect(state.tokens).toBe(0);
    expect(msUntilToken(state)).toBe(500);
    // Already short: a 429 does not give it tokens.
    expect(drain({ rate: 2, burst: 15, tokens: -1, atMs: 0 }, 0).tokens).toBe(-1);
  });

  it('reads x-amzn-RateLimit-Limit as requests a second', () => {
    expect(rateLimitHeader('0.0167')).toBe(0.0167);
    expect(rateLimitHeader(' 2 ')).toBe(2);
    expect(rateLimitHeader(null)).toBeNull();
    expect(rateLimitHeader('')).toBeNull();
    expect(rateLimitHeader('0')).toBeNull();
    expect(rateLimitHeader('fast')).toBeNull();
  });
});

describe('the in-process limiter', () => {
  it('keeps one bucket per operation, on the clock it is given', async () => {
    let now = 0;
    const limiter = inProcessRateLimiter(() => now);
    const plan = { rate: 0.5, burst: 2 };
    expect(await limiter.take('getOrderItems', plan)).toEqual({ granted: true });
    expect(await limiter.take('getOrderItems', plan)).toEqual({ granted: true });
    expect(await limiter.take('getOrderItems', plan)).toEqual({ granted: false, waitMs: 2_000 });
    expect(await limiter.take('getReport', { rate: 2, burst: 15 })).toEqual({ granted: true });
    await limiter.observeRate('getOrderItems', plan, 4);
    now = 250;
    expect(await limiter.take('getOrderItems', plan)).toEqual({ granted: true });
    expect(await limiter.throttled('getOrderItems', plan)).toBe(250);
  });
});
