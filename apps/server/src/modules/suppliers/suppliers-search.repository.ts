import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { findMatches } from '../../db/search-sql.ts';
import type { SearchRequest } from '../../lib/search-source.ts';
import { suppliers } from './suppliers.tables.ts';

/** Suppliers whose name contains the query, that name first, then by name. */
export function findSuppliersMatching(db: Executor, { organisationId, query, limit }: SearchRequest) {
  return findMatches({
    columns: [suppliers.name],
    query,
    limit,
    orderBy: [sql`lower(${suppliers.name})`, asc(suppliers.id)],
    keyOf: (row) => row.id,
    select: (where: SQL, orderBy: SQL[], count: number) =>
      db
        .select({ id: suppliers.id, name: suppliers.name })
        .from(suppliers)
        .where(sql`${eq(suppliers.organisationId, organisationId)} and ${where}`)
        .orderBy(...orderBy)
        .limit(count),
  });
}
