import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { findMatches } from '../../db/search-sql.ts';
import type { SearchRequest } from '../../lib/search-source.ts';
import { supplierFacts } from '../suppliers/suppliers.facts.ts';
import { purchaseOrderNumber } from './purchase-orders.repository.ts';
import { purchaseOrders } from './purchase-orders.tables.ts';

/**
 * Purchase orders whose reference or supplier's name contains the query, newest first; the order
 * the query names by number, or whose reference is the query, comes first.
 */
export function findPurchaseOrdersMatching(db: Executor, { organisationId, query, limit }: SearchRequest) {
  const number = purchaseOrderNumber(query);
  return findMatches({
    columns: [purchaseOrders.reference, supplierFacts.name],
    query,
    equals:
      number === undefined
        ? undefined
        : (or(eq(purchaseOrders.id, number), ilike(purchaseOrders.reference, query)) as SQL),
    orderBy: [desc(purchaseOrders.id)],
    limit,
    keyOf: (row) => row.id,
    select: (where: SQL, orderBy: SQL[], count: number) =>
      db
        .select({
          id: purchaseOrders.id,
          reference: purchaseOrders.reference,
          status: purchaseOrders.status,
          supplier: supplierFacts.name,
        })
        .from(purchaseOrders)
        .innerJoin(
          supplierFacts,
          and(
            eq(supplierFacts.organisationId, purchaseOrders.organisationId),
            eq(supplierFacts.id, purchaseOrders.supplierId),
          ),
        )
        .where(sql`${eq(purchaseOrders.organisationId, organisationId)} and ${where}`)
        .orderBy(...orderBy)
        .limit(count),
  });
}
