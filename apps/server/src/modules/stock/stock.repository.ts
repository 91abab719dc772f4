import type { StockSort, StockStatus } from '@backoffice/shared';
import { and, asc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { likePattern } from '../../db/list-sql.ts';
import type { ListSource } from '../../lib/list-page.ts';
import { forecasts } from '../forecasts/forecasts.tables.ts';
import {
  forecastOfVisibleSku,
  type PlanningListRow,
  type PlanningSortKey,
  planningList,
} from '../forecasts/planning-list.repository.ts';
import { skuStockTotals, warehouseStock } from '../inventory/inventory.tables.ts';
import { skus } from '../skus/skus.tables.ts';
import { ofVisibleSku } from '../skus/visible-sku.repository.ts';
import { warehouses } from '../warehouses/warehouses.tables.ts';

export type StockListRow = PlanningListRow;

const SORT_KEYS: Record<StockSort, PlanningSortKey> = {
  sku_id: { neverNull: skus.skuId },
  stock: { neverNull: skuStockTotals.quantity },
  status: { value: forecasts.statusRank },
  days_of_cover: { value: forecasts.daysOfCover },
  reorder_date: { value: forecasts.reorderDate },
  money_at_risk: { value: forecasts.moneyAtRisk },
  excess_units: { value: forecasts.excessUnits },
  aged_units: { value: forecasts.agedUnits },
  sell_through: { value: forecasts.sellThrough },
};

interface Filters {
  search?: string;
  status?: StockStatus;
  warehouse_id?: number;
  in_stock?: 'true' | 'false';
}

/** Visible SKUs with their live stock total and their last computed health (null before the first). */
export function stockList(
  db: Executor,
  organisationId: number,
  filters: Filters,
): ListSource<StockSort, StockListRow> {
  const skuConditions: SQL[] = [];
  const forecastConditions: SQL[] = [];
  const totalsConditions: SQL[] = [];
  if (filters.search)
    skuConditions.push(sql`${skus.searchText} like ${likePattern(filters.search.toLowerCase())}`);
  if (filters.status) forecastConditions.push(eq(forecasts.status, filters.status));
  if (filters.in_stock === 'true') totalsConditions.push(gt(skuStockTotals.quantity, 0));
  if (filters.in_stock === 'false') totalsConditions.push(lte(skuStockTotals.quantity, 0));
  if (filters.warehouse_id)
    forecastConditions.push(
      sql`exists (select 1 from ${warehouseStock} ws where ws.organisation_id = ${organisationId}
            and ws.sku_id = ${forecasts.skuId} and ws.warehouse_id = ${filters.warehouse_id} and ws.quantity <> 0)`,
    );
  return planningList(db, organisationId, {
    filters: { skus: skuConditions, forecasts: forecastConditions, totals: totalsConditions },
    sortKeys: SORT_KEYS,
  });
}

/** Non-zero quantities per warehouse of these SKUs. */
export async function warehouseQuantities(
  db: Executor,
  { organisationId, skuIds }: { organisationId: number; skuIds: number[] },
): Promise<Map<number, { warehouseId: number; quantity: number }[]>> {
  const bySku = new Map<number, { warehouseId: number; quantity: number }[]>();
  if (!skuIds.length) return bySku;
  const rows = await db
    .select({
      skuId: warehouseStock.skuId,
      warehouseId: warehouseStock.warehouseId,
      quantity: warehouseStock.quantity,
    })
    .from(warehouseStock)
    .where(
      and(
        eq(warehouseStock.organisationId, organisationId),
        inArray(warehouseStock.skuId, skuIds),
        sql`${warehouseStock.quantity} <> 0`,
      ),
    )
    .orderBy(asc(warehouseStock.warehouseId));
  for (const row of rows) {
    const list = bySku.get(row.skuId) ?? [];
    list.push({ warehouseId: row.warehouseId, quantity: row.quantity });
    bySku.set(row.skuId, list);
  }
  return bySku;
}

/** Visible SKUs per status (null: never computed), from the status index alone. */
export async function statusCounts(db: Executor, { organisationId }: { organisationId: number }) {
  return queryRows<{ status: StockStatus | null; count: number }>(
    db,
    sql`select ${forecasts.status} as status, count(*)::int as count from ${forecasts}
        where ${forecasts.organisationId} = ${organisationId} and ${forecastOfVisibleSku}
        group by ${forecasts.status}`,
  );
}

/**
 * Units in stock and in transit, and stock value and money at risk per currency (minor units), in
 * one pass over the visible SKUs' forecasts and stock totals.
 */
export async function stockTotals(db: Executor, { organisationId }: { organisationId: number }) {
  const groups = await queryRows<{
    currency: string | null;
    units: string;
    in_transit: string;
    stock_value: string;
    money_at_risk: string;
  }>(
    db,
    sql`select ${forecasts.currency} as currency, coalesce(sum(greatest(t.quantity, 0)), 0) as units,
               coalesce(sum(${forecasts.inTransit}), 0) as in_transit,
               coalesce(sum(${forecasts.stockValue}), 0) as stock_value,
               coalesce(sum(${forecasts.moneyAtRisk}), 0) as money_at_risk
        from ${forecasts}
        join sku_stock_totals t on t.organisation_id = ${forecasts.organisationId} and t.sku_id = ${forecasts.skuId}
        where ${forecasts.organisationId} = ${organisationId} and ${forecastOfVisibleSku}
        group by ${forecasts.currency} order by ${forecasts.currency}`,
  );
  return {
    units: groups.reduce((sum, row) => sum + Number(row.units), 0),
    inTransit: groups.reduce((sum, row) => sum + Number(row.in_transit), 0),
    values: groups.flatMap((row) =>
      row.currency === null
        ? []
        : [
            {
              currency: row.currency,
              stockValue: Number(row.stock_value),
              moneyAtRisk: Number(row.money_at_risk),
            },
          ],
    ),
  };
}

/** Units of the visible SKUs per warehouse (every warehouse, empty ones too), by name. */
export async function unitsByWarehouse(db: Executor, { organisationId }: { organisationId: number }) {
  return db
    .select({
      id: warehouses.id,
      ulid: warehouses.ulid,
      name: warehouses.name,
      units: sql<number>`coalesce(sum(greatest(${warehouseStock.quantity}, 0)), 0)::int`,
    })
    .from(warehouses)
    .leftJoin(
      warehouseStock,
      and(
        eq(warehouseStock.organisationId, warehouses.organisationId),
        eq(warehouseStock.warehouseId, warehouses.id),
        ofVisibleSku(warehouseStock.organisationId, warehouseStock.skuId),
      ),
    )
    .where(eq(warehouses.organisationId, organisationId))
    .groupBy(warehouses.id, warehouses.ulid, warehouses.name)
    .orderBy(asc(sql`lower(${warehouses.name})`));
}
