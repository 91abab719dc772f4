import {
  type ForecastModelName,
  type ForecastSort,
  IN_TRANSIT_STATUSES,
  OPEN_PURCHASE_ORDER_STATUSES,
} from '@backoffice/shared';
import { and, asc, eq, gt, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { analyseInTransaction } from '../../db/analyse.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { likePattern } from '../../db/list-sql.ts';
import { bigintArray } from '../../db/sql-arrays.ts';
import type { ListSource } from '../../lib/list-page.ts';
import { movementFactsAs, warehouseStockFactsAs } from '../inventory/inventory.facts.ts';
import { productFacts, productFactsAs } from '../products/products.facts.ts';
import { purchaseOrderFactsAs, purchaseOrderLineFactsAs } from '../purchase-orders/purchase-orders.facts.ts';
import { ofVisibleSku, organisationSkuCountFacts, skuFacts, skuFactsAs } from '../skus/skus.facts.ts';
import { storeOrderFactsAs, storeOrderItemFactsAs } from '../store-orders/store-orders.facts.ts';
import { productSupplierFactsAs, supplierFactsAs } from '../suppliers/suppliers.facts.ts';
import { transferFactsAs, transferItemFactsAs } from '../transfers/transfers.facts.ts';
import { warehouseFactsAs } from '../warehouses/warehouses.facts.ts';
import {
  computedOrNull,
  type ForecastOverrideRow,
  forecastOverrides,
  forecastQueue,
  forecastSettings,
  forecasts,
  forecastWarehousePlans,
} from './forecasts.tables.ts';
import {
  forecastFacts,
  type PlanningListRow,
  type PlanningSortKey,
  planningList,
} from './planning-list.repository.ts';

interface InOrg {
  organisationId: number;
}
interface OfSkus extends InOrg {
  skuIds: readonly number[];
}

// ─── Settings ────────────────────────────────────────────────────────────────────────────────

export async function saveForecastSettings(
  db: Executor,
  {
    organisationId,
    timeZone,
    coverDays,
    serviceLevel,
  }: InOrg & { timeZone: string; coverDays: number; serviceLevel?: number },
): Promise<void> {
  await db
    .insert(forecastSettings)
    .values({ organisationId, timeZone, coverDays, ...(serviceLevel === undefined ? {} : { serviceLevel }) })
    .onConflictDoUpdate({
      target: forecastSettings.organisationId,
      set: {
        timeZone,
        coverDays,
        ...(serviceLevel === undefined ? {} : { serviceLevel }),
        updatedAt: sql`now()`,
      },
    });
}

/**
 * The organisation's calendar in one statement: its time zone (UTC without settings), its cover
 * days (null without settings) and today there, by the database's clock (the one every row is
 * dated by).
 */
export async function organisationCalendar(db: Executor, { organisationId }: InOrg) {
  const [row] = await queryRows<{
    time_zone: string;
    cover_days: number | null;
    service_level: number | null;
    today: string;
  }>(
    db,
    sql`select z.time_zone, z.cover_days, z.service_level,
               to_char((now() at time zone z.time_zone)::date, 'YYYY-MM-DD') as today
        from (select coalesce(fs.time_zone, 'UTC') as time_zone, fs.cover_days, fs.service_level
              from (select 1) one
              left join forecast_settings fs on fs.organisation_id = ${organisationId}) z`,
  );
  return {
    timeZone: row?.time_zone ?? 'UTC',
    coverDays: row?.cover_days ?? null,
    serviceLevel:
      row?.service_level === null || row?.service_level === undefined ? null : Number(row.service_level),
    today: row?.today ?? new Date().toISOString().slice(0, 10),
  };
}

// ─── Queue ───────────────────────────────────────────────────────────────────────────────────

/**
 * Queues the organisation's visible SKUs (or those of `skuIds` that are its own); how many.
 * `refit: false` asks only for a replan with the forecast the SKU has (its stock changed); a refit
 * queued before or after wins.
 */
export async function queueSkus(
  db: Executor,
  { organisationId, skuIds, refit = true }: InOrg & { skuIds?: readonly number[]; refit?: boolean },
): Promise<number> {
  const only = skuIds ? sql`and s.id = any(${bigintArray(skuIds)})` : sql``;
  const rows = await queryRows<{ sku_id: number }>(
    db,
    sql`insert into forecast_queue as q (organisation_id, sku_id, refit)
        select s.organisation_id, s.id, ${refit} from ${skuFactsAs('s')}
        where s.organisation_id = ${organisationId} and not s.is_hidden ${only}
        on conflict (organisation_id, sku_id) do update set queued_at = now(), refit = q.refit or excluded.refit
        returning sku_id`,
  );
  return rows.length;
}

/** Queues the SKUs a processed report wrote ledger rows or orders for. */
export async function queueSkusOfReport(
  db: Executor,
  { organisationId, requestId }: InOrg & { requestId: number },
): Promise<number> {
  const rows = await queryRows<{ sku_id: number }>(
    db,
    sql`insert into forecast_queue (organisation_id, sku_id)
        select ${organisationId}::bigint, touched.sku_id from (
          select m.sku_id from ${movementFactsAs('m')}
          where m.organisation_id = ${organisationId} and m.source_type = 'report' and m.source_id = ${String(requestId)}
          union
          select i.sku_id from ${storeOrderFactsAs('o')}
          join ${storeOrderItemFactsAs('i')} on i.organisation_id = o.organisation_id and i.store_order_id = o.id
          where o.organisation_id = ${organisationId} and o.report_request_id = ${requestId}
        ) touched
        join ${skuFactsAs('s')} on s.organisation_id = ${organisationId} and s.id = touched.sku_id and not s.is_hidden
        on conflict (organisation_id, sku_id) do update set queued_at = now(), refit = true
        returning sku_id`,
  );
  return rows.length;
}

export interface QueuedSku {
  skuId: number;
  queuedAt: Date;
  /** False: only its stock changed since its forecast was made (replanned, not refitted). */
  refit: boolean;
}

/** The next queued SKUs after `afterSkuId`, in id order (a run walks the queue once). */
export async function takeQueuedSkus(
  db: Executor,
  { organisationId, limit, afterSkuId }: InOrg & { limit: number; afterSkuId: number },
): Promise<QueuedSku[]> {
  return db
    .select({ skuId: forecastQueue.skuId, queuedAt: forecastQueue.queuedAt, refit: forecastQueue.refit })
    .from(forecastQueue)
    .where(and(eq(forecastQueue.organisationId, organisationId), gt(forecastQueue.skuId, afterSkuId)))
    .orderBy(asc(forecastQueue.skuId))
    .limit(limit);
}

/**
 * Removes what was done, unless it was queued again meanwhile. `queuedAt` came back as a Date
 * (milliseconds) while PostgreSQL keeps microseconds, so the stored time is compared at the Date's
 * precision: otherwise a SKU queued at .123456 is never "at or before" .123 and stays queued.
 */
export async function dequeueSkus(db: Executor, { organisationId, taken }: InOrg & { taken: QueuedSku[] }) {
  if (!taken.length) return;
  // One statement for the batch; queued_at is compared at the millisecond the JS Date kept.
  await db.execute(sql`
    delete from forecast_queue q
    using unnest(${bigintArray(taken.map((row) => row.skuId))}, ${`{${taken.map((row) => row.queuedAt.toISOString()).join(',')}}`}::timestamptz[])
      as t(sku_id, queued_at)
    where q.organisation_id = ${organisationId} and q.sku_id = t.sku_id
      and date_trunc('milliseconds', q.queued_at) <= t.queued_at`);
}

export async function queuedSkuIds(db: Executor, { organisationId, skuIds }: OfSkus): Promise<Set<number>> {
  if (!skuIds.length) return new Set();
  const rows = await db
    .select({ skuId: forecastQueue.skuId })
    .from(forecastQueue)
    .where(and(eq(forecastQueue.organisationId, organisationId), inArray(forecastQueue.skuId, [...skuIds])));
  return new Set(rows.map((row) => row.skuId));
}

export async function queueLength(db: Executor, { organisationId }: InOrg): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(forecastQueue)
    .where(eq(forecastQueue.organisationId, organisationId));
  return row?.count ?? 0;
}

