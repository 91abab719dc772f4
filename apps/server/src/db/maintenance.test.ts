import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseUrl } from '../testing/test-database.ts';
import { type DatabaseHandle, openDatabase, queryRows } from './client.ts';
import { maintainTables, scheduleMaintenance, statisticsUpkeep, tablesDue } from './maintenance.ts';

/**
 * PGlite's stand-in for autovacuum (issue 32): the tables past autovacuum's own thresholds are
 * vacuumed and analysed by the product, on a schedule, and Stock Health's statistics upkeep names
 * the tables whose analyse is overdue. On a fresh in-memory PGlite, which has no autovacuum.
 */
let handle: DatabaseHandle;

/** PostgreSQL counts a backend's changes into pg_stat_* at most once a second (PGSTAT_MIN_INTERVAL). */
async function countedChanges(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await handle.db.execute(sql`select 1`);
}

async function stats(table: string) {
  const [row] = await queryRows<{ dead: number; changed: number; analysed: string | null }>(
    handle.db,
    sql`select n_dead_tup::int as dead, n_mod_since_analyze::int as changed,
          greatest(last_analyze, last_autoanalyze)::text as analysed
        from pg_stat_user_tables where relname = ${table}`,
  );
  return row;
}

/** Runs the schedule every 50 ms until `done` answers a time, then stops it; it logged no error. */
async function untilScheduled(database: DatabaseHandle, done: () => Promise<string | null>): Promise<void> {
  const errors: unknown[] = [];
  const stop = scheduleMaintenance({
    database,
    log: { error: (error) => errors.push(error), debug: () => {} },
    everyMs: 50,
  });
  try {
    await expect.poll(done, { timeout: 20_000 }).not.toBeNull();
  } finally {
    stop();
  }
  expect(errors).toEqual([]);
}

beforeAll(async () => {
  handle = await openDatabase({ driver: 'pglite' });
  await handle.db.execute(sql`create table upkeep_counts (id int primary key, n int)`);
  await handle.db.execute(sql`create table upkeep_quiet (id int primary key)`);
  await handle.db.execute(sql`insert into upkeep_counts select g, 0 from generate_series(1, 1000) g`);
  await handle.db.execute(sql`insert into upkeep_quiet select g from generate_series(1, 1000) g`);
  // Counted before the analyse, or the inserts would be counted after it, as changes since.
  await countedChanges();
  await handle.db.execute(sql`analyze`);
  await handle.db.execute(sql`vacuum`);
});

afterAll(async () => {
  await handle?.close();
});

describe('database maintenance on PGlite', () => {
  it('finds nothing due on freshly analysed tables', async () => {
    await countedChanges();
    expect(await tablesDue(handle.db)).toEqual([]);
  });

  it('vacuums and analyses a table rewritten past its thresholds, and only that one', async () => {
    // A kept figure's rows, rewritten by every write: 600 updates leave 600 dead rows of 1,000.
    for (let round = 0; round < 3; round++)
      await handle.db.execute(sql`update upkeep_counts set n = n + 1 where id <= 200`);
    // Under both thresholds: 40 changes of 1,000 rows.
    await handle.db.execute(sql`update upkeep_quiet set id = id where id <= 40`);
    await countedChanges();
    const due = await tablesDue(handle.db);
    expect(due.map(({ table, vacuum, analyse }) => ({ table, vacuum, analyse }))).toEqual([
      { table: 'upkeep_counts', vacuum: true, analyse: true },
    ]);
    const before = await stats('upkeep_counts');
    // Page pruning may already have freed a few; far over the 250 (50 + 20 % of 1,000) that call for a vacuum.
    expect(before?.dead).toBeGreaterThan(500);

    await maintainTables(handle.db);
    await countedChanges();
    const after = await stats('upkeep_counts');
    expect(after).toMatchObject({ dead: 0, changed: 0 });
    expect(after?.analysed).not.toBe(before?.analysed);
    expect((await stats('upkeep_quiet'))?.changed).toBe(40);
    expect(await tablesDue(handle.db)).toEqual([]);
  });

  it('names a table never analysed as stale until the schedule analyses it', async () => {
    await handle.db.execute(sql`create table upkeep_new (id int primary key)`);
    await handle.db.execute(sql`insert into upkeep_new select g from generate_series(1, 500) g`);
    await countedChanges();
    const upkeep = await statisticsUpkeep(handle.db, 'pglite');
    expect(upkeep).toEqual({
      keptBy: 'schedule',
      autovacuumOff: false,
      stale: [{ table: 'upkeep_new', lastAnalysedAt: null }],
    });

    await untilScheduled(handle, async () => (await stats('upkeep_new'))?.analysed ?? null);
    await countedChanges();
    expect((await statisticsUpkeep(handle.db, 'pglite')).stale).toEqual([]);
  });
});

/**
 * A PostgreSQL server whose autovacuum is off (the CI machine's is) gets the same upkeep from the
 * product, on one of the jobs' connections; with autovacuum on, the product leaves it alone.
 */
describe.runIf(testDatabaseUrl())('database maintenance on PostgreSQL', () => {
  let postgres: DatabaseHandle;
  beforeAll(async () => {
    postgres = await openTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await postgres?.close();
  });

  it('vacuums and analyses a table inserted past its threshold while autovacuum is off, and says so', async () => {
    const [setting] = await queryRows<{ on: boolean }>(
      postgres.db,
      sql`select current_setting('autovacuum') = 'on' as on`,
    );
    await postgres.db.execute(sql`create table upkeep_inserted (id int primary key)`);
    await postgres.db.execute(sql`insert into upkeep_inserted select g from generate_series(1, 3000) g`);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const upkeep = await statisticsUpkeep(postgres.db, 'postgres');
    expect(upkeep.autovacuumOff).toBe(!setting?.on);
    expect(upkeep.keptBy).toBe(setting?.on ? 'autovacuum' : 'schedule');
    if (setting?.on) return; // autovacuum's own work, on its own schedule

    const vacuumed = async () => {
      const [row] = await queryRows<{ at: string | null }>(
        postgres.db,
        sql`select last_vacuum::text as at from pg_stat_user_tables where relname = 'upkeep_inserted'`,
      );
      return row?.at ?? null;
    };
    expect(await vacuumed()).toBeNull();
    await untilScheduled(postgres, vacuumed);
  });
});
