import { skuDisplayName, type TransferSuggestion, type TransferSuggestionQuery } from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { FieldErrorBag } from '../../lib/app-error.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { transferErrors } from '../transfers/transfers.errors.ts';
import { inboundUnitsInto } from '../transfers/transfers.facts.ts';
import { ownedWarehouseIds, plannedTransfersInto } from './transfer-suggestion.repository.ts';

/**
 * "Suggested items": what to send from the origin into the destination now. The recompute plans,
 * per SKU, a transfer into each fulfilment centre (its share of the demand over transit + cover
 * days, less its stock and inbound, within what the own warehouses hold: forecast_warehouse_plans);
 * here that quantity is capped by the origin's stock. Only SKUs with something to send, largest
 * first. A destination that is not a fulfilment centre has no planned transfers.
 */
export async function suggestTransfer({
  db,
  organisationId,
  query,
}: InOrganisation<Executor> & { query: TransferSuggestionQuery }): Promise<{
  suggestion: TransferSuggestion;
}> {
  const originId = query.outgoing_warehouse_id;
  const destinationId = query.destination_warehouse_id;
  const errors = new FieldErrorBag();
  const owned = await ownedWarehouseIds(db, { organisationId, ids: [originId, destinationId] });
  if (!owned.has(originId)) errors.add(transferErrors.invalidWarehouse('outgoing_warehouse_id'));
  if (!owned.has(destinationId)) errors.add(transferErrors.invalidWarehouse('destination_warehouse_id'));
  else if (originId === destinationId) errors.add(transferErrors.sameWarehouse());
  errors.throwIfAny();

  const planned = await plannedTransfersInto(db, { organisationId, originId, destinationId });
  const inbound = await inboundUnitsInto(db, {
    organisationId,
    warehouseId: destinationId,
    skuIds: planned.map((row) => row.skuId),
  });
  const lines = planned
    .map((row) => ({
      sku: {
        id: row.skuId,
        sku_id: row.skuCode,
        display_name: skuDisplayName({ productName: row.productName, skuId: row.skuCode }),
      },
      recommended_quantity: Math.min(row.recommendedTransferQuantity, row.originStock),
      origin_stock: row.originStock,
      destination_stock: row.destinationStock,
      destination_inbound: inbound.get(row.skuId) ?? 0,
      share: Math.round(row.share * 10_000) / 10_000,
      out_of_stock_date: row.outOfStockDate,
    }))
    .filter((line) => line.recommended_quantity > 0)
    .sort(
      (a, b) =>
        b.recommended_quantity - a.recommended_quantity ||
        (a.sku.sku_id < b.sku.sku_id ? -1 : a.sku.sku_id > b.sku.sku_id ? 1 : 0),
    );
  return { suggestion: { lines } };
}
