import type { StockSort, StockStatus } from '@backoffice/shared';
import { STOCK_STATUSES } from '@backoffice/shared';
import { and, asc, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { likePattern } from '../../db/list-sql.ts';
import type { ListSource } from '../../lib/list-page.ts';
import { type ForecastFigures, forecastFigures, forecasts } from '../forecasts/forecasts.tables.ts';
import { skuStockTotals, warehouseStock } from '../inventory/inventory.tables.ts';
import { products } from '../products/products.tables.ts';
import { skus } from '../skus/skus.tables.ts';
import { warehouses } from '../warehouses/warehouses.tables.ts';

export interface StockListRow {
  sku: { id: number; skuId: string; productId: number | null; productName: string | null };
  stock: number;
  health: ForecastFigures | null;
}

/** Statuses sort by urgency, not alphabetically. */
const STATUS_RANK = sql.raw(
  `case ${STOCK_STATUSES.map((status, index) => `when "forecasts"."status" = '${status}' then ${index}`).join(' ')} end`,
);

const SORT_COLUMNS: Record<StockSort, SQL | typeof skus.skuId> = {
  sku_id: skus.skuId,
  stock: sql`${skuStockTotals.quantity}`,
  status: STATUS_RANK,
  days_of_cover: sql`${forecasts.daysOfCover}`,
  reorder_date: sql`${forecasts.reorderDate}`,
  money_at_risk: sql`${forecasts.moneyAtRisk}`,
  excess_units: sql`${forecasts.excessUnits}`,
  aged_units: sql`${forecasts.agedUnits}`,
  sell_through: sql`${forecasts.sellThrough}`,
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
  const conditions: SQL[] = [eq(skus.organisationId, organisationId), eq(skus.isHidden, false)];
  if (filters.search)
    conditions.push(sql`${skus.searchText} like ${likePattern(filters.search.toLowerCase())}`);
  if (filters.status) conditions.push(eq(forecasts.status, filters.status));
  if (filters.in_stock === 'true') conditions.push(gt(skuStockTotals.quantity, 0));
  if (filters.in_stock === 'false') conditions.push(lte(skuStockTotals.quantity, 0));
  if (filters.warehouse_id)
    conditions.push(
      sql`exists (select 1 from ${warehouseStock} ws where ws.organisation_id = ${organisationId}
            and ws.sku_id = ${skus.id} and ws.warehouse_id = ${filters.warehouse_id} and ws.quantity <> 0)`,
    );
  const where = and(...conditions);
  const base = () =>
    db
      .select({
        sku: { id: skus.id, skuId: skus.skuId, productId: skus.productId, productName: products.name },
        stock: sql<number>`coalesce(${skuStockTotals.quantity}, 0)::int`,
        health: forecastFigures,
      })
      .from(skus)
      .leftJoin(
        skuStockTotals,
        and(eq(skuStockTotals.organisationId, skus.organisationId), eq(skuStockTotals.skuId, skus.id)),
      )
      .leftJoin(
        forecasts,
        and(eq(forecasts.organisationId, skus.organisationId), eq(forecasts.skuId, skus.id)),
      )
      .leftJoin(
        products,
        and(eq(products.organisationId, skus.organisationId), eq(products.id, skus.productId)),
      );
  return {
    count: async () => {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(skus)
        .leftJoin(
          skuStockTotals,
          and(eq(skuStockTotals.organisationId, skus.organisationId), eq(skuStockTotals.skuId, skus.id)),
        )
        .leftJoin(
          forecasts,
          and(eq(forecasts.organisationId, skus.organisationId), eq(forecasts.skuId, skus.id)),
        )
        .where(where);
      return row?.count ?? 0;
    },
    rows: async ({ sort, sortDesc, limit, offset }) => {
      const column = SORT_COLUMNS[sort];
      const order = sortDesc ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
      const rows = await base()
        .where(where)
        .orderBy(order, sortDesc ? desc(skus.id) : asc(skus.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ sku: row.sku, stock: row.stock, health: row.health ?? null }));
    },
  };
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

/** SKUs per status, and how many visible SKUs were never computed. */
export async function statusCounts(db: Executor, { organisationId }: { organisationId: number }) {
  return queryRows<{ status: StockStatus | null; count: number }>(
    db,
    sql`select f.status, count(*)::int as count
        from skus s
        left join forecasts f on f.organisation_id = s.organisation_id and f.sku_id = s.id
        where s.organisation_id = ${organisationId} and not s.is_hidden
        group by f.status`,
  );
}

/** Units in stock and in transit, and stock value and money at risk per currency (minor units). */
export async function stockTotals(db: Executor, { organisationId }: { organisationId: number }) {
  const [units] = await queryRows<{ units: string | null; in_transit: string | null }>(
    db,
    sql`select sum(greatest(t.quantity, 0)) as units, sum(f.in_transit) as in_transit
        from skus s
        left join sku_stock_totals t on t.organisation_id = s.organisation_id and t.sku_id = s.id
        left join forecasts f on f.organisation_id = s.organisation_id and f.sku_id = s.id
        where s.organisation_id = ${organisationId} and not s.is_hidden`,
  );
  const values = await queryRows<{ currency: string; stock_value: string; money_at_risk: string }>(
    db,
    sql`select f.currency, coalesce(sum(f.stock_value), 0) as stock_value, coalesce(sum(f.money_at_risk), 0) as money_at_risk
        from forecasts f
        join skus s on s.organisation_id = f.organisation_id and s.id = f.sku_id and not s.is_hidden
        where f.organisation_id = ${organisationId} and f.currency is not null
        group by f.currency order by f.currency`,
  );
  return {
    units: Number(units?.units ?? 0),
    inTransit: Number(units?.in_transit ?? 0),
    values: values.map((row) => ({
      currency: row.currency,
      stockValue: Number(row.stock_value),
      moneyAtRisk: Number(row.money_at_risk),
    })),
  };
}

/** Units per warehouse (every warehouse, empty ones too), by name. */
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
      ),
    )
    .where(eq(warehouses.organisationId, organisationId))
    .groupBy(warehouses.id, warehouses.ulid, warehouses.name)
    .orderBy(asc(sql`lower(${warehouses.name})`));
}
