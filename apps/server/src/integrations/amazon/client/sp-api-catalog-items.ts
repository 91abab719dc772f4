import { AmazonApiError } from './amazon-errors.ts';
import { type CatalogIncludedData, type CatalogItem, catalogItem } from './models/catalog-items.ts';
import type { SpApiTransport } from './sp-api-transport.ts';

/**
 * Catalog Items API 2022-04-01 (README.md, "Catalog items"): getCatalogItem, one ASIN in the
 * marketplaces asked for. An ASIN the catalog does not have answers 404 `NotFound`: null here,
 * since "no such item" is an answer, not a failure.
 */
export async function getCatalogItem(
  call: SpApiTransport,
  asin: string,
  {
    marketplaceIds,
    includedData,
  }: { marketplaceIds: readonly string[]; includedData: readonly CatalogIncludedData[] },
): Promise<CatalogItem | null> {
  if (marketplaceIds.length === 0) throw new TypeError('getCatalogItem needs at least one marketplace id.');
  try {
    return await call({
      operation: 'getCatalogItem',
      method: 'GET',
      path: `/catalog/2022-04-01/items/${encodeURIComponent(asin)}`,
      query: { marketplaceIds, includedData: includedData.length ? includedData : undefined },
      response: catalogItem,
    });
  } catch (error) {
    if (error instanceof AmazonApiError && error.status === 404) return null;
    throw error;
  }
}
