/**
 * What other modules may read of skus (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import skus's tables or repositories.
 */
import { facts } from '../../db/facts.ts';
import { organisationSkuCounts, skus } from './skus.tables.ts';

/**
 * SKUs as other modules join them: the seller SKU id, ASIN and name they show, the product a SKU
 * belongs to, whether it is hidden, and its own cost (transfers, purchase orders, shipments,
 * disputes, the catalog's product pages); its marketplace title and image from Amazon's catalog (the
 * Stock and Forecasts lists); when it last changed (store orders' problem scan).
 */
export const skuFacts = skuFactsAs('sku_facts');

/** The same projection under another name, for raw SQL that names its own alias. */
export function skuFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: skus.organisationId,
      id: skus.id,
      skuId: skus.skuId,
      asin: skus.asin,
      name: skus.name,
      productId: skus.productId,
      isHidden: skus.isHidden,
      cogs: skus.cogs,
      cogsCurrency: skus.cogsCurrency,
      searchText: skus.searchText,
      catalogTitle: skus.catalogTitle,
      catalogImageUrl: skus.catalogImageUrl,
      updatedAt: skus.updatedAt,
    })
    .from(skus)
    .as(alias);
}

/** Which of these ids are SKUs of the organisation, key-share locked until commit (see ownedIds). */
export { skusExist } from './owned-skus.repository.ts';

/** How many SKUs each organisation has (kept by triggers on skus): which organisations have any. */
export const organisationSkuCountFacts = facts
  .select({ organisationId: organisationSkuCounts.organisationId, skus: organisationSkuCounts.skus })
  .from(organisationSkuCounts)
  .as('organisation_sku_count_facts');

/** SKUs with an ASIN whose catalog title and image are missing or old: the catalog job's work. */
export { type SkuCatalogDue, skusDueForCatalog } from './sku-catalog.repository.ts';
/** The SKUs' own figures checked beside the ledger (the ledger check). */
export { mismatchedSkuCounts, skusWithoutStockTotal } from './skus-figures-check.repository.ts';
/** SKUs unmapped or without COGS, not hidden: the sidebar's badge. */
export { countSkusNeedingAttention, skusNeedingAttentionCount } from './skus-needing-attention.repository.ts';
/** A row whose SKU is not hidden: every stock figure leaves hidden SKUs out this way, so they agree. */
export { ofVisibleSku } from './visible-sku.repository.ts';
