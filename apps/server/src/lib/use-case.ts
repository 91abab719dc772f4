import type { Database, Executor } from '../db/client.ts';

/**
 * What every organisation use case takes (decision record 8): the database, whose transactions
 * the use case owns, and the tenant as an id. A use case adds its own fields:
 * `InOrganisation & { input: CreateSkuRequest }`. A read-only use case takes any executor, so
 * a caller may run it inside its own transaction: `InOrganisation<Executor>`.
 */
export interface InOrganisation<Db extends Executor = Database> {
  db: Db;
  organisationId: number;
}

/** An organisation use case about one of its records, addressed by id. */
export interface OnRecord<Db extends Executor = Database> extends InOrganisation<Db> {
  id: number;
}
