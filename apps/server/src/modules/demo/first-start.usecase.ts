import type { BaseLogger } from 'pino';
import type { Database, Driver, Transaction } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { OrganisationRow } from '../organisations/organisations.facts.ts';
import { deleteOrganisation } from '../organisations/organisations.usecases.ts';
import { countUsers, findUserByEmail } from '../users/users.facts.ts';
import { changeUser } from '../users/users.usecases.ts';
import {
  findUnfinishedDemoPreparations,
  finishDemoPreparation,
  insertDemoPreparation,
  recordDemoStep,
} from './demo-preparations.repository.ts';
import { DEMO_EMAIL } from './demo-world.domain.ts';
import {
  createDemoOwner,
  DEMO_FILL_STEPS,
  type DemoOwner,
  fillDemo,
  newDemoPassword,
  type SeedDemoOptions,
  type SeedDemoResult,
} from './seed-demo.usecase.ts';
import { formatSeedSummary } from './seed-demo-summary.presenter.ts';

/**
 * The dataset of a first start: a year of history rather than `seed:demo`'s two. On PGlite on a
 * 2-core machine 730 days took 8 s idle and 22 s busy, 365 days 4.5–6.5 s.
 */
export const FIRST_START_DEMO: SeedDemoOptions = { skus: 300, days: 365, seed: 42, email: DEMO_EMAIL };

type Log = Pick<BaseLogger, 'info' | 'warn' | 'error'>;

/**
 * `npm start` on a new embedded database: give the person trying the product something to look
 * at. Only when the database is the embedded one, SEED_DEMO is not 'false' and nobody has an
 * account yet (or the demo a stopped server left half made is to be made again), so it never
 * touches a database in real use.
 *
 * Before the server listens this only creates the demo account and its empty organisation (well
 * under a second) and logs the credentials; it answers the filling, which the server runs once it
 * listens: the sign-in page answers at once, and whoever signs in meanwhile sees the filling's
 * progress (`demo_preparations`, GET …/demo-preparation). The filling commits step by step, so
 * the embedded database's one connection serves requests between its steps.
 */
export async function prepareDemoOnFirstStart({
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
  log: Log;
  options?: SeedDemoOptions;
}): Promise<((stopping?: AbortSignal) => Promise<SeedDemoResult | undefined>) | undefined> {
  if (driver !== 'pglite' || !enabled) return undefined;
  const owner = (await remakeUnfinishedDemo(db, options, log)) ?? (await firstDemo(db, options, log));
  if (!owner) return undefined;
  const organisationId = owner.organisation.id;
  if (owner.password) log.info(`Demo account: ${owner.user.email} / ${owner.password}`);
  log.info(`The demo organisation is being filled in the background (${DEMO_FILL_STEPS.length} steps)`);
  return async (stopping) => {
    try {
      const result = await fillDemo({
        db,
        owner,
        options,
        stopping,
        onStep: ({ done, step }) => {
          log.info(`Demo organisation, step ${done + 1} of ${DEMO_FILL_STEPS.length}: ${step}`);
          return recordDemoStep(db, { organisationId, stepsDone: done, step });
        },
      });
      await finishDemoPreparation(db, { organisationId });
      for (const line of formatSeedSummary({ ...result, password: null })
        .split('\n')
        .slice(1))
        log.info(line);
      return result;
    } catch (error) {
      if (stopping?.aborted)
        log.warn('The server stopped before the demo was filled: the next start makes it again');
      else log.error({ err: error }, 'filling the demo organisation failed; the next start makes it again');
      return undefined;
    }
  };
}

async function firstDemo(db: Database, options: SeedDemoOptions, log: Log): Promise<DemoOwner | undefined> {
  if ((await countUsers(db)) > 0) return undefined;
  log.info('First start on an empty database: creating the demo organisation (SEED_DEMO=false skips this)');
  return createDemoOwner({ db, options, alongside: startPreparation });
}

const startPreparation = (tx: Transaction, organisation: OrganisationRow) =>
  insertDemoPreparation(tx, {
    organisationId: organisation.id,
    steps: DEMO_FILL_STEPS.length,
    step: DEMO_FILL_STEPS[0],
  });

/**
 * A server stopped while it filled the demo: the half-made organisation goes, and a new one is
 * made for the demo user. Its password was logged once, by the start that created it, and may be
 * lost with that start's output: a new one is set and logged.
 */
async function remakeUnfinishedDemo(
  db: Database,
  options: SeedDemoOptions,
  log: Log,
): Promise<DemoOwner | undefined> {
  const unfinished = await findUnfinishedDemoPreparations(db);
  if (unfinished.length === 0) return undefined;
  log.warn('The demo organisation was not finished when the server stopped: making it again');
  const user = await findUserByEmail(db, { email: options.email });
  if (user) await changeUser({ db, userId: user.id, changes: { currentOrganisationId: null } });
  // Everything of the half-made organisation goes with its row, by cascade.
  for (const { organisationId } of unfinished) await deleteOrganisation({ db, organisationId });
  if (!user) return firstDemo(db, options, log);
  const password = newDemoPassword();
  await changeUser({ db, userId: user.id, changes: { passwordHash: await hashPassword(password) } });
  return { ...(await createDemoOwner({ db, options, alongside: startPreparation })), password };
}
