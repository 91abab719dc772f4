import type { BaseLogger } from 'pino';
import type { Database, Driver } from '../../db/client.ts';
import { countUsers } from '../users/users.repository.ts';
import { DEMO_EMAIL } from './demo-world.ts';
import { type SeedDemoOptions, type SeedDemoResult, seedDemo } from './seed-demo.usecase.ts';
import { formatSeedSummary } from './seed-demo-summary.ts';

/**
 * The dataset of a first start: a year of history rather than `seed:demo`'s two. The server does
 * not listen until it is written (PGlite serves one connection, so it could not answer meanwhile
 * anyway); on PGlite on a 2-core machine 730 days took 8 s idle and 22 s busy, 365 days 4.5–6.5 s.
 */
export const FIRST_START_DEMO: SeedDemoOptions = { skus: 300, days: 365, seed: 42, email: DEMO_EMAIL };

/**
 * `npm start` on a new embedded database: give the person trying the product something to look
 * at. Only when the database is the embedded one, SEED_DEMO is not 'false' and nobody has an
 * account yet, so it never touches a database in real use.
 */
export async function seedDemoOnFirstStart({
  db,
  driver,
  enabled,
  log,
  options = FIRST_START_DEMO,
}: {
  db: Database;
  driver: Driver;
  /** SEED_DEMO */
  enabled: boolean;
  log: Pick<BaseLogger, 'info'>;
  options?: SeedDemoOptions;
}): Promise<SeedDemoResult | undefined> {
  if (driver !== 'pglite' || !enabled) return undefined;
  if ((await countUsers(db)) > 0) return undefined;
  log.info('First start on an empty database: creating the demo organisation (SEED_DEMO=false skips this)');
  const result = await seedDemo({ db, options });
  for (const line of formatSeedSummary(result).split('\n')) log.info(line);
  return result;
}
