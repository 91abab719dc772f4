import { eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { rateLimits } from './auth.tables.ts';

export interface ThrottleState {
  hits: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in PostgreSQL, so every API instance sees the same count. One upsert
 * increments the window or starts a new one when the old has passed.
 */
export async function hitThrottle(
  db: Executor,
  { key, windowSeconds }: { key: string; windowSeconds: number },
): Promise<ThrottleState> {
  const rows = await queryRows<{ hits: number; retry_after: number }>(
    db,
    sql`
    insert into rate_limits (key, hits, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning hits, extract(epoch from reset_at - now())::float8 as retry_after`,
  );
  const row = rows[0];
  return { hits: Number(row?.hits ?? 1), retryAfterSeconds: Number(row?.retry_after ?? windowSeconds) };
}

/** The live count of a window (0 once it has passed). */
export async function readThrottle(db: Executor, { key }: { key: string }): Promise<ThrottleState> {
  const rows = await queryRows<{ hits: number; retry_after: number }>(
    db,
    sql`
    select hits, extract(epoch from reset_at - now())::float8 as retry_after
    from rate_limits where key = ${key} and reset_at > now()`,
  );
  const row = rows[0];
  return row
    ? { hits: Number(row.hits), retryAfterSeconds: Number(row.retry_after) }
    : { hits: 0, retryAfterSeconds: 0 };
}

export async function clearThrottle(db: Executor, { key }: { key: string }): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
