import { APP_VERSION, type HealthResponse } from '@backoffice/shared';
import type { DatabaseHandle } from '../../db/client.ts';
import { appliedMigrationCount, expectedMigrationCount } from '../../db/migrate.ts';
import { isDatabaseReachable } from './health.repository.ts';

/** The migrations this build ships: read once, on the first check. */
let shipped: number | undefined;

/**
 * `ok` when the database answers and is fully migrated, else `degraded`. Takes the database
 * handle, not only `db`: the answer names the driver and counts applied migrations.
 */
export async function checkHealth({
  database,
}: {
  database: DatabaseHandle;
}): Promise<{ health: HealthResponse }> {
  shipped ??= expectedMigrationCount();
  const expected = shipped;
  const reachable = await isDatabaseReachable(database.db);
  const applied = reachable ? await appliedMigrationCount(database) : 0;
  const upToDate = reachable && applied === expected;
  return {
    health: {
      status: upToDate ? 'ok' : 'degraded',
      version: APP_VERSION,
      database: { reachable, driver: database.driver },
      migrations: { applied, expected, up_to_date: upToDate },
    },
  };
}
