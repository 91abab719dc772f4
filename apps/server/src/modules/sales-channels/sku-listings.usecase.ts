import type { Executor } from '../../db/client.ts';
import { replaceListings } from './sku-listings.repository.ts';

/**
 * A SKU's channels become exactly `salesChannelIds`, in the caller's transaction (the SKU's create
 * or update): listings are the channels' rows, which they count and sum.
 */
export async function setSkuListings({
  tx,
  organisationId,
  skuId,
  salesChannelIds,
}: {
  tx: Executor;
  organisationId: number;
  skuId: number;
  salesChannelIds: number[];
}): Promise<void> {
  await replaceListings(tx, { organisationId, skuId, salesChannelIds });
}
