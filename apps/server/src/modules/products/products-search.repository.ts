import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { textSearch } from '../../db/search-sql.ts';
import type { SearchRequest } from '../../lib/search-source.ts';
import { skus } from '../skus/skus.tables.ts';
import { products } from './products.tables.ts';

/** Products whose name contains the query, best first, with how many SKUs each has. */
export async function findProductsMatching(db: Executor, { organisationId, query, limit }: SearchRequest) {
  const search = textSearch([products.name], query);
  return db
    .select({
      id: products.id,
      name: products.name,
      skuCount: sql<number>`(select count(*)::int from ${skus} where ${skus.organisationId} = ${products.organisationId} and ${skus.productId} = ${products.id})`,
    })
    .from(products)
    .where(sql`${eq(products.organisationId, organisationId)} and (${search.where})`)
    .orderBy(...search.orderBy, asc(products.id))
    .limit(limit);
}