/** Organisations with SKUs waiting (a worker that died leaves them for the next run). */
export async function organisationsWithQueuedSkus(db: Executor): Promise<number[]> {
  const rows = await queryRows<{ organisation_id: number }>(
    db,
    sql`select distinct organisation_id from forecast_queue`,
  );
  return rows.map((row) => Number(row.organisation_id));
}

export async function organisationsWithSkus(db: Executor): Promise<number[]> {
  const rows = await queryRows<{ organisation_id: number }>(
    db,
    sql`select organisation_id from ${organisationSkuCountFacts} where skus > 0`,
  );
  return rows.map((row) => Number(row.organisation_id));
}

// ─── Facts a recompute reads ─────────────────────────────────────────────────────────────────

export interface SkuPlanningRow {
  id: number;
  skuId: string;
  productName: string | null;
  /** COGS in minor units: the SKU's, else its product's, with that one's currency. */
  cogs: number | null;
  cogsCurrency: string | null;
  minStock: number | null;
  supplierId: number | null;
  supplierWarehouseId: number | null;
  productionLeadDays: number;
  bufferDays: number;
}

/** Per SKU: min_stock and the lead times of its product's main supplier. */
export async function skuPlanningFacts(db: Executor, { organisationId, skuIds }: OfSkus) {
  if (!skuIds.length) return [];
  return queryRows<SkuPlanningRow>(
    db,
    sql`select s.id, s.sku_id as "skuId", p.name as "productName",
               coalesce(s.cogs, p.cogs) as cogs,
               case when s.cogs is not null then s.cogs_currency else p.cogs_currency end as "cogsCurrency",
               p.min_stock as "minStock",
               p.supplier_id as "supplierId", sup.warehouse_id as "supplierWarehouseId",
               coalesce(ps.production_lead_days, 0)::int as "productionLeadDays",
               coalesce(ps.buffer_days, 0)::int as "bufferDays"
        from ${skuFactsAs('s')}
        left join ${productFactsAs('p')} on p.organisation_id = s.organisation_id and p.id = s.product_id
        left join ${supplierFactsAs('sup')} on sup.organisation_id = p.organisation_id and sup.id = p.supplier_id
        left join ${productSupplierFactsAs('ps')} on ps.organisation_id = p.organisation_id
          and ps.product_id = p.id and ps.supplier_id = p.supplier_id
        where s.organisation_id = ${organisationId} and s.id = any(${bigintArray(skuIds)})`,
  );
}

