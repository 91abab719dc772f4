import { sql } from 'drizzle-orm';
import { analyseDatabase, cleanPendingLists } from './analyse.ts';
import { type DatabaseHandle, type Executor, queryRows } from './client.ts';

/**
 * PostgreSQL's autovacuum defaults (`autovacuum_{vacuum,analyze}_{threshold,scale_factor}`): a
 * table is vacuumed once its dead rows pass 50 + 20 % of its live rows, analysed once the rows
 * changed since its last analyse pass 50 + 10 %. PGlite has no autovacuum; the product applies
 * the same rule itself, so the two databases are kept alike.
 */
export const AUTOVACUUM = {
  vacuumThreshold: 50,
  vacuumScaleFactor: 0.2,
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
  const { vacuumThreshold, vacuumScaleFactor, analyseThreshold, analyseScaleFactor } = AUTOVACUUM;
  const rows = await queryRows<{
    table: string;
    vacuum: boolean;
    analyse: boolean;
    last_analysed_at: string | Date | null;
  }>(
    db,
    sql`select relname as table,
          n_dead_tup > ${vacuumThreshold}::float8 + ${vacuumScaleFactor}::float8 * n_live_tup as vacuum,
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
 * what it analysed merged. One table at a time with a turn of the event loop between them: on
 * PGlite every statement runs on the thread that serves requests.
 */
export async function maintainTables(db: Executor): Promise<TableUpkeep[]> {
  const due = await tablesDue(db);
  for (const { table, vacuum } of due) {
    const name = sql.identifier(table);
    await db.execute(vacuum ? sql`vacuum (analyze) ${name}` : sql`analyze ${name}`);
    await db.execute(cleanPendingLists(sql`i.indrelid = ${table}::regclass`));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return due;
}

/** How often PGlite's tables are checked against autovacuum's rule (a cheap read when none is due). */
export const MAINTAIN_EVERY_MS = 10 * 60_000;
/** And the whole database analysed, should the counters have been lost (a crash resets them). */
export const ANALYSE_ALL_EVERY_MS = 24 * 3600_000;
/**
 * The first run, a minute after the start rather than at it: a restart's first answers come
 * first, and the statistics a start needs are there (migrations analyse what they changed).
 */
export const MAINTAIN_FIRST_AFTER_MS = 60_000;

/**
 * On PGlite, autovacuum's stand-in: maintains the due tables after `firstAfterMs` and then every
 * `everyMs`, and analyses everything every `analyseAllEveryMs` (a no-op on PostgreSQL, whose
 * autovacuum does it; Stock Health says when it is off). Runs never overlap. Returns the function
 * that stops it (call it before closing the database).
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
  if (database.driver !== 'pglite') return () => {};
  let stopped = false;
  let running = false;
  let analysedAllAt = Date.now();
  const run = async () => {
    if (stopped || running) return;
    running = true;
    try {
      if (Date.now() - analysedAllAt >= analyseAllEveryMs) {
        await analyseDatabase(database.db);
        analysedAllAt = Date.now();
      } else {
        const done = await maintainTables(database.db);
        if (done.length > 0) log.debug({ tables: done.map((each) => each.table) }, 'tables maintained');
      }
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

export interface StatisticsUpkeep {
  /** Who keeps the planner's statistics: PostgreSQL's autovacuum, the product's schedule (PGlite), or no one. */
  keptBy: 'autovacuum' | 'schedule' | 'nobody';
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
  const [settings] = await queryRows<{ on: boolean }>(
    db,
    sql`select current_setting('autovacuum') = 'on' and current_setting('track_counts') = 'on' as on`,
  );
  const keptBy = driver === 'pglite' ? 'schedule' : settings?.on ? 'autovacuum' : 'nobody';
  const now = Date.now();
  const stale = (await tablesDue(db))
    .filter((table) => table.analyse)
    .filter((table) => table.lastAnalysedAt === null || now - table.lastAnalysedAt.getTime() > STALE_AFTER_MS)
    .map(({ table, lastAnalysedAt }) => ({ table, lastAnalysedAt }));
  return { keptBy, stale };
}
