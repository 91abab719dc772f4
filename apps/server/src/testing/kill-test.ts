import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { type Database, databaseTargetFromConfig, openDatabase } from '../db/client.ts';
import { organisations } from '../modules/organisations/organisations.tables.ts';
import { freePort } from './child-server.ts';
import { TestClient } from './test-client.ts';
import { copyTestTemplate } from './test-database.ts';

export interface KillTestSetUp {
  /** The child server's environment: a copy of the test template, a 2 s job timeout, no demo. */
  env: NodeJS.ProcessEnv;
  baseUrl: string;
  /**
   * Runs `check` on the database as the stopped server left it (PGlite: one process at a time),
   * with the id of the organisation `ulid` names.
   */
  inspect<T>(ulid: string, check: (db: Database, organisationId: number) => Promise<T>): Promise<T>;
  /** Removes the data directory and the database. */
  remove(): Promise<void>;
}

/**
 * What a kill test's child server runs on: a data directory, a copy of the migrated test
 * template (a PGlite directory, or a PostgreSQL database of its own with TEST_DATABASE_URL: the
 * first start on an empty database is server.test.ts's to test), a free port, and a short job
 * timeout so a job lost with the killed process expires and is retried soon after the restart.
 */
export async function setUpKillTest(prefix: string): Promise<KillTestSetUp> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  const database = await copyTestTemplate({ dataDir });
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: database.databaseUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    JOB_TIMEOUT_SECONDS: '2',
  };
  return {
    env,
    baseUrl: `http://127.0.0.1:${port}`,
    async inspect(ulid, check) {
      const handle = await openDatabase(databaseTargetFromConfig(loadConfig(env)));
      try {
        const [organisation] = await handle.db
          .select()
          .from(organisations)
          .where(eq(organisations.ulid, ulid));
        if (!organisation) throw new Error(`no organisation ${ulid}`);
        return await check(handle.db, organisation.id);
      } finally {
        await handle.close();
      }
    },
    async remove() {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs a new seller up on the child server at `baseUrl`, as the browser would (CSRF cookie,
 * then the register form): the client with their session, and their organisation's ulid and
 * API base.
 */
export async function signUpOnChild(
  baseUrl: string,
  email: string,
): Promise<{ client: TestClient; ulid: string; base: string }> {
  const client = new TestClient(baseUrl);
  await client.csrf();
  const registered = await client.post('/api/fortify/register', {
    name: 'Killer',
    email,
    password: 'kill test password',
    password_confirmation: 'kill test password',
  });
  if (registered.status >= 300) throw new Error(`sign-up refused: ${JSON.stringify(registered.body)}`);
  const ulid = registered.body.data.current_organisation.ulid as string;
  return { client, ulid, base: `/api/organisations/${ulid}` };
}
