import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { findMatches } from '../../db/search-sql.ts';
import type { SearchRequest } from '../../lib/search-source.ts';
import { countryFacts } from '../reference/reference.facts.ts';
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
          country: countryFacts.name,
        })
        .from(fulfillmentCenters)
        .leftJoin(countryFacts, eq(countryFacts.id, fulfillmentCenters.countryId))
        .where(sql`${eq(fulfillmentCenters.organisationId, organisationId)} and ${where}`)
        .orderBy(...orderBy)
        .limit(count),
  });
}
