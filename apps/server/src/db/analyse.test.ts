import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../modules/organisations/organisations.tables.ts';
import { skus } from '../modules/skus/skus.tables.ts';
import { analyseDatabase, analyseInTransaction } from './analyse.ts';
import { type DatabaseHandle, openDatabase, queryRows } from './client.ts';
import { runMigrations } from './migrate.ts';

/**
 * Planner statistics (issue 7, 13a): a database the product migrated, seeded or imported into
 * has them without anyone running ANALYZE by hand. Runs on a fresh in-memory PGlite, which has
 * no autovacuum: whatever statistics it has, the product made.
 */
let handle: DatabaseHandle;

const reltuples = async (table: string) => {
  const [row] = await queryRows<{ reltuples: number }>(
    handle.db,
    sql`select reltuples::float8 as reltuples from pg_class where relname = ${table}`,
  );
  return Number(row?.reltuples);
};

// Migrating a new embedded database from nothing takes 10–20 s on an idle 2-core machine and
// passed the default 60 s hook limit once when CI ran beside other work: a liveness bound only.
beforeAll(async () => {
  handle = await openDatabase({ driver: 'pglite' });
  await runMigrations(handle);
}, 180_000);

afterAll(async () => {
  await handle?.close();
});

describe('planner statistics', () => {
  it('are made right after migrating a new database (reltuples -1 means never analysed)', async () => {
    const never = await queryRows<{ relname: string }>(
      handle.db,
      sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and c.reltuples < 0`,
    );
    expect(never.map((row) => row.relname)).toEqual([]);
    // The reference data synced after the migrations is counted too.
    expect(await reltuples('countries')).toBeGreaterThan(100);
  });

  it('are refreshed by analyseDatabase after a large write', async () => {
    await handle.db.execute(sql`create table analyse_probe (n int)`);
    await handle.db.execute(sql`insert into analyse_probe select generate_series(1, 5000)`);
    expect(await reltuples('analyse_probe')).toBeLessThan(1);
    await analyseDatabase(handle.db);
    expect(await reltuples('analyse_probe')).toBe(5000);
  });

  it("merge the SKU search index's pending list, as autovacuum would", async () => {
    const [organisation] = await handle.db
      .insert(organisations)
      .values({ name: 'Pending', ulid: '01JPENDINGLIST0000000000AA' })
      .returning();
    const organisationId = organisation?.id ?? 0;
    const write = (prefix: string) =>
      handle.db.execute(
        sql`insert into skus (organisation_id, sku_id) select ${organisationId}, ${prefix} || n from generate_series(1, 300) n`,
      );
    // Pages a merge takes off the list: what was still pending.
    const merge = async () => {
      const [row] = await queryRows<{ pages: number }>(
        handle.db,
        sql`select gin_clean_pending_list('skus_search_text_trgm')::int as pages`,
      );
      return Number(row?.pages);
    };
    await write('A-');
    expect(await merge()).toBeGreaterThan(0);
    await write('B-');
    await analyseDatabase(handle.db);
    expect(await merge()).toBe(0);
    await write('C-');
    await handle.db.transaction((tx) => analyseInTransaction(tx, [skus]));
    expect(await merge()).toBe(0);
  });
});
