import { fromMinorUnits, type StockAnalysisRow, type StockRow, skuDisplayName } from '@backoffice/shared';
import type { StockListRow } from './stock.repository.ts';

const round3 = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

function money(amount: number | null, currency: string | null): string | null {
  return amount === null || currency === null ? null : fromMinorUnits(amount, currency);
}

export function presentStockRow(
  row: StockListRow,
  quantities: readonly { warehouseId: number; quantity: number }[],
  inboundAtAmazon: number | null = null,
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
    currency: health?.currency ?? null,
    generated_at: health?.generatedAt.toISOString() ?? null,
  };
}

export function presentAnalysisRow(
  row: StockListRow,
  quantities: readonly { warehouseId: number; quantity: number }[],
  inboundAtAmazon: number | null = null,
): StockAnalysisRow {
  const health = row.forecast;
  return {
    ...presentStockRow(row, quantities, inboundAtAmazon),
    velocity_7d: health ? round3(health.sold7d / 7) : null,
    velocity_30d: health ? round3(health.sold30d / 30) : null,
  };
}