export interface MovementDayRow {
  skuId: number;
  warehouseId: number;
  /** Day number (days since 1970-01-01) of the calendar day in the time zone. */
  day: number;
  net: number;
  sold: number;
  received: number;
}

/**
 * Net change, units sold and units received from suppliers per SKU, warehouse and calendar day
 * from `fromDate` on (today included). One row per (SKU, warehouse) with its days as arrays: two
 * years of days as rows would be ~70,000 row objects a batch of 50 SKUs, most of the batch's time
 * on the embedded database.
 */
export async function movementDays(
  db: Executor,
  { organisationId, skuIds, fromDate, timeZone }: OfSkus & { fromDate: string; timeZone: string },
): Promise<MovementDayRow[]> {
  if (!skuIds.length) return [];
  const rows = await queryRows<{
    skuId: number;
    warehouseId: number;
    days: number[] | string;
    nets: number[] | string;
    solds: number[] | string;
    receiveds: number[] | string;
  }>(
    db,
    sql`select sku_id as "skuId", warehouse_id as "warehouseId",
               array_agg(day order by day) as days, array_agg(net order by day) as nets,
               array_agg(sold order by day) as solds, array_agg(received order by day) as receiveds
        from (
          select m.sku_id, m.warehouse_id,
                 ((m.occurred_at at time zone ${timeZone})::date - date '1970-01-01') as day,
                 sum(m.quantity)::int as net,
                 coalesce(sum(-m.quantity) filter (where m.type = 'sale'), 0)::int as sold,
                 coalesce(sum(m.quantity) filter (where m.type = 'receipt' and m.quantity > 0), 0)::int as received
          from ${movementFactsAs('m')}
          where m.organisation_id = ${organisationId} and m.sku_id = any(${bigintArray(skuIds)})
            and m.occurred_at >= (${fromDate}::date::timestamp at time zone ${timeZone})
          group by 1, 2, 3
        ) per_day
        group by 1, 2`,
  );
  const result: MovementDayRow[] = [];
  for (const row of rows) {
    const days = intArray(row.days);
    const nets = intArray(row.nets);
    const solds = intArray(row.solds);
    const receiveds = intArray(row.receiveds);
    for (let i = 0; i < days.length; i++) {
      result.push({
        skuId: Number(row.skuId),
        warehouseId: Number(row.warehouseId),
        day: days[i] as number,
        net: nets[i] as number,
        sold: solds[i] as number,
        received: receiveds[i] as number,
      });
    }
  }
  return result;
}

