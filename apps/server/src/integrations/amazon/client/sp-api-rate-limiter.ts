import {
  type BucketState,
  drain,
  fullBucket,
  msUntilToken,
  type Taken,
  take,
  type UsagePlan,
  withRate,
} from './rate-limit-bucket.ts';
import type { SpApiOperation } from './sp-api-operations.ts';

/**
 * Where a client's token buckets are kept: one bucket per operation for the seller (selling
 * partner and region) the client calls for. The client asks it before every request and tells it
 * what Amazon said; it never waits on it. The product's limiter keeps the buckets in the database,
 * shared by every instance (module amazon-rate-limits); `inProcessRateLimiter` keeps them in memory.
 */
export interface SpApiRateLimiter {
  /** Takes a token of `operation`'s bucket (made from `plan` the first time), or says when one will be there. */
  take(operation: SpApiOperation, plan: UsagePlan): Promise<Taken>;
  /** Amazon sent `x-amzn-RateLimit-Limit`: the bucket refills at `rate` from now on. */
  observeRate(operation: SpApiOperation, plan: UsagePlan, rate: number): Promise<void>;
  /** Amazon answered 429: the bucket is empty. Resolves with the ms until its next token. */
  throttled(operation: SpApiOperation, plan: UsagePlan): Promise<number>;
}

export type { Taken, UsagePlan } from './rate-limit-bucket.ts';

/**
 * The buckets in this process's memory, on the wall clock (not a test's frozen `now`, which would
 * never refill them): for a client on its own (the connect flow's one call, tests). Two processes
 * each keep their own, so only the database's limiter keeps several instances within Amazon's rate.
 */
export function inProcessRateLimiter(clock: () => number = () => performance.now()): SpApiRateLimiter {
  const buckets = new Map<SpApiOperation, BucketState>();
  const bucket = (operation: SpApiOperation, plan: UsagePlan) =>
    buckets.get(operation) ?? fullBucket(plan, clock());
  return {
    async take(operation, plan) {
      const next = take(bucket(operation, plan), clock());
      buckets.set(operation, next.state);
      return next.taken;
    },
    async observeRate(operation, plan, rate) {
      buckets.set(operation, withRate(bucket(operation, plan), rate, clock()));
    },
    async throttled(operation, plan) {
      const state = drain(bucket(operation, plan), clock());
      buckets.set(operation, state);
      return msUntilToken(state);
    },
  };
}
