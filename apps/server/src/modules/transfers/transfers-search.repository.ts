import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { findMatches } from '../../db/search-sql.ts';
import type { SearchRequest } from '../../lib/search-source.ts';
import { transfers } from './transfers.tables.ts';

/** Transfers whose name, shipment id or tracking number contains the query; that name first, then newest first. */
export function findTransfersMatching(db: Executor, { organisationId, query, limit }: SearchRequest) {
  return findMatches({
    columns: [transfers.name, transfers.shipmentId, transfers.trackingNumber],
    matchedIn: transfers.searchText,
    query,
    limit,
    orderBy: [desc(transfers.id)],
    keyOf: (row) => row.id,
    select: (where: SQL, orderBy: SQL[], count: number) =>
      db
        .select({
          id: transfers.id,
          name: transfers.name,
          status: transfers.status,
          shipmentId: transfers.shipmentId,
        })
        .from(transfers)
        .where(sql`${eq(transfers.organisationId, organisationId)} and ${where}`)
        .orderBy(...orderBy)
        .limit(count),
  });
}
