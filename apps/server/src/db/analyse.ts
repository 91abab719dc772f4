import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';
import { APP_ROLE } from './tenant-transaction.ts';

/**
 * Planner statistics. Without them PostgreSQL guesses row counts, and after a bulk load it
 * guesses badly: the SKU list's first page took a nested loop that discarded 30,793 rows
 * (111 ms on PGlite) instead of 0.4 ms after ANALYZE. PostgreSQL's autovacuum analyses in the
 * end; PGlite has no autovacuum, so nothing would. The product analyses after migrations, after
 * the demo seed and after large imports, and where there is no autovacuum (PGlite, or a PostgreSQL
 * with it off) by autovacuum's own rule on a schedule (maintenance.ts).
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
export function cleanPendingLists(ofTables: SQL): SQL {
  return sql`select gin_clean_pending_list(i.indexrelid::regclass)
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_am am on am.oid = c.relam
    where am.amname = 'gin' and c.reloptions @> array['fastupdate=on'] and ${ofTables}`;
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
