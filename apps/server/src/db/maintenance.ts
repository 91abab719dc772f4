import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { giveWayToRequests } from '../lib/request-priority.ts';
import { analyseDatabase, cleanPendingLists } from './analyse.ts';
import { type DatabaseHandle, type Executor, queryRows } from './client.ts';

/**
 * PostgreSQL's autovacuum defaults (`autovacuum_{vacuum,vacuum_insert,analyze}_{threshold,scale_factor}`):
 * a table is vacuumed once its dead rows pass 50 + 20 % of its live rows or its rows inserted
 * since its last vacuum pass 1,000 + 20 %, analysed once the rows changed since its last analyse
 * pass 50 + 10 %. PGlite has no autovacuum, and a PostgreSQL server may have it turned off; the
 * product then applies the same rule itself.
 */
export const AUTOVACUUM = {
  vacuumThreshold: 50,
  vacuumScaleFactor: 0.2,
  /** Rows inserted since the last vacuum (PostgreSQL 13+): an insert-only table's visibility map, which index-only scans need, is set by vacuum alone. */
  vacuumInsertThreshold: 1000,
  vacuumInsertScaleFactor: 0.2,
  analyseThreshold: 50,
  analyseScaleFactor: 0.1,
} as const;

/** A table whose statistics count as stale when its analyse has been due for this long. */
export const STALE_AFTER_MS = 3600_000;

export interface TableUpkeep {
  table: string;
  vacuum: boolean;
  analyse: boolean;
  /** The later of its last analyse and autoanalyse; null: never analysed. */
  lastAnalysedAt: Date | null;
}

/**
 * The tables autovacuum's rule says are due (public schema), from the statistics the database
 * counts itself (`pg_stat_user_tables`, which PGlite keeps too). A table with rows that was never
 * analysed is due whatever it counts.
 */
export async function tablesDue(db: Executor): Promise<TableUpkeep[]> {
  const {
    vacuumThreshold,
    vacuumScaleFactor,
    vacuumInsertThreshold,
    vacuumInsertScaleFactor,
    analyseThreshold,
    analyseScaleFactor,
  } = AUTOVACUUM;
  const rows = await queryRows<{
    table: string;
    vacuum: boolean;
    analyse: boolean;
    last_analysed_at: string | Date | null;
  }>(
    db,
    sql`select relname as table,
          n_dead_tup > ${vacuumThreshold}::float8 + ${vacuumScaleFactor}::float8 * n_live_tup
            or n_ins_since_vacuum > ${vacuumInsertThreshold}::float8 + ${vacuumInsertScaleFactor}::float8 * n_live_tup as vacuum,
          n_mod_since_analyze > ${analyseThreshold}::float8 + ${analyseScaleFactor}::float8 * n_live_tup
            or (coalesce(last_analyze, last_autoanalyze) is null and n_live_tup > 0) as analyse,
          greatest(last_analyze, last_autoanalyze) as last_analysed_at
        from pg_stat_user_tables
        where schemaname = 'public'
        order by relname`,
  );
  return rows
    .filter((row) => row.vacuum || row.analyse)
    .map((row) => ({
      table: row.table,
      vacuum: row.vacuum,
      analyse: row.analyse,
      lastAnalysedAt: row.last_analysed_at === null ? null : new Date(row.last_analysed_at),
    }));
}

/**
 * What autovacuum does, once, for the tables that are due: VACUUM (ANALYZE) where dead rows
 * passed their threshold (the kept figures' rows are rewritten by every write, and without a
 * vacuum PGlite's tables only grow), ANALYZE where changed rows did, and the GIN pending lists of
 * what it analysed merged. One table at a time, giving way to requests between them: on PGlite
 * every statement runs on the thread and the connection that serve requests.
 */
export async function maintainTables(db: Executor): Promise<TableUpkeep[]> {
  const due = await tablesDue(db);
  for (const { table, vacuum } of due) {
    const name = sql.identifier(table);
    await db.execute(vacuum ? sql`vacuum (analyze) ${name}` : sql`analyze ${name}`);
    await db.execute(cleanPendingLists(sql`i.indrelid = ${table}::regclass`));
    await giveWayToRequests();
  }
  return due;
}

/** How often the tables are checked against autovacuum's rule (a cheap read when none is due). */
export const MAINTAIN_EVERY_MS = 10 * 60_000;
/** And the whole database analysed, should the counters have been lost (a crash resets them). */
export const ANALYSE_ALL_EVERY_MS = 24 * 3600_000;
/**
 * The first run, a minute after the start rather than at it: a restart's first answers come
 * first, and the statistics a start needs are there (migrations analyse what they changed).
 */
