import type { StockSort, StockStatus } from '@backoffice/shared';
import { and, asc, eq, gt, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { likePattern } from '../../db/list-sql.ts';
import type { ListSource } from '../../lib/list-page.ts';
import {
  forecastFacts,
  forecastOfVisibleSku,
  type PlanningListRow,
  type PlanningSortKey,
  planningList,
} from '../forecasts/forecasts.facts.ts';
import {
  skuStockTotalFacts,
  warehouseStockFacts,
  warehouseStockFactsAs,
} from '../inventory/inventory.facts.ts';
import { skuFacts } from '../skus/skus.facts.ts';
import { warehouseFacts } from '../warehouses/warehouses.facts.ts';

export type StockListRow = PlanningListRow;

const SORT_KEYS: Record<StockSort, PlanningSortKey> = {
  sku_id: { neverNull: skuFacts.skuId },
  stock: { neverNull: skuStockTotalFacts.quantity },
  status: { value: forecastFacts.statusRank },
  days_of_cover: { value: forecastFacts.daysOfCover },
  reorder_date: { value: forecastFacts.reorderDate },
  money_at_risk: { value: forecastFacts.moneyAtRisk },
  excess_units: { value: forecastFacts.excessUnits },
  aged_units: { value: forecastFacts.agedUnits },
  sell_through: { value: forecastFacts.sellThrough },
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
    skuConditions.push(sql`${skuFacts.searchText} like ${likePattern(filters.search.toLowerCase())}`);
  if (filters.status) forecastConditions.push(eq(forecastFacts.status, filters.status));
  if (filters.in_stock === 'true') totalsConditions.push(gt(skuStockTotalFacts.quantity, 0));
  if (filters.in_stock === 'false') totalsConditions.push(lte(skuStockTotalFacts.quantity, 0));
  if (filters.warehouse_id)
    forecastConditions.push(
      sql`exists (select 1 from ${warehouseStockFactsAs('ws')} where ws.organisation_id = ${organisationId}
            and ws.sku_id = ${forecastFacts.skuId} and ws.warehouse_id = ${filters.warehouse_id} and ws.quantity <> 0)`,
    );
  return planningList(db, organisationId, {
    filters: { skus: skuConditions, forecasts: forecastConditions, totals: totalsConditions },
    sortKeys: SORT_KEYS,
  });
}

/**
 * Units Amazon counts inbound to the FBA warehouses (working + shipped + receiving) of these SKUs,
 * summed over the warehouses whose figures the FBA Inventory API gave; a SKU none has is absent.
 */
export async function inboundAtAmazon(
  db: Executor,
  { organisationId, skuIds }: { organisationId: number; skuIds: number[] },
): Promise<Map<number, number>> {
  if (!skuIds.length) return new Map();
  const rows = await db
    .select({
      skuId: warehouseStockFacts.skuId,
      units: sql<number>`sum(coalesce(${warehouseStockFacts.fbaInboundWorking}, 0) + coalesce(${warehouseStockFacts.fbaInboundShipped}, 0) + coalesce(${warehouseStockFacts.fbaInboundReceiving}, 0))::int`,
    })
    .from(warehouseStockFacts)
    .where(
      and(
        eq(warehouseStockFacts.organisationId, organisationId),
        inArray(warehouseStockFacts.skuId, skuIds),
        isNotNull(warehouseStockFacts.fbaFetchedAt),
      ),
    )
    .groupBy(warehouseStockFacts.skuId);
  return new Map(rows.map((row) => [Number(row.skuId), Number(row.units)]));
}

/** The organisation's warehouses that are Amazon's fulfilment centres (FBA). */
export async function fulfillmentCenterIds(
  db: Executor,
  { organisationId }: { organisationId: number },
): Promise<Set<number>> {
  const rows = await db
    .select({ id: warehouseFacts.id })
    .from(warehouseFacts)
    .where(
      and(eq(warehouseFacts.organisationId, organisationId), eq(warehouseFacts.isFulfillmentCenter, true)),
    );
  return new Set(rows.map((row) => Number(row.id)));
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
      skuId: warehouseStockFacts.skuId,
      warehouseId: warehouseStockFacts.warehouseId,
      quantity: warehouseStockFacts.quantity,
    })
    .from(warehouseStockFacts)
    .where(
      and(
        eq(warehouseStockFacts.organisationId, organisationId),
        inArray(warehouseStockFacts.skuId, skuIds),
        sql`${warehouseStockFacts.quantity} <> 0`,
      ),
    )
    .orderBy(asc(warehouseStockFacts.warehouseId));
  for (const row of rows) {
    const list = bySku.get(row.skuId) ?? [];
    list.push({ warehouseId: row.warehouseId, quantity: row.quantity });
    bySku.set(row.skuId, list);
  }
  return bySku;
}

/** Visible SKUs per status (null: never computed), from the status index alone. */
/**
 * The visible SKUs' forecasts in one pass: how many have each status (null: not computed yet),
 * and their units in transit and money at risk per currency (minor units). Units and value in
 * stock are today's stock (inventory-by-date's stockHeldToday). One pass, not one per figure: at
 * 50,000 SKUs each pass over the forecasts costs 60 ms.
 */
export async function forecastTotals(db: Executor, { organisationId }: { organisationId: number }) {
  const groups = await queryRows<{
    status: StockStatus | null;
    currency: string | null;
    count: number;
    in_transit: string;
    money_at_risk: string;
  }>(
    db,
    sql`select ${forecastFacts.status} as status, ${forecastFacts.currency} as currency, count(*)::int as count,
               coalesce(sum(${forecastFacts.inTransit}), 0) as in_transit,
               coalesce(sum(${forecastFacts.moneyAtRisk}), 0) as money_at_risk
        from ${forecastFacts}
        where ${forecastFacts.organisationId} = ${organisationId} and ${forecastOfVisibleSku}
        group by ${forecastFacts.status}, ${forecastFacts.currency}`,
  );
  const statuses = new Map<StockStatus | null, number>();
  const moneyAtRisk = new Map<string, number>();
  for (const row of groups) {
    statuses.set(row.status, (statuses.get(row.status) ?? 0) + row.count);
    if (row.currency !== null)
      moneyAtRisk.set(row.currency, (moneyAtRisk.get(row.currency) ?? 0) + Number(row.money_at_risk));
  }
  return {
    statuses,
    inTransit: groups.reduce((sum, row) => sum + Number(row.in_transit), 0),
    moneyAtRisk: new Map([...moneyAtRisk].sort(([a], [b]) => a.localeCompare(b))),
  };
}

/** The organisation's warehouses, empty ones too, by name. */
export async function warehousesByName(db: Executor, { organisationId }: { organisationId: number }) {
  return db
    .select({ id: warehouseFacts.id, ulid: warehouseFacts.ulid, name: warehouseFacts.name })
    .from(warehouseFacts)
    .where(eq(warehouseFacts.organisationId, organisationId))
    .orderBy(asc(sql`lower(${warehouseFacts.name})`));
}
