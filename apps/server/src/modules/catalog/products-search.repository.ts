import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { findMatches } from '../../db/search-sql.ts';
import type { SearchRequest } from '../../lib/search-source.ts';
import { productFacts } from '../products/products.facts.ts';
import { skuFacts } from '../skus/skus.facts.ts';

/** Products whose name contains the query, that name first, then by name; with their SKU counts. */
export function findProductsMatching(db: Executor, { organisationId, query, limit }: SearchRequest) {
  return findMatches({
    columns: [productFacts.name],
    query,
    limit,
    // The order of products_organisation_name_unique, which the statement walks.
    orderBy: [sql`lower(${productFacts.name})`, asc(productFacts.id)],
    keyOf: (row) => row.id,
    select: (where: SQL, orderBy: SQL[], count: number) =>
      db
        .select({
          id: productFacts.id,
          name: productFacts.name,
          skuCount: sql<number>`(select count(*)::int from ${skuFacts} where ${skuFacts.organisationId} = ${productFacts.organisationId} and ${skuFacts.productId} = ${productFacts.id})`,
        })
        .from(productFacts)
        .where(sql`${eq(productFacts.organisationId, organisationId)} and ${where}`)
        .orderBy(...orderBy)
        .limit(count),
  });
}