/** An int[] as node-postgres parses it (numbers) or as text ("{1,2,3}"), depending on the driver. */
function intArray(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  const inner = value.slice(1, -1);
  return inner ? inner.split(',').map(Number) : [];
}

/** Stock now per SKU and warehouse. */
export async function stockByWarehouse(db: Executor, { organisationId, skuIds }: OfSkus) {
  if (!skuIds.length) return [];
  const rows = await queryRows<{ skuId: number; warehouseId: number; quantity: number }>(
    db,
    sql`select sku_id as "skuId", warehouse_id as "warehouseId", quantity
        from ${warehouseStockFactsAs('ws')}
        where organisation_id = ${organisationId} and sku_id = any(${bigintArray(skuIds)})`,
  );
  return rows.map((row) => ({
    skuId: Number(row.skuId),
    warehouseId: Number(row.warehouseId),
    quantity: row.quantity,
  }));
}

/** Units ordered per SKU and calendar day (orders not cancelled) from `fromDate` on. */
export async function orderedUnitDays(
  db: Executor,
  { organisationId, skuIds, fromDate, timeZone }: OfSkus & { fromDate: string; timeZone: string },
) {
  if (!skuIds.length) return [];
  const rows = await queryRows<{ skuId: number; day: number; units: string }>(
    db,
    sql`select i.sku_id as "skuId", ((o.purchase_date at time zone ${timeZone})::date - date '1970-01-01') as day,
               sum(i.quantity) as units
        from ${storeOrderItemFactsAs('i')}
        join ${storeOrderFactsAs('o')} on o.organisation_id = i.organisation_id and o.id = i.store_order_id
        where i.organisation_id = ${organisationId} and i.sku_id = any(${bigintArray(skuIds)})
          and o.status <> 'Cancelled'
          and o.purchase_date >= (${fromDate}::date::timestamp at time zone ${timeZone})
        group by 1, 2`,
  );
  return rows.map((row) => ({ skuId: Number(row.skuId), day: Number(row.day), units: Number(row.units) }));
}

/**
 * Units shipped on live transfers into a warehouse and not received yet, with their expected day
 * and the warehouse they go to.
 */
export async function inboundTransferArrivals(db: Executor, { organisationId, skuIds }: OfSkus) {
  if (!skuIds.length) return [];
  const statuses = `{${IN_TRANSIT_STATUSES.join(',')}}`;
  const rows = await queryRows<{
    skuId: number;
    warehouseId: number;
    quantity: number;
    expectedDate: string | null;
  }>(
    db,
    sql`select i.sku_id as "skuId", t.destination_warehouse_id as "warehouseId",
               greatest(i.quantity_shipped - i.quantity_received, 0)::int as quantity,
               to_char(t.expected_delivery_date, 'YYYY-MM-DD') as "expectedDate"
        from ${transferItemFactsAs('i')}
        join ${transferFactsAs('t')} on t.organisation_id = i.organisation_id and t.id = i.transfer_id
        where i.organisation_id = ${organisationId} and i.sku_id = any(${bigintArray(skuIds)})
          and t.status = any(${statuses}::text[]) and t.destination_warehouse_id is not null
          and i.quantity_shipped > i.quantity_received`,
  );
  return rows.map((row) => ({ ...row, skuId: Number(row.skuId), warehouseId: Number(row.warehouseId) }));
}

