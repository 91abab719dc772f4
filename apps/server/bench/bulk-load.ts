import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/db/client.ts';

/**
 * Runs a bench's bulk write (tens of millions of ledger rows loaded, or removed) the way a
 * database administrator would, as `pg_restore` does: the table's non-unique indexes dropped
 * first and built again from the finished table, and its foreign-key checks off meanwhile. Kept
 * up row by row, the ledger's five indexes and three foreign keys made the demo seed's two years
 * for 1,000 SKUs take 37 s on this machine's PostgreSQL against 20 s without them (and 5 s for
 * as many rows generated inside the database): at 50,000 SKUs, half an hour before the bench
 * measures anything. Unique indexes and the primary key stay. The rows written must be valid (the
 * generator's are: copies reference their organisation's own SKUs and warehouses); they are not
 * checked again; the ledger's day totals are summed again afterwards. Bench databases only: the table is locked meanwhile, and turning the checks off
 * needs a superuser (asked first, so that without one the table is left as it was).
 */
export async function asBulkLoad<T>(
  db: Database,
  table: string,
  work: () => Promise<T>,
): Promise<{ result: T; rebuildSeconds: number }> {
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select i.relname as name, pg_get_indexdef(i.oid) as definition
        from pg_index x
        join pg_class i on i.oid = x.indexrelid
        where x.indrelid = ${table}::regclass and not x.indisunique and not x.indisprimary`,
  );
  await db.execute(sql`alter table ${sql.identifier(table)} disable trigger all`);
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  const rebuild = async () => {
    await db.execute(sql`alter table ${sql.identifier(table)} enable trigger all`);
    const began = performance.now();
    for (const index of indexes) await buildIndex(db, index.definition);
    // What the ledger's triggers keep was not kept meanwhile: its day totals (migration 0059),
    // summed again from the whole ledger of every organisation that has one.
    if (table === 'inventory_movements')
      await db.execute(
        sql`select stock_day_totals_rebuild(array(select distinct organisation_id from inventory_movements))`,
      );
    return (performance.now() - began) / 1000;
  };
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await rebuild();
    throw error;
  }
  return { result, rebuildSeconds: await rebuild() };
}

async function buildIndex(db: Database, definition: string) {
  await db.transaction(async (tx) => {
    // The default 64 MB sorts a 37-million-row index in many passes on disk.
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    await tx.execute(sql.raw(definition));
  });
}

/**
 * An organisation's ledger removed in bulk (before the rest of a bench organisation: deleting its
 * SKUs checks the ledger for each through the indexes, which must be there again by then).
 */
export async function removeLedgerInBulk(db: Database, organisationId: number): Promise<void> {
  await asBulkLoad(db, 'inventory_movements', async () => {
    await db.execute(sql`delete from inventory_movements where organisation_id = ${organisationId}`);
    await db.execute(sql`vacuum inventory_movements`);
  });
}
