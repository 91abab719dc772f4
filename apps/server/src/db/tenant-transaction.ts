import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Executor, queryRows, type Transaction } from './client.ts';
import { inNodePgTenant, isNodePgRoot } from './pg-tenant-transaction.ts';
import { nameStatement } from './pglite-drizzle-client.ts';

/**
 * The role tenant work runs as (migration 0009 creates it). It owns no table and is subject to
 * the row-level security policies on every table with an organisation_id (decision record 10).
 */
export const APP_ROLE = 'stockroom_app';

/**
 * Runs `work` in one transaction confined to one organisation: the first statement sets
 * `app.organisation_id` and switches to the application role for this transaction only (one
 * round trip, as PostgREST does), so row-level security refuses every other organisation's rows
 * even to a query that forgets its filter. Called on an open transaction it nests as a savepoint.
 * Routes get this from plugins/tenant-transaction.ts; jobs and CLIs call it themselves.
 */
export async function inTenant<T>(
  db: Executor,
  organisationId: number,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  if (!Number.isSafeInteger(organisationId) || organisationId <= 0) {
    throw new Error(`inTenant: not an organisation id: ${organisationId}`);
  }
  if (isNodePgRoot(db)) return inNodePgTenant(db, enterTenantSql(organisationId), work);
  return db.transaction(async (tx) => {
    await tx.execute(enterTenant(organisationId));
    return work(tx);
  });
}

/**
 * The same settings as one literal statement, for node-postgres's one-round-trip BEGIN (and the
 * benches' replays of a request's statements).
 *
 * JIT off for the transaction: a request's statements are short, and PostgreSQL compiled the
 * problem-order summary at 1,000,000 orders for 460 ms of its 1.6 s on its (overestimated) cost.
 * No parallel workers either: starting them cost more than they saved on a request's scans (the
 * stock summary's forecast totals took 114 ms with two workers, 80 of them gathering, against
 * 23 ms of work each), and under load every worker takes a core another request was waiting for.
 * PGlite has neither; the settings are there and change nothing.
 */
export function enterTenantSql(organisationId: number): string {
  return `select set_config('app.organisation_id', '${organisationId}', true), set_config('role', '${APP_ROLE}', true), set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`;
}

function enterTenant(organisationId: number): SQL {
  return sql`select set_config('app.organisation_id', ${String(organisationId)}, true), set_config('role', ${APP_ROLE}, true), set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`;
}
// Every tenant transaction starts with it, so PGlite runs it prepared (db/pglite-drizzle-client.ts).
nameStatement('stockroom_enter_tenant', new PgDialect().sqlToQuery(enterTenant(1)).sql);

/**
 * Runs `work` inside `tx` as the connection's own role, then puts back the role `tx` had. For a
 * tenant transaction that must write outside the tenant tables in the same commit: the job queue's
 * insert (`JobQueue.enqueueIn`), whose tables the application role has no rights on. Nothing of
 * the tenant's is read or written meanwhile; outside a tenant transaction it changes nothing.
 */
export async function asConnectionRole<T>(tx: Executor, work: () => Promise<T>): Promise<T> {
  const [current] = await queryRows<{ role: string }>(tx, sql`select current_setting('role') as role`);
  const role = current?.role ?? 'none';
  if (role === 'none') return work();
  await tx.execute(sql`select set_config('role', 'none', true)`);
  const result = await work();
  await tx.execute(sql`select set_config('role', ${role}, true)`);
  return result;
}
