import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { textSearch } from '../../db/search-sql.ts';
import type { SearchRequest } from '../../lib/search-source.ts';
import { warehouses } from './warehouses.tables.ts';

/** Warehouses whose name or foreign id (a 3PL's code) contains the query, best first. */
export async function findWarehousesMatching(db: Executor, { organisationId, query, limit }: SearchRequest) {
  const search = textSearch([warehouses.name, warehouses.foreignId], query);
  return db
    .select({
      ulid: warehouses.ulid,
      name: warehouses.name,
      foreignId: warehouses.foreignId,
      isDistributionCenter: warehouses.isDistributionCenter,
      isFulfillmentCenter: warehouses.isFulfillmentCenter,
    })
    .from(warehouses)
    .where(sql`${eq(warehouses.organisationId, organisationId)} and (${search.where})`)
    .orderBy(...search.orderBy, asc(warehouses.id))
    .limit(limit);
}
