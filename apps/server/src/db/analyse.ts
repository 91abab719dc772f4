import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle, Executor } from './client.ts';
import { APP_ROLE } from './tenant-transaction.ts';

/**
 * Planner statistics. Without them PostgreSQL guesses row counts, and after a bulk load it
 * guesses badly: the SKU list's first page took a nested loop that discarded 30,793 rows
 * (111 ms on PGlite) instead of 0.4 ms after ANALYZE. PostgreSQL's autovacuum analyses in the
 * end; PGlite has no autovacuum, so nothing would. The product analyses after migrations, after
 * the demo seed and after large imports, and on PGlite on a schedule.
 */
export async function analyseDatabase(db: Executor): Promise<void> {
  await db.execute(sql`analyze`);
  await db.execute(cleanPendingLists(sql`true`));
}

/**
 * Merges the pending lists of the GIN indexes that keep one (fastupdate, migration 0036) into
 * the indexes, as autovacuum's vacuum does on PostgreSQL: until then every search reads the
 * list in full. PGlite has no autovacuum, so this runs wherever the product analyses.
 */
function cleanPendingLists(ofTables: SQL): SQL {
  return sql`select gin_clean_pending_list(i.indexrelid::regclass)
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_am am on am.oid = c.relam
    where am.amname = 'gin' and c.reloptions @> array['fastupdate=on'] and ${ofTables}`;
}

/** PGlite's stand-in for autovacuum's analyse: every hour by default. */
export const ANALYSE_EVERY_MS = 3600_000;
/**
 * The first run, a minute after the start rather than at it: it holds the event loop for up to a
 * second, which delayed a restart's first answer, and the statistics a start needs are there
 * (migrations analyse what they changed; the last run's analyses left the rest).
 */
export const ANALYSE_FIRST_AFTER_MS = 60_000;

/**
 * On PGlite, analyses after `firstAfterMs` and then every `everyMs` (a no-op on PostgreSQL, whose autovacuum does
 * it). ANALYZE samples at most 30,000 rows a table, so it stays short (~1 s at 50,000 SKUs),
 * but it runs on the event loop like every PGlite query: hence hourly, not on every write.
 * Returns the function that stops it (call it before closing the database).
 */
export function scheduleAnalyse({
  database,
  log,
  everyMs = ANALYSE_EVERY_MS,
  firstAfterMs = Math.min(everyMs, ANALYSE_FIRST_AFTER_MS),
}: {
  database: DatabaseHandle;
  log: { error(object: unknown, message: string): void };
  everyMs?: number;
  firstAfterMs?: number;
}): () => void {
  if (database.driver !== 'pglite') return () => {};
  let stopped = false;
  const run = () => {
    if (stopped) return;
    analyseDatabase(database.db).catch((error: unknown) => {
      if (!stopped) log.error({ err: error }, 'scheduled analyse failed');
    });
  };
  const first = setTimeout(run, firstAfterMs);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
  };
}

/**
 * Statistics for tables a bulk write has just filled, taken inside the writing transaction so
 * they become visible with the rows. Without them, PostgreSQL planned the next SKU list of an
 * organisation that had just imported 50,000 SKUs on the statistics of an empty one (a nested
 * loop over every row for each row): that request ran for 90–110 s, and every list until
 * autovacuum came by (PGlite has none: until the hourly analyse). Their GIN pending lists are
 * merged too (cleanPendingLists). Tenant transactions run as
 * the application role, which owns nothing and may not analyse: the owner does it, for this
 * statement only, and the transaction goes on as the application role.
 */
export async function analyseInTransaction(tx: Executor, tables: PgTable[]): Promise<void> {
  const names = tables.map((table) => sql.identifier(getTableName(table)));
  await tx.execute(sql`set local role none`);
  await tx.execute(sql`analyze ${sql.join(names, sql`, `)}`);
  const regclasses = tables.map((table) => sql`${getTableName(table)}::regclass`);
  await tx.execute(cleanPendingLists(sql`i.indrelid in (${sql.join(regclasses, sql`, `)})`));
  await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
}
