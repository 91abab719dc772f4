import type { Database } from '../../db/client.ts';
import { msUntilToken } from '../../integrations/amazon/client/rate-limit-bucket.ts';
import type { SpApiRateLimiter } from '../../integrations/amazon/client/sp-api-rate-limiter.ts';
import { drainBucket, stateRate, takeToken } from './amazon-rate-limits.repository.ts';

/** Whose buckets: Amazon keeps one per application and selling partner, in each region. */
export interface SellerKey {
  sellingPartnerId: string;
  region: string;
}

/**
 * The seller's token buckets in the database (decision 24), for the SP-API client: every instance
 * takes its tokens here, so together they stay within Amazon's rate. Each method is one statement
 * on `db` itself, never in a caller's transaction: a token taken stays taken whatever that
 * transaction does, and no lock outlives the statement.
 */
export function databaseRateLimiter(db: Database, seller: SellerKey): SpApiRateLimiter {
  const key = (operation: string) => ({ ...seller, operation });
  return {
    async take(operation, plan) {
      const row = await takeToken(db, key(operation), plan);
      return row.granted ? { granted: true } : { granted: false, waitMs: msUntilToken(row) };
    },
    async observeRate(operation, _plan, rate) {
      await stateRate(db, key(operation), rate);
    },
    async throttled(operation, plan) {
      const row = await drainBucket(db, key(operation));
      return msUntilToken(row ?? { tokens: 0, rate: plan.rate });
    },
  };
}
