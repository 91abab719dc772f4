/**
 * SP-API usage plans: a token bucket per selling partner and operation, holding `burst` requests
 * and refilling at `rate` per second, as Amazon's usage plans guide describes them (listed in
 * apps/server/src/integrations/amazon/client/README.md, "Usage plans"). The buckets run on the wall
 * clock, not on the simulator's `now`, so a test that freezes or jumps the clock neither starves
 * nor floods them.
 */
export interface UsagePlan {
  rate: number;
  burst: number;
}

interface Bucket {
  tokens: number;
  atMs: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly forced = new Map<string, number>();

  /**
   * `speed` multiplies every plan's rate (simulated time sped up; bursts stay); null: no buckets
   * at all, only the forced refusals of `throttleNext`.
   */
  constructor(
    private readonly speed: number | null = 1,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** The rate the operation's bucket refills at (what `x-amzn-RateLimit-Limit` says); null without buckets. */
  rateOf(plan: UsagePlan): number | null {
    return this.speed === null ? null : plan.rate * this.speed;
  }

  /** The next `count` calls of the operation are refused, whoever makes them. */
  throttleNext(operation: string, count: number): void {
    this.forced.set(operation, (this.forced.get(operation) ?? 0) + count);
  }

  /**
   * Takes a request from the bucket; false when the caller is over its quota. `variant` tells
   * apart operations of one name in two API versions (Orders v0's and 2026-01-01's getOrder):
   * each has its own bucket, and `throttleNext` by name reaches both.
   */
  take(sellingPartnerId: string, operation: string, plan: UsagePlan, variant = ''): boolean {
    const forced = this.forced.get(operation) ?? 0;
    if (forced > 0) {
      this.forced.set(operation, forced - 1);
      return false;
    }
    const rate = this.rateOf(plan);
    if (rate === null) return true;
    const key = `${sellingPartnerId}\u0000${operation}\u0000${variant}`;
    const now = this.clock();
    const bucket = this.buckets.get(key) ?? { tokens: plan.burst, atMs: now };
    bucket.tokens = Math.min(plan.burst, bucket.tokens + ((now - bucket.atMs) / 1000) * rate);
    bucket.atMs = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }
}
