import type { StockData, StockDataQuery, StockPerWarehouse } from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { daysBetween, isoDay } from '../inventory/ledger.domain.ts';
import { productStockErrors } from './product-stock.errors.ts';
import { productExists, productStockByDay, productStockRows } from './product-stock.repository.ts';

export const DEFAULT_STOCK_DATA_DAYS = 365;
/** Ten years of daily points is already more than a chart can show. */
export const MAX_STOCK_DATA_DAYS = 3660;

/** The range of a stock chart: `to` defaults to today, `from` to 365 days ending on `to`. */
export function stockDataRange({ from, to, today }: { from?: string; to?: string; today: Date }) {
  const end = to ?? isoDay(today);
  const startDate = new Date(`${end}T00:00:00Z`);
  startDate.setUTCDate(startDate.getUTCDate() - (DEFAULT_STOCK_DATA_DAYS - 1));
  const start = from ?? isoDay(startDate);
  if (start > end) throw productStockErrors.reversedRange();
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > MAX_STOCK_DATA_DAYS) throw productStockErrors.rangeTooLong(MAX_STOCK_DATA_DAYS);
  return { from: start, to: end };
}

/** 404 unless the product is the organisation's. */
async function requireProduct(db: Executor, organisationId: number, productId: number): Promise<void> {
  if (!(await productExists(db, { organisationId, productId }))) throw notFound();
}

/** A product's stock over time (UTC days), total and per warehouse, from the ledger. */
export async function productStockData({
  db,
  organisationId,
  productId,
  query,
  today = new Date(),
}: InOrganisation<Executor> & { productId: number; query: StockDataQuery; today?: Date }): Promise<{
  stockData: StockData;
}> {
  await requireProduct(db, organisationId, productId);
  const range = stockDataRange({ from: query.from, to: query.to, today });
  const rows = await productStockByDay(db, { organisationId, productId, ...range });
  const totals = new Map<string, number>();
  const byWarehouse = new Map<number, StockData['warehouses'][number]>();
  for (const row of rows) {
    const id = Number(row.warehouse_id);
    const quantity = Number(row.quantity);
    let warehouse = byWarehouse.get(id);
    if (!warehouse) {
      warehouse = { id, ulid: row.ulid, name: row.name, points: [] };
      byWarehouse.set(id, warehouse);
    }
    warehouse.points.push({ date: row.day, quantity });
    totals.set(row.day, (totals.get(row.day) ?? 0) + quantity);
  }
  return {
    stockData: {
      data: daysBetween(range.from, range.to).map((date) => ({ date, quantity: totals.get(date) ?? 0 })),
      warehouses: [...byWarehouse.values()],
      ...range,
    },
  };
}

/** Where a product's units are: per warehouse that has stock rows for its SKUs, with each SKU. */
export async function productStockPerWarehouse({
  db,
  organisationId,
  productId,
}: InOrganisation<Executor> & { productId: number }): Promise<{ warehouses: StockPerWarehouse['data'] }> {
  await requireProduct(db, organisationId, productId);
  const rows = await productStockRows(db, { organisationId, productId });
  const byWarehouse = new Map<number, StockPerWarehouse['data'][number]>();
  for (const row of rows) {
    let entry = byWarehouse.get(row.warehouseId);
    if (!entry) {
      entry = {
        warehouse: {
          id: row.warehouseId,
          ulid: row.ulid,
          name: row.name,
          is_fulfillment_center: row.isFulfillmentCenter,
        },
        quantity: 0,
        skus: [],
      };
      byWarehouse.set(row.warehouseId, entry);
    }
    entry.quantity += row.quantity;
    entry.skus.push({ id: row.skuId, sku_id: row.skuCode, quantity: row.quantity });
  }
  return { warehouses: [...byWarehouse.values()] };
}
