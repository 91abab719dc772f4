import type { Database } from '../db/client.ts';

/**
 * What every organisation use case takes (decision record 8): the database, whose transactions
 * the use case owns, and the tenant as an id. A use case adds its own fields:
 * `InOrganisation & { input: CreateSkuRequest }`.
 */
export interface InOrganisation {
  db: Database;
  organisationId: number;
}

/** An organisation use case about one of its records, addressed by id. */
export interface OnRecord extends InOrganisation {
  id: number;
}
