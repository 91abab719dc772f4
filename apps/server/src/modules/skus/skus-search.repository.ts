import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { textSearch } from '../../db/search-sql.ts';
import type { SearchRequest } from '../../lib/search-source.ts';
import { products } from '../products/products.tables.ts';
import { skus } from './skus.tables.ts';

/** SKUs whose id, ASIN or name contains the query, best first (served by skus_search_text_trgm). */
export async function findSkusMatching(db: Executor, { organisationId, query, limit }: SearchRequest) {
  const search = textSearch([skus.skuId, skus.asin, skus.name], query, { matchedIn: skus.searchText });
  return db
    .select({
      id: skus.id,
      skuId: skus.skuId,
      asin: skus.asin,
      name: skus.name,
      isHidden: skus.isHidden,
      productName: products.name,
    })
    .from(skus)
    .leftJoin(
      products,
      sql`${products.organisationId} = ${skus.organisationId} and ${products.id} = ${skus.productId}`,
    )
    .where(sql`${eq(skus.organisationId, organisationId)} and (${search.where})`)
    .orderBy(...search.orderBy, asc(skus.id))
    .limit(limit);
}
