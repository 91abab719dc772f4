import { type SQL, sql } from 'drizzle-orm';

/**
 * Ids as one `bigint[]` parameter (a PostgreSQL array literal), however many there are: for
 * `= any(…)` and `unnest(…)`, where a list of parameters would grow with the ids.
 */
export function bigintArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::bigint[]`;
}
