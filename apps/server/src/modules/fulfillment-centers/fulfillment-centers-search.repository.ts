import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { textSearch } from '../../db/search-sql.ts';
import type { SearchRequest } from '../../lib/search-source.ts';
import { countries } from '../reference/reference.tables.ts';
import { fulfillmentCenters } from './fulfillment-centers.tables.ts';

/** Fulfillment centers whose name or reference code (e.g. LTN1) contains the query, best first. */
export async function findFulfillmentCentersMatching(
  db: Executor,
  { organisationId, query, limit }: SearchRequest,
) {
  const search = textSearch([fulfillmentCenters.name, fulfillmentCenters.referenceCode], query);
  return db
    .select({
      id: fulfillmentCenters.id,
      name: fulfillmentCenters.name,
      referenceCode: fulfillmentCenters.referenceCode,
      state: fulfillmentCenters.state,
      country: countries.name,
    })
    .from(fulfillmentCenters)
    .leftJoin(countries, eq(countries.id, fulfillmentCenters.countryId))
    .where(sql`${eq(fulfillmentCenters.organisationId, organisationId)} and (${search.where})`)
    .orderBy(...search.orderBy, asc(fulfillmentCenters.id))
    .limit(limit);
}
