import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { copyReferenceFulfillmentCentersToAll } from '../modules/fulfillment-centers/fulfillment-centers.usecases.ts';
import {
  referenceDataIsCurrent,
  syncReferenceDataIfChanged,
} from '../modules/reference/reference-sync.usecase.ts';
import { analyseDatabase } from './analyse.ts';
import { type Database, type DatabaseHandle, queryRows } from './client.ts';
import * as schema from './schema.ts';

export const MIGRATIONS_FOLDER = join(import.meta.dirname, 'migrations');
/** Any constant works; it only has to be the same for every instance of the product. */
const MIGRATION_LOCK_ID = 727_100_2;

/**
 * Applies the committed SQL migrations, then syncs the shipped reference data. On PostgreSQL an advisory lock makes instances that start
 * together wait for each other instead of racing through the same DDL. When a migration was
 * applied, the tables are analysed: a migration can create, rewrite or backfill tables, and a
 * fresh database would otherwise have no planner statistics at all (PGlite never makes any).
 * A restart with every migration applied and the same reference data does neither: two queries.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const appliedBefore = await appliedMigrationCount(handle);
  if (appliedBefore >= expectedMigrationCount() && (await referenceDataIsCurrent({ db: handle.db }))) return;
  await applyMigrations(handle);
  if ((await appliedMigrationCount(handle)) !== appliedBefore) await analyseDatabase(handle.db);
}

async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  const migrationsFolder = MIGRATIONS_FOLDER;
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    await syncReferenceDataIfChanged({ db: handle.db, afterSync: copyReferenceFulfillmentCentersToAll });
    return;
  }
  if (!handle.pool) throw new Error('PostgreSQL handle without a pool');
  // Advisory locks belong to a connection, so lock, migrate and unlock on the same one.
  const connection = await handle.pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client: connection }), { migrationsFolder });
    await syncReferenceDataIfChanged({
      db: drizzlePg({ client: connection, schema }) as unknown as Database,
      afterSync: copyReferenceFulfillmentCentersToAll,
    });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    connection.release();
  }
}

export function expectedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export async function appliedMigrationCount(handle: DatabaseHandle): Promise<number> {
  try {
    const rows = await queryRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    return Number(rows[0]?.count ?? 0);
  } catch {
    return 0;
  }
}
