import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { findMatches } from '../../db/search-sql.ts';
import type { SearchRequest } from '../../lib/search-source.ts';
import { skus } from '../skus/skus.tables.ts';
import { products } from './products.tables.ts';

/** Products whose name contains the query, that name first, then by name; with their SKU counts. */
export function findProductsMatching(db: Executor, { organisationId, query, limit }: SearchRequest) {
  return findMatches({
    columns: [products.name],
    query,
    limit,
    // The order of products_organisation_name_unique, which the statement walks.
    orderBy: [sql`lower(${products.name})`, asc(products.id)],
    keyOf: (row) => row.id,
    select: (where: SQL, orderBy: SQL[], count: number) =>
      db
        .select({
          id: products.id,
          name: products.name,
          skuCount: sql<number>`(select count(*)::int from ${skus} where ${skus.organisationId} = ${products.organisationId} and ${skus.productId} = ${products.id})`,
        })
        .from(products)
        .where(sql`${eq(products.organisationId, organisationId)} and ${where}`)
        .orderBy(...orderBy)
        .limit(count),
  });
}
