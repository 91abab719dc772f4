import type { SalesChannel } from '@backoffice/shared';
import type { SalesChannelListRow } from './sales-channels.repository.ts';

export function presentSalesChannel(
  row: SalesChannelListRow,
  sources: { salesChannelId: number; id: number; name: string }[],
): SalesChannel {
  const { channel } = row;
  return {
    id: channel.id,
    name: channel.name,
    type: channel.type,
    marketplace: row.marketplace
      ? {
          id: row.marketplace.id,
          name: row.marketplace.name,
          mws_id: row.marketplace.mwsId,
          country_code: row.marketplace.countryCode,
        }
      : null,
    report_sources: sources
      .filter((source) => source.salesChannelId === channel.id)
      .map((source) => ({ id: source.id, name: source.name })),
    sku_count: row.skuCount,
    stock: row.stock,
    created_at: channel.createdAt.toISOString(),
    updated_at: channel.updatedAt.toISOString(),
  };
}
