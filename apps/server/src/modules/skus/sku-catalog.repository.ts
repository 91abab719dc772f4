import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { skus } from './skus.tables.ts';

export interface SkuCatalogDue {
  id: number;
  asin: string;
}

/**
 * The organisation's SKUs with an ASIN whose catalog data is missing or was fetched before
 * `fetchedBefore`: never fetched first, then the oldest (the index skus_catalog_due), at most `limit`.
 */
export async function skusDueForCatalog(
  db: Executor,
  { organisationId, fetchedBefore, limit }: { organisationId: number; fetchedBefore: Date; limit: number },
): Promise<SkuCatalogDue[]> {
  const rows = await db
    .select({ id: skus.id, asin: skus.asin })
    .from(skus)
    .where(
      and(
        eq(skus.organisationId, organisationId),
        isNotNull(skus.asin),
        or(isNull(skus.catalogFetchedAt), lt(skus.catalogFetchedAt, fetchedBefore)),
      ),
    )
    .orderBy(sql`${skus.catalogFetchedAt} asc nulls first`, asc(skus.id))
    .limit(limit);
  return rows.map((row) => ({ id: Number(row.id), asin: row.asin as string }));
}

/**
 * Stores what the catalog said of a SKU's ASIN. Only while the SKU still has that ASIN (the seller
 * may have changed it while Amazon was asked); updated_at stays the seller's last edit.
 */
export async function storeSkuCatalog(
  db: Executor,
  values: {
    organisationId: number;
    id: number;
    asin: string;
    title: string | null;
    imageUrl: string | null;
    fetchedAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(skus)
    .set({ catalogTitle: values.title, catalogImageUrl: values.imageUrl, catalogFetchedAt: values.fetchedAt })
    .where(
      and(eq(skus.organisationId, values.organisationId), eq(skus.id, values.id), eq(skus.asin, values.asin)),
    )
    .returning({ id: skus.id });
  return rows.length > 0;
}
