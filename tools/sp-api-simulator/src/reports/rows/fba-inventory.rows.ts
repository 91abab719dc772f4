import { inventoryAt } from '../../dataset/inventory.ts';
import { formatAmount, localPrice } from '../../dataset/money.ts';
import { poolOf } from '../../dataset/seller-dataset.ts';
import type { ReportContext } from '../report-context.ts';

/**
 * GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA: a snapshot of the FBA listings of the first requested
 * marketplace's stock pool, as of the request (the data range does not apply to snapshots).
 */
export function* fbaInventoryRows(context: ReportContext): Generator<string[]> {
  const marketplace = context.marketplaces[0];
  if (!marketplace) return;
  const pool = poolOf(context.dataset, marketplace.id);
  for (const level of inventoryAt(context.dataset, pool, context.asOfMs)) {
    const { item } = level;
    if (item.channel !== 'AFN') continue;
    const warehouse = level.fulfillable + level.unsellable + level.reserved;
    yield [
      item.sku,
      item.fnsku,
      item.asin,
      item.title,
      'New',
      formatAmount(localPrice(item.priceUsd, marketplace), marketplace.currency),
      'No',
      '0',
      'Yes',
      String(warehouse),
      String(level.fulfillable),
      String(level.unsellable),
      String(level.reserved),
      String(warehouse + level.inboundShipped + level.inboundReceiving),
      item.volume.toFixed(2),
      String(level.inboundWorking),
      String(level.inboundShipped),
      String(level.inboundReceiving),
      '0',
      '0',
      '0',
    ];
  }
}
