import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { findMatches } from '../../db/search-sql.ts';
import type { SearchRequest } from '../../lib/search-source.ts';
import { countries } from '../reference/reference.tables.ts';
import { fulfillmentCenters } from './fulfillment-centers.tables.ts';

/** Fulfillment centers whose name or reference code (e.g. LTN1) contains the query, that name first. */
export function findFulfillmentCentersMatching(
  db: Executor,
  { organisationId, query, limit }: SearchRequest,
) {
  return findMatches({
    columns: [fulfillmentCenters.name, fulfillmentCenters.referenceCode],
    query,
    limit,
    orderBy: [asc(fulfillmentCenters.name), asc(fulfillmentCenters.id)],
    keyOf: (row) => row.id,
    select: (where: SQL, orderBy: SQL[], count: number) =>
      db
        .select({
          id: fulfillmentCenters.id,
          name: fulfillmentCenters.name,
          referenceCode: fulfillmentCenters.referenceCode,
          state: fulfillmentCenters.state,
          country: countries.name,
        })
        .from(fulfillmentCenters)
        .leftJoin(countries, eq(countries.id, fulfillmentCenters.countryId))
        .where(sql`${eq(fulfillmentCenters.organisationId, organisationId)} and ${where}`)
        .orderBy(...orderBy)
        .limit(count),
  });
}
