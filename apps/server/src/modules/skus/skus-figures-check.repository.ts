import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { skuStockTotalFactsAs } from '../inventory/inventory.facts.ts';
import { organisationFactsAs } from '../organisations/organisations.facts.ts';
import { organisationSkuCounts, skus } from './skus.tables.ts';

/**
 * SKUs without their sku_stock_totals row, which each SKU gets with it (a trigger): a SKU without
 * one would be missing from the stock sorts of the SKU list. For the ledger check.
 */
export function skusWithoutStockTotal(
  db: Executor,
  organisationId?: number,
): Promise<{ organisationId: number; skuId: number }[]> {
  const totals = skuStockTotalFactsAs('totals');
  return db
    .select({ organisationId: skus.organisationId, skuId: skus.id })
    .from(skus)
    .leftJoin(totals, and(eq(totals.organisationId, skus.organisationId), eq(totals.skuId, skus.id)))
    .where(
      and(
        organisationId === undefined ? undefined : eq(skus.organisationId, organisationId),
        isNull(totals.skuId),
      ),
    )
    .orderBy(skus.organisationId, skus.id);
}

/** Organisations whose kept SKU count (organisation_sku_counts) is not the number of their SKUs. */
export function mismatchedSkuCounts(
  db: Executor,
  organisationId?: number,
): Promise<{ organisationId: number; kept: number | null; counted: number }[]> {
  const organisation = organisationFactsAs('organisation');
  const counted = db
    .select({ organisationId: skus.organisationId, n: count().as('n') })
    .from(skus)
    .groupBy(skus.organisationId)
    .as('counted');
  return db
    .select({
      organisationId: organisation.id,
      kept: organisationSkuCounts.skus,
      counted: sql<number>`coalesce(${counted.n}, 0)::int`,
    })
    .from(organisation)
    .leftJoin(organisationSkuCounts, eq(organisationSkuCounts.organisationId, organisation.id))
    .leftJoin(counted, eq(counted.organisationId, organisation.id))
    .where(
      and(
        organisationId === undefined ? undefined : eq(organisation.id, organisationId),
        ne(sql`coalesce(${organisationSkuCounts.skus}, 0)`, sql`coalesce(${counted.n}, 0)`),
      ),
    )
    .orderBy(organisation.id);
}
