import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Amazon's usage plans as token buckets, one per seller (selling partner and region) and SP-API
 * operation, shared by every instance of the product (decision 24). Not an organisation's data:
 * Amazon's bucket is the app's and the seller's, whichever organisations connected that seller.
 * Read and written only outside tenant transactions, in one statement each (the repository).
 */
export const amazonRateLimitBuckets = pgTable(
  'amazon_rate_limit_buckets',
  {
    sellingPartnerId: text('selling_partner_id').notNull(),
    region: text('region').notNull(),
    operation: text('operation').notNull(),
    /** Tokens a second: the model's until Amazon states its own (`x-amzn-RateLimit-Limit`). */
    rate: doublePrecision('rate').notNull(),
    burst: integer('burst').notNull(),
    /** Tokens at `refilled_at` (fractional; below 1 means the next request waits). */
    tokens: doublePrecision('tokens').notNull(),
    refilledAt: timestamp('refilled_at', { withTimezone: true }).notNull(),
    /** Whether the last take got a token (read back by the statement that took it). */
    granted: boolean('granted').notNull().default(true),
    /** When Amazon last stated a rate for it; null while the bucket runs at the model's. */
    rateStatedAt: timestamp('rate_stated_at', { withTimezone: true }),
    /** Amazon's 429s for it, and the last one. */
    throttles: bigint('throttles', { mode: 'number' }).notNull().default(0),
    throttledAt: timestamp('throttled_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.sellingPartnerId, table.region, table.operation] })],
);
export type AmazonRateLimitBucketRow = typeof amazonRateLimitBuckets.$inferSelect;
