import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { textSearch } from '../../db/search-sql.ts';
import type { SearchRequest } from '../../lib/search-source.ts';
import { suppliers } from './suppliers.tables.ts';

/** Suppliers whose name contains the query, best first. */
export async function findSuppliersMatching(db: Executor, { organisationId, query, limit }: SearchRequest) {
  const search = textSearch([suppliers.name], query);
  return db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(sql`${eq(suppliers.organisationId, organisationId)} and (${search.where})`)
    .orderBy(...search.orderBy, asc(suppliers.id))
    .limit(limit);
}
