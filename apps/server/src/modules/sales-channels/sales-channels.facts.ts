/**
 * What other modules may read of sales-channels (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import sales-channels's tables or repositories.
 */
import { facts } from '../../db/facts.ts';
import { reportSourceSalesChannels, salesChannels, skuListings } from './sales-channels.tables.ts';

/** A sales channel and the marketplace it sells on (null: not a marketplace's channel). */
export const salesChannelFacts = salesChannelFactsAs('sales_channel_facts');

/** The same projection under another name, for raw SQL that names its own alias. */
export function salesChannelFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: salesChannels.organisationId,
      id: salesChannels.id,
      name: salesChannels.name,
      marketplaceId: salesChannels.marketplaceId,
    })
    .from(salesChannels)
    .as(alias);
}

/** Which report sources feed which sales channels. */
export const reportSourceSalesChannelFacts = facts
  .select({
    organisationId: reportSourceSalesChannels.organisationId,
    reportSourceId: reportSourceSalesChannels.reportSourceId,
    salesChannelId: reportSourceSalesChannels.salesChannelId,
  })
  .from(reportSourceSalesChannels)
  .as('report_source_sales_channel_facts');

/** Which SKU is listed on which channel: a SKU's channels and marketplaces, and its list's filters by them. */
export const skuListingFacts = facts
  .select({
    organisationId: skuListings.organisationId,
    salesChannelId: skuListings.salesChannelId,
    skuId: skuListings.skuId,
  })
  .from(skuListings)
  .as('sku_listing_facts');

/** Which of these ids are sales channels of the organisation, key-share locked until commit (a SKU's listings). */
export { salesChannelsExist } from './sku-listings.repository.ts';
