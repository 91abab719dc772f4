import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

/** One bucket: a seller (selling partner, region) and an SP-API operation. */
export interface BucketKey {
  sellingPartnerId: string;
  region: string;
  operation: string;
}

/**
 * The bucket's tokens now: refilled at its rate for the time since `refilled_at`, never past its
 * burst (rate-limit-bucket.ts's `refill`, in SQL). The database's clock, read after the row's lock
 * is had (clock_timestamp, not the statement's start), times every instance alike; a time before
 * `refilled_at` refills nothing.
 */
const AVAILABLE = sql.raw(`least(
  b.burst::float8,
  b.tokens + b.rate * greatest(0, extract(epoch from clock_timestamp() - b.refilled_at)::float8)
)`);
const REFILLED_AT = sql.raw('greatest(b.refilled_at, clock_timestamp())');

export interface TakenRow {
  granted: boolean;
  tokens: number;
  rate: number;
}

/**
 * Takes a token (rate-limit-bucket.ts's `take`) in one statement: a new bucket is full, less the
 * token taken; an existing one is refilled and, holding a whole token, gives it. Concurrent takers
 * of one bucket queue on its row for the length of this statement only; each sees the row as the
 * one before it left it. A bucket made from an older plan takes the model's burst, and its rate
 * unless Amazon stated one.
 */
export async function takeToken(
  db: Executor,
  key: BucketKey,
  plan: { rate: number; burst: number },
): Promise<TakenRow> {
  const [row] = await queryRows<TakenRow>(
    db,
    sql`insert into amazon_rate_limit_buckets as b
          (selling_partner_id, region, operation, rate, burst, tokens, refilled_at, granted)
        values (${key.sellingPartnerId}, ${key.region}, ${key.operation}, ${plan.rate}::float8,
                ${plan.burst}::int, ${plan.burst}::float8 - 1, clock_timestamp(), true)
        on conflict (selling_partner_id, region, operation) do update set
          tokens = ${AVAILABLE} - case when ${AVAILABLE} >= 1 then 1 else 0 end,
          granted = ${AVAILABLE} >= 1,
          refilled_at = ${REFILLED_AT},
          burst = excluded.burst,
          rate = case when b.rate_stated_at is null then excluded.rate else b.rate end
        returning granted, tokens, rate`,
  );
  if (!row) throw new Error('amazon_rate_limit_buckets: the take returned no row');
  return { granted: row.granted, tokens: Number(row.tokens), rate: Number(row.rate) };
}

/** Amazon stated the operation's rate: refilled until now at the old one, at `rate` from now on. */
export async function stateRate(db: Executor, key: BucketKey, rate: number): Promise<void> {
  await db.execute(
    sql`update amazon_rate_limit_buckets as b set
          tokens = ${AVAILABLE}, refilled_at = ${REFILLED_AT},
          rate = ${rate}::float8, rate_stated_at = clock_timestamp()
        where selling_partner_id = ${key.sellingPartnerId} and region = ${key.region}
          and operation = ${key.operation}`,
  );
}

/** Amazon answered 429: the bucket is empty now (`drain`); its tokens and rate after. */
export async function drainBucket(
  db: Executor,
  key: BucketKey,
): Promise<{ tokens: number; rate: number } | null> {
  const [row] = await queryRows<{ tokens: number; rate: number }>(
    db,
    sql`update amazon_rate_limit_buckets as b set
          tokens = least(${AVAILABLE}, 0), refilled_at = ${REFILLED_AT},
          throttles = b.throttles + 1, throttled_at = clock_timestamp()
        where selling_partner_id = ${key.sellingPartnerId} and region = ${key.region}
          and operation = ${key.operation}
        returning tokens, rate`,
  );
  return row ? { tokens: Number(row.tokens), rate: Number(row.rate) } : null;
}

/** A bucket as it is (tests, the bench). */
export async function findBucket(db: Executor, key: BucketKey) {
  const [row] = await queryRows<{ rate: number; burst: number; tokens: number; throttles: number }>(
    db,
    sql`select rate, burst, tokens, throttles from amazon_rate_limit_buckets
        where selling_partner_id = ${key.sellingPartnerId} and region = ${key.region}
          and operation = ${key.operation}`,
  );
  return row
    ? {
        rate: Number(row.rate),
        burst: Number(row.burst),
        tokens: Number(row.tokens),
        throttles: Number(row.throttles),
      }
    : null;
}
