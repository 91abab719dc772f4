import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { findMatches } from '../../db/search-sql.ts';
import type { SearchRequest } from '../../lib/search-source.ts';
import { productFacts } from '../products/products.facts.ts';
import { skus } from './skus.tables.ts';

/** SKUs whose id, ASIN or name contains the query: that SKU id first, then by SKU id. */
export function findSkusMatching(db: Executor, { organisationId, query, limit }: SearchRequest) {
  return findMatches({
    columns: [skus.skuId, skus.asin, skus.name],
    matchedIn: skus.searchText,
    // SKU ids are codes, typed as they are or in capitals: the unique index answers at once.
    equals: inArray(skus.skuId, [...new Set([query, query.toUpperCase(), query.toLowerCase()])]),
    query,
    limit,
    orderBy: [asc(skus.skuId)],
    keyOf: (row) => row.id,
    select: (where: SQL, orderBy: SQL[], count: number) =>
      db
        .select({
          id: skus.id,
          skuId: skus.skuId,
          asin: skus.asin,
          name: skus.name,
          isHidden: skus.isHidden,
          imageUrl: skus.catalogImageUrl,
          productName: productFacts.name,
        })
        .from(skus)
        .leftJoin(
          productFacts,
          sql`${productFacts.organisationId} = ${skus.organisationId} and ${productFacts.id} = ${skus.productId}`,
        )
        .where(sql`${eq(skus.organisationId, organisationId)} and ${where}`)
        .orderBy(...orderBy)
        .limit(count),
  });
}
