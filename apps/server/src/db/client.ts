import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createPglite } from './pglite.ts';
import { drizzleClientOf } from './pglite-drizzle-client.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything a repository can run a query on: the database or an open transaction. */
export type Executor = Database | Transaction;
export type Driver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  /**
   * What background jobs run their queries on. On PostgreSQL a pool of its own, smaller than the
   * requests' (`workPoolSize`), so a scan over a million orders never holds a connection a page
   * load waits for; on PGlite the one embedded connection (decision 26).
   */
  workDb: Database;
  driver: Driver;
  /** The node-postgres pool, when on PostgreSQL (for work that needs one connection). */
  pool?: pg.Pool;
  /** The background jobs' pool behind `workDb`, when on PostgreSQL. */
  workPool?: pg.Pool;
  /** The connection string, when on PostgreSQL (the job queue opens a small pool of its own). */
  url?: string;
  /** The embedded database, when on PGlite (the job queue shares its one connection). */
  pglite?: PGlite;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      driver: 'postgres';
      url: string;
      /** Connections for requests (default 10). */
      poolSize?: number;
      /** Connections for background jobs (default 4), beside the requests' and pg-boss's own. */
      workPoolSize?: number;
      onIdleConnectionError?: (error: Error) => void;
    }
  | { driver: 'pglite'; dataDir?: string; client?: PGlite };

/**
 * PGlite (PostgreSQL compiled to WASM) in a data directory when no DATABASE_URL is given, so the
 * product runs with nothing installed; node-postgres otherwise. Same schema, same migrations.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // Opens no connection until a job runs a query: a CLI or a server without workers pays nothing.
    const workPool = new pg.Pool({ connectionString: target.url, max: target.workPoolSize ?? 4 });
    // An idle connection the server ends (a restart, an administrator's terminate) is an 'error'
    // event on the pool, which crashes the process when no one listens. The pool has already
    // dropped that connection and opens another on the next query; a query in flight gets its
    // own error.
    for (const each of [pool, workPool]) each.on('error', (error) => target.onIdleConnectionError?.(error));
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    const workDb = drizzlePg({ client: workPool, schema }) as unknown as Database;
    return {
      db,
      workDb,
      driver: 'postgres',
      pool,
      workPool,
      url: target.url,
      close: async () => {
        await Promise.all([pool.end(), workPool.end()]);
      },
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const openMarker = target.dataDir && !target.client ? join(target.dataDir, OPEN_MARKER) : undefined;
  // Before PGlite touches the directory: two processes on one data directory overwrite each
  // other's pages (PGlite takes no lock of its own), and a restart beside a server that has not
  // finished stopping did exactly that.
  const uncleanStop = openMarker ? lockDataDir(openMarker, target.dataDir as string) : false;
  const client = target.client ?? (await createPglite({ dataDir: target.dataDir }));
  // After a kill -9 mid-transaction, PGlite's recovered data directory can hold rows and
  // unique-index entries of the killed transaction that an insert then waits on forever, on the
  // only connection (the kill test's retried import hung in its insert into skus; the recovered
  // next xid was not past the killed one, so that xid seemingly reads as still in progress).
  // A VACUUM clears them (0.3 s for the test's 60,000 dead SKU rows): run after an unclean stop
  // only, which the marker left behind by a process that never closed the database tells.
  if (uncleanStop) await client.exec('VACUUM');
  const db = drizzlePglite({ client: drizzleClientOf(client), schema }) as unknown as Database;
  const close = async () => {
    await client.close();
    if (openMarker) rmSync(openMarker, { force: true });
  };
  return { db, workDb: db, driver: 'pglite', pglite: client, close };
}

/** Present in a PGlite directory while a process has it open (removed by a clean close). */
export const OPEN_MARKER = 'stockroom-open';

/**
 * Takes the data directory for this process: the marker, created exclusively, holds our pid.
 * Refuses a directory another live process holds. Answers whether a process left it without
 * closing it (a marker whose process is gone), which calls for a VACUUM.
 */
function lockDataDir(marker: string, dataDir: string): boolean {
  try {
    writeFileSync(marker, `${process.pid}\n`, { flag: 'wx' });
    return false;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const holder = Number.parseInt(readFileSync(marker, 'utf8'), 10);
  if (isOtherLiveServer(holder))
    throw new Error(
      `The embedded database in ${dataDir} is in use by process ${holder} (another server of this product, maybe still stopping): stop it first, or give this one its own DATA_DIR.`,
    );
  writeFileSync(marker, `${process.pid}\n`);
  return true;
}

/** A live Node process other than this one (a pid reused by something else after a reboot is not). */
function isOtherLiveServer(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true; // No /proc (macOS): alive is all we can tell.
  }
}

export function databaseTargetFromConfig(config: {
  databaseUrl?: string;
  databasePoolSize?: number;
  workDatabasePoolSize?: number;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? {
        driver: 'postgres',
        url: config.databaseUrl,
        poolSize: config.databasePoolSize,
        workPoolSize: config.workDatabasePoolSize,
      }
    : { driver: 'pglite', dataDir: `${config.dataDir}/pglite` };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, the shared type just cannot say so. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Rows a raw write touched: node-postgres says `rowCount`, PGlite `affectedRows`. */
export async function executeCount(db: Executor, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}
