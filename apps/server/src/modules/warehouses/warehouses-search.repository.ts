import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { findMatches } from '../../db/search-sql.ts';
import type { SearchRequest } from '../../lib/search-source.ts';
import { warehouses } from './warehouses.tables.ts';

/** Warehouses whose name or foreign id (a 3PL's code) contains the query, that name first. */
export function findWarehousesMatching(db: Executor, { organisationId, query, limit }: SearchRequest) {
  return findMatches({
    columns: [warehouses.name, warehouses.foreignId],
    query,
    limit,
    orderBy: [sql`lower(${warehouses.name})`, asc(warehouses.id)],
    keyOf: (row) => row.ulid,
    select: (where: SQL, orderBy: SQL[], count: number) =>
      db
        .select({
          ulid: warehouses.ulid,
          name: warehouses.name,
          foreignId: warehouses.foreignId,
          isDistributionCenter: warehouses.isDistributionCenter,
          isFulfillmentCenter: warehouses.isFulfillmentCenter,
        })
        .from(warehouses)
        .where(sql`${eq(warehouses.organisationId, organisationId)} and ${where}`)
        .orderBy(...orderBy)
        .limit(count),
  });
}
