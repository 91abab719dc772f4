import {
  currencyDecimals,
  fromMinorUnits,
  type StockAnalysisRow,
  type StockRow,
  skuDisplayName,
  storageAtRisk,
} from '@backoffice/shared';
import type { SkuStorageFee } from '../marketplace-fees/marketplace-fees.facts.ts';
import type { StockListRow } from './stock.repository.ts';

const round3 = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

function money(amount: number | null, currency: string | null): string | null {
  return amount === null || currency === null ? null : fromMinorUnits(amount, currency);
}

/**
 * What the SKU's aged or excess units at Amazon cost to store a month (storageAtRisk), from its
 * latest month in Amazon's storage fees report; null without one, or before its health is known.
 */
export function storagePerMonth(
  row: StockListRow,
  quantities: readonly { warehouseId: number; quantity: number }[],
  fulfillmentCenterIds: ReadonlySet<number>,
  fee: SkuStorageFee | undefined,
): StockRow['storage_per_month'] {
  const health = row.forecast;
  if (!fee || !health) return null;
  let unitsAtAmazon = 0;
  for (const entry of quantities)
    if (fulfillmentCenterIds.has(Number(entry.warehouseId))) unitsAtAmazon += Math.max(0, entry.quantity);
  const atRisk = storageAtRisk({
    agedUnits: health.agedUnits ?? 0,
    excessUnits: health.excessUnits ?? 0,
    unitsAtAmazon,
    monthFee: Number(fee.fee) * 10 ** currencyDecimals(fee.currency),
    averageUnits: fee.averageUnits,
  });
  return (
    atRisk && {
      amount: fromMinorUnits(atRisk.amount, fee.currency),
      currency: fee.currency,
      units: atRisk.units,
      month: fee.month,
    }
  );
}

export function presentStockRow(
  row: StockListRow,
  quantities: readonly { warehouseId: number; quantity: number }[],
  inboundAtAmazon: number | null = null,
  storage: StockRow['storage_per_month'] = null,
): StockRow {
  const health = row.forecast;
  return {
    sku: {
      id: Number(row.sku.id),
      sku_id: row.sku.skuId,
      display_name: skuDisplayName({ productName: row.sku.productName, skuId: row.sku.skuId }),
      product_id: row.sku.productId === null ? null : Number(row.sku.productId),
      image_url: row.sku.imageUrl,
    },
    stock: row.stock,
    warehouses: quantities.map((entry) => ({
      warehouse_id: Number(entry.warehouseId),
      quantity: entry.quantity,
    })),
    inbound_at_amazon: inboundAtAmazon,
    status: health?.status ?? null,
    in_transit: health?.inTransit ?? 0,
    on_order: health?.onOrder ?? 0,
    daily_demand: round3(health?.dailyDemand ?? null),
    sold_30d: health?.sold30d ?? null,
    sell_through: round3(health?.sellThrough ?? null),
    days_of_cover: health?.daysOfCover ?? null,
    out_of_stock_date: health?.outOfStockDate ?? null,
    reorder_date: health?.reorderDate ?? null,
    recommended_order_quantity: health?.recommendedOrderQuantity ?? null,
    aged_units: health?.agedUnits ?? null,
    excess_units: health?.excessUnits ?? null,
    short_units: health?.shortUnits ?? null,
    stock_value: money(health?.stockValue ?? null, health?.currency ?? null),
    money_at_risk: money(health?.moneyAtRisk ?? null, health?.currency ?? null),
    storage_per_month: storage,
    currency: health?.currency ?? null,
    generated_at: health?.generatedAt.toISOString() ?? null,
  };
}

export function presentAnalysisRow(
  row: StockListRow,
  quantities: readonly { warehouseId: number; quantity: number }[],
  inboundAtAmazon: number | null = null,
  storage: StockRow['storage_per_month'] = null,
): StockAnalysisRow {
  const health = row.forecast;
  return {
    ...presentStockRow(row, quantities, inboundAtAmazon, storage),
    velocity_7d: health ? round3(health.sold7d / 7) : null,
    velocity_30d: health ? round3(health.sold30d / 30) : null,
  };
}