/** The organisation's warehouses that are fulfilment centres (a marketplace's network). */
export async function fulfillmentCenterIdsOf(db: Executor, { organisationId }: InOrg): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from ${warehouseFactsAs('w')} where organisation_id = ${organisationId} and is_fulfillment_center`,
  );
  return new Set(rows.map((row) => Number(row.id)));
}

export interface OpenPurchaseOrderLine {
  skuId: number;
  quantity: number;
  orderDate: string;
  supplierId: number;
  warehouseId: number;
  productionLeadDays: number;
  bufferDays: number;
}

/** Units still expected on open purchase orders, with what dates their arrival. */
export async function openPurchaseOrderLines(db: Executor, { organisationId, skuIds }: OfSkus) {
  if (!skuIds.length) return [];
  const statuses = `{${OPEN_PURCHASE_ORDER_STATUSES.join(',')}}`;
  return queryRows<OpenPurchaseOrderLine>(
    db,
    sql`select l.sku_id as "skuId", greatest(l.quantity - l.quantity_received, 0)::int as quantity,
               to_char(po.order_date, 'YYYY-MM-DD') as "orderDate", po.supplier_id as "supplierId",
               po.warehouse_id as "warehouseId",
               coalesce(ps.production_lead_days, 0)::int as "productionLeadDays",
               coalesce(ps.buffer_days, 0)::int as "bufferDays"
        from ${purchaseOrderLineFactsAs('l')}
        join ${purchaseOrderFactsAs('po')} on po.organisation_id = l.organisation_id and po.id = l.purchase_order_id
        join ${skuFactsAs('s')} on s.organisation_id = l.organisation_id and s.id = l.sku_id
        left join ${productSupplierFactsAs('ps')} on ps.organisation_id = s.organisation_id
          and ps.product_id = s.product_id and ps.supplier_id = po.supplier_id
        where l.organisation_id = ${organisationId} and l.sku_id = any(${bigintArray(skuIds)})
          and po.status = any(${statuses}::text[]) and l.quantity > l.quantity_received`,
  );
}

/** The case pack each SKU was last ordered in (from any supplier). */
export async function lastCasePacks(
  db: Executor,
  { organisationId, skuIds }: OfSkus,
): Promise<Map<number, number>> {
  if (!skuIds.length) return new Map();
  const rows = await queryRows<{ skuId: number; pack: number | null }>(
    db,
    sql`select distinct on (l.sku_id) l.sku_id as "skuId", l.quantity_in_case as pack
        from ${purchaseOrderLineFactsAs('l')}
        join ${purchaseOrderFactsAs('po')} on po.organisation_id = l.organisation_id and po.id = l.purchase_order_id
        where l.organisation_id = ${organisationId} and l.sku_id = any(${bigintArray(skuIds)})
          and l.quantity_in_case is not null
        order by l.sku_id, po.order_date desc, po.id desc`,
  );
  return new Map(rows.map((row) => [Number(row.skuId), Number(row.pack)]));
}

// ─── Overrides ───────────────────────────────────────────────────────────────────────────────

export async function overridesOf(db: Executor, { organisationId, skuIds }: OfSkus) {
  if (!skuIds.length) return [];
  return db
    .select()
    .from(forecastOverrides)
    .where(
      and(
        eq(forecastOverrides.organisationId, organisationId),
        inArray(forecastOverrides.skuId, [...skuIds]),
      ),
    )
    .orderBy(asc(forecastOverrides.startsOn), asc(forecastOverrides.id));
}

export async function insertOverride(
  db: Executor,
  values: typeof forecastOverrides.$inferInsert,
): Promise<ForecastOverrideRow> {
  const [row] = await db.insert(forecastOverrides).values(values).returning();
  if (!row) throw new Error('override not inserted');
  return row;
}

export async function deleteOverride(
  db: Executor,
  { organisationId, skuId, id }: InOrg & { skuId: number; id: number },
): Promise<boolean> {
  const rows = await db
    .delete(forecastOverrides)
    .where(
      and(
        eq(forecastOverrides.organisationId, organisationId),
        eq(forecastOverrides.skuId, skuId),
        eq(forecastOverrides.id, id),
      ),
    )
    .returning({ id: forecastOverrides.id });
  return rows.length > 0;
}

// ─── Forecasts ───────────────────────────────────────────────────────────────────────────────

export type ForecastValues = typeof forecasts.$inferInsert;

export async function saveForecasts(db: Executor, rows: ForecastValues[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(forecasts)
    .values(rows)
    .onConflictDoUpdate({
      target: [forecasts.organisationId, forecasts.skuId],
      set: Object.fromEntries(
        Object.keys(rows[0] as ForecastValues)
          .filter((key) => key !== 'organisationId' && key !== 'skuId')
          .map((key) => {
            const column = forecasts[key as keyof typeof forecasts.$inferInsert];
            return [key, sql.raw(`excluded.${(column as { name: string }).name}`)];
          }),
      ),
    });
}

export type WarehousePlanValues = typeof forecastWarehousePlans.$inferInsert;

/** Replaces the SKUs' per-warehouse plans with `rows` (warehouses no longer in them go). */
export async function saveWarehousePlans(
  db: Executor,
  { organisationId, skuIds, rows }: OfSkus & { rows: WarehousePlanValues[] },
): Promise<void> {
  if (!skuIds.length) return;
  await db
    .delete(forecastWarehousePlans)
    .where(
      and(
        eq(forecastWarehousePlans.organisationId, organisationId),
        inArray(forecastWarehousePlans.skuId, [...skuIds]),
      ),
    );
  if (rows.length) await db.insert(forecastWarehousePlans).values(rows);
}

export async function findForecast(db: Executor, { organisationId, skuId }: InOrg & { skuId: number }) {
  const [row] = await db
    .select()
    .from(forecasts)
    .where(and(eq(forecasts.organisationId, organisationId), eq(forecasts.skuId, skuId)));
  return computedOrNull(row);
}

export async function findVisibleSku(db: Executor, { organisationId, skuId }: InOrg & { skuId: number }) {
  const [row] = await db
    .select({
      id: skuFacts.id,
      skuId: skuFacts.skuId,
      productId: skuFacts.productId,
      productName: productFacts.name,
      imageUrl: skuFacts.catalogImageUrl,
    })
    .from(skuFacts)
    .leftJoin(
      productFacts,
      and(eq(productFacts.organisationId, skuFacts.organisationId), eq(productFacts.id, skuFacts.productId)),
    )
    .where(and(eq(skuFacts.organisationId, organisationId), eq(skuFacts.id, skuId)));
  return row;
}

export type ForecastListRow = PlanningListRow;

const SORT_KEYS: Record<ForecastSort, PlanningSortKey> = {
  sku_id: { neverNull: skuFacts.skuId },
  out_of_stock_date: { value: forecastFacts.outOfStockDate },
  reorder_date: { value: forecastFacts.reorderDate },
  recommended_order_quantity: { value: forecastFacts.recommendedOrderQuantity },
  daily_demand: { value: forecastFacts.dailyDemand },
  days_of_cover: { value: forecastFacts.daysOfCover },
  mase: { value: forecastFacts.mase },
  generated_at: { value: forecastFacts.generatedAt },
};

interface ListFilters {
  search?: string;
  model?: string;
  reorder_due?: boolean;
  product_id?: number;
  today: string;
}

/** The visible SKUs with their forecasts (SKUs without one last, whatever the order). */
export function forecastList(
  db: Executor,
  organisationId: number,
  filters: ListFilters,
): ListSource<ForecastSort, ForecastListRow> {
  const skuConditions: SQL[] = [];
  const forecastConditions: SQL[] = [];
  if (filters.search)
    skuConditions.push(sql`${skuFacts.searchText} like ${likePattern(filters.search.toLowerCase())}`);
  if (filters.model) forecastConditions.push(eq(forecastFacts.model, filters.model as ForecastModelName));
  if (filters.reorder_due) forecastConditions.push(lte(forecastFacts.reorderDate, filters.today));
  if (filters.product_id) skuConditions.push(eq(skuFacts.productId, filters.product_id));
  return planningList(db, organisationId, {
    filters: { skus: skuConditions, forecasts: forecastConditions },
    sortKeys: SORT_KEYS,
  });
}

/** The stored daily forecast of each SKU (with overrides), for screens that plan with it. */
export async function forecastUnits(db: Executor, { organisationId, skuIds }: OfSkus) {
  if (!skuIds.length) return new Map<number, { firstDay: string; units: number[] }>();
  const rows = await db
    .select({ skuId: forecasts.skuId, firstDay: forecasts.firstDay, units: forecasts.units })
    .from(forecasts)
    .where(
      and(
        eq(forecasts.organisationId, organisationId),
        inArray(forecasts.skuId, [...skuIds]),
        isNotNull(forecasts.firstDay),
      ),
    );
  return new Map(
    rows.flatMap((row) =>
      row.firstDay === null ? [] : [[Number(row.skuId), { firstDay: row.firstDay, units: row.units }]],
    ),
  );
}

/** After a large recompute: the lists plan on the forecasts' real statistics, not an empty table's. */
export function analyseForecasts(db: Executor): Promise<void> {
  return analyseInTransaction(db, [forecasts]);
}

/** A forecasts row whose SKU is not hidden (the lists' anti-join, on the table itself). */
const ofVisibleSkuForecast = ofVisibleSku(forecasts.organisationId, forecasts.skuId);

/**
 * Accuracy over the organisation's visible SKUs with a model (decision 17): means of the stored
 * backtest MASE (chosen model and seasonal naive, over SKUs that have both), WAPE weighted by
 * daily demand, and per model.
 */
export async function forecastAccuracy(db: Executor, { organisationId }: InOrg) {
  // One pass over the forecasts, per model with the sums the overall figures need (two passes,
  // overall then per model, cost 120 ms at 50,000 SKUs).
  const rows = await queryRows<{
    model: ForecastModelName;
    skus: number;
    mase_sum: number | null;
    mase_count: number;
    paired_mase_sum: number | null;
    paired_baseline_sum: number | null;
    paired_count: number;
    beating_baseline: number;
    weighted_wape: number | null;
    wape_demand: number | null;
    generated_at: Date | string | null;
  }>(
    db,
    sql`select forecasts.model, count(*)::int as skus,
               sum(forecasts.mase) as mase_sum, count(forecasts.mase)::int as mase_count,
               sum(forecasts.mase) filter (where forecasts.baseline_mase is not null) as paired_mase_sum,
               sum(forecasts.baseline_mase) filter (where forecasts.mase is not null) as paired_baseline_sum,
               (count(*) filter (where forecasts.mase is not null and forecasts.baseline_mase is not null))::int as paired_count,
               (count(*) filter (where forecasts.mase < forecasts.baseline_mase))::int as beating_baseline,
               sum(forecasts.wape * forecasts.daily_demand) as weighted_wape,
               sum(forecasts.daily_demand) filter (where forecasts.wape is not null) as wape_demand,
               max(forecasts.generated_at) as generated_at
        from forecasts
        where forecasts.organisation_id = ${organisationId} and forecasts.model is not null and ${ofVisibleSkuForecast}
        group by forecasts.model order by count(*) desc, forecasts.model`,
  );
  const total = (pick: (row: (typeof rows)[number]) => number | string | null) =>
    rows.reduce((sum, row) => sum + Number(pick(row) ?? 0), 0);
  const pairedCount = total((row) => row.paired_count);
  const wapeDemand = total((row) => row.wape_demand);
  const latest = rows
    .map((row) => row.generated_at)
    .filter((at): at is Date | string => at !== null)
    .map((at) => new Date(at))
    .sort((a, b) => b.getTime() - a.getTime())[0];
  const overall = {
    skus: total((row) => row.skus),
    mase: pairedCount ? total((row) => row.paired_mase_sum) / pairedCount : null,
    baseline_mase: pairedCount ? total((row) => row.paired_baseline_sum) / pairedCount : null,
    beating_baseline: total((row) => row.beating_baseline),
    wape: wapeDemand ? total((row) => row.weighted_wape) / wapeDemand : null,
    generated_at: latest ?? null,
  };
  const models = rows.map((row) => ({
    model: row.model,
    skus: row.skus,
    mase: row.mase_count ? Number(row.mase_sum) / row.mase_count : null,
  }));
  return { overall, models };
}
