import { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Executor, Transaction } from './client.ts';

/** What the node-postgres database holds that a transaction of our own needs (drizzle internals). */
interface NodePgRoot {
  dialect: PgDialect;
  session: { client: pg.Pool; schema: unknown; options: Record<string, unknown> };
}

/** The node-postgres database itself (not a transaction, not PGlite): it can take the fast path. */
export function isNodePgRoot(db: Executor): boolean {
  return db instanceof NodePgDatabase;
}

/**
 * A tenant transaction on node-postgres in one round trip fewer than drizzle's: BEGIN and the
 * tenant settings go out as one simple-protocol query (drizzle sends BEGIN, then the settings),
 * which inside a request is a tenth of an unfiltered list page's time on PostgreSQL (the wall's
 * cost, issue 7). The settings are inlined: `settings` is built from a checked integer and a
 * constant role name, never from input. The transaction object is drizzle's own, on the client
 * checked out here, so nested transactions are savepoints as usual.
 */
export async function inNodePgTenant<T>(
  db: Executor,
  settings: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const root = db as unknown as NodePgRoot;
  const client = await root.session.client.connect();
  // A connection whose rollback failed is not given back to the pool but closed.
  let broken: Error | undefined;
  try {
    // If the settings fail after BEGIN succeeded, the catch below still rolls back: a pooled
    // connection must never go back inside an aborted transaction.
    await client.query(`begin; ${settings}`);
    const session = new NodePgSession(
      client,
      root.dialect,
      root.session.schema as never,
      root.session.options,
    );
    const tx = new NodePgTransaction(root.dialect, session, root.session.schema as never);
    const result = await work(tx as unknown as Transaction);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * The node-postgres connection a transaction runs on, for what drizzle does not speak (COPY);
 * undefined on PGlite, and for the database itself, which has a pool rather than one connection.
 */
export function nodePgClientOf(db: Executor): pg.PoolClient | undefined {
  if (!(db instanceof NodePgTransaction)) return undefined;
  const { client } = (db as unknown as { session: { client: pg.Pool | pg.PoolClient } }).session;
  return 'release' in client ? client : undefined;
}
