import type { DatabaseHandle } from '../src/db/client.ts';
import { enterTenantSql } from '../src/db/tenant-transaction.ts';

/** One statement as the driver received it: text and parameters. */
export interface RecordedStatement {
  text: string;
  params: unknown[];
}

/** What drizzle's sessions call for every query they run (drizzle's `Logger`). */
interface QueryLogger {
  logQuery(query: string, params: unknown[]): void;
}

interface DrizzleRoot {
  session: { logger: QueryLogger; options: { logger?: QueryLogger } };
}

/**
 * Records the statements a piece of work sends through drizzle, so the bench can run the same SQL
 * again without the framework: an endpoint's "SQL run directly" is what that endpoint itself sent,
 * not a second implementation that could drift from it. Installed as drizzle's query logger on the
 * database and on the sessions its transactions open (they copy the root's options). Records only
 * inside `record`; the bench sends one request at a time, and the bench server runs no jobs.
 */
export function installSqlRecorder(handle: DatabaseHandle) {
  let recording: RecordedStatement[] | undefined;
  const logger: QueryLogger = {
    logQuery(text, params) {
      recording?.push({ text, params: [...params] });
    },
  };
  const root = handle.db as unknown as DrizzleRoot;
  root.session.logger = logger;
  root.session.options.logger = logger;
  return {
    async record(work: () => Promise<unknown>): Promise<RecordedStatement[]> {
      const statements: RecordedStatement[] = [];
      recording = statements;
      try {
        await work();
      } finally {
        recording = undefined;
      }
      return statements;
    },
  };
}

/** The tenant settings as the product enters a tenant transaction (db/tenant-transaction.ts). */
const TENANT_SETTINGS = /set_config\('app\.organisation_id'/;

/**
 * Runs recorded statements again in the order they were sent, in one transaction on one
 * connection, entered as the organisation's tenant as the routes under it run them. Statements an
 * endpoint sent side by side (Promise.all on two pool connections) run one after the other here.
 * Answers the rows the last statement returned.
 */
export async function replayStatements(
  /** A database handle, or only its pool or PGlite (the load test's ceiling has no drizzle). */
  handle: Pick<DatabaseHandle, 'pool' | 'pglite'>,
  /** The organisation whose tenant the statements ran in; undefined for routes outside one. */
  organisationId: number | undefined,
  statements: readonly RecordedStatement[],
): Promise<unknown[]> {
  const enter = organisationId === undefined ? 'select 1' : enterTenantSql(organisationId);
  const work = statements.filter((statement) => !TENANT_SETTINGS.test(statement.text));
  let rows: unknown[] = [];
  if (handle.pool) {
    const client = await handle.pool.connect();
    try {
      await client.query(`begin; ${enter}`);
      for (const statement of work) rows = (await client.query(statement.text, statement.params)).rows;
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
    return rows;
  }
  const pglite = handle.pglite;
  if (!pglite) throw new Error('replayStatements: no database');
  await pglite.transaction(async (tx) => {
    await tx.query(enter);
    for (const statement of work) rows = (await tx.query(statement.text, statement.params)).rows;
  });
  return rows;
}