export const MAINTAIN_FIRST_AFTER_MS = 60_000;

/** The session lock one instance holds while it maintains a PostgreSQL database (others skip). */
const MAINTENANCE_LOCK = 7_262_033_001;

/**
 * Autovacuum's stand-in where there is none: on PGlite always, on PostgreSQL while its
 * `autovacuum` setting is off (checked at every run). Maintains the due tables after
 * `firstAfterMs` and then every `everyMs`, and analyses everything every `analyseAllEveryMs`.
 * Runs never overlap; on PostgreSQL one instance at a time (a session advisory lock on one of the
 * jobs' connections). Returns the function that stops it (call it before closing the database).
 */
export function scheduleMaintenance({
  database,
  log,
  everyMs = MAINTAIN_EVERY_MS,
  firstAfterMs = Math.min(everyMs, MAINTAIN_FIRST_AFTER_MS),
  analyseAllEveryMs = ANALYSE_ALL_EVERY_MS,
}: {
  database: DatabaseHandle;
  log: { error(object: unknown, message: string): void; debug(object: unknown, message: string): void };
  everyMs?: number;
  firstAfterMs?: number;
  analyseAllEveryMs?: number;
}): () => void {
  let stopped = false;
  let running = false;
  let analysedAllAt = Date.now();
  const maintain = async (db: Executor) => {
    if (Date.now() - analysedAllAt >= analyseAllEveryMs) {
      await analyseDatabase(db);
      analysedAllAt = Date.now();
      return;
    }
    const done = await maintainTables(db);
    if (done.length > 0) log.debug({ tables: done.map((each) => each.table) }, 'tables maintained');
  };
  const run = async () => {
    if (stopped || running) return;
    running = true;
    try {
      if (database.workPool) await whereAutovacuumIsOff(database.workPool, maintain);
      else await maintain(database.db);
    } catch (error) {
      if (!stopped) log.error({ err: error }, 'scheduled database maintenance failed');
    } finally {
      running = false;
    }
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

/** Runs `work` on one connection of `pool` when autovacuum is off and no other instance is at it. */
async function whereAutovacuumIsOff(pool: pg.Pool, work: (db: Executor) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      // CASE, not AND: SQL does not promise to evaluate AND's sides in order, and a lock taken
      // while autovacuum is on would never be released.
      `select case when current_setting('autovacuum') = 'on' then false
         else pg_try_advisory_lock($1) end as locked`,
      [MAINTENANCE_LOCK],
    );
    if (!rows[0]?.locked) return;
    try {
      await work(drizzle({ client }) as unknown as Executor);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MAINTENANCE_LOCK]);
    }
  } finally {
    client.release();
  }
}

export interface StatisticsUpkeep {
  /**
   * Who keeps the planner's statistics: PostgreSQL's autovacuum, the product's schedule (PGlite,
   * or a PostgreSQL whose autovacuum is off), or no one (`track_counts` off: nothing is counted).
   */
  keptBy: 'autovacuum' | 'schedule' | 'nobody';
  /** PostgreSQL's autovacuum is turned off (the product's schedule stands in; turning it on is better). */
  autovacuumOff: boolean;
  /** Tables whose analyse has been due for longer than STALE_AFTER_MS (or that were never analysed). */
  stale: { table: string; lastAnalysedAt: Date | null }[];
}

/**
 * Whether the planner's statistics are being kept, and which tables' are stale: lists planned on
 * stale statistics can be orders of magnitude slower (a nested loop over 50,000 SKUs for each).
 */
export async function statisticsUpkeep(
  db: Executor,
  driver: DatabaseHandle['driver'],
): Promise<StatisticsUpkeep> {
  const [settings] = await queryRows<{ autovacuum: boolean; counted: boolean }>(
    db,
    sql`select current_setting('autovacuum') = 'on' as autovacuum, current_setting('track_counts') = 'on' as counted`,
  );
  const autovacuumOff = driver === 'postgres' && !settings?.autovacuum;
  const keptBy = !settings?.counted
    ? 'nobody'
    : driver === 'postgres' && !autovacuumOff
      ? 'autovacuum'
      : 'schedule';
  const now = Date.now();
  const stale = (await tablesDue(db))
    .filter((table) => table.analyse)
    .filter((table) => table.lastAnalysedAt === null || now - table.lastAnalysedAt.getTime() > STALE_AFTER_MS)
    .map(({ table, lastAnalysedAt }) => ({ table, lastAnalysedAt }));
  return { keptBy, autovacuumOff, stale };
}
