import { and, asc, desc, eq, getTableName, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/client.ts';
import { facts } from '../../db/facts.ts';
import type { ListSource, ListWindow } from '../../lib/list-page.ts';
import { skuStockTotalFacts } from '../inventory/inventory.facts.ts';
import { productFacts } from '../products/products.facts.ts';
import { ofVisibleSku, skuFacts } from '../skus/skus.facts.ts';
import { computedOrNull, type ForecastFigures, forecastFigures, forecasts } from './forecasts.tables.ts';

/**
 * Forecasts as the planning lists pick their pages from (and other modules count over): the
 * figures the lists filter and sort by, and the stock health totals. Defined here, not in
 * forecasts.facts.ts (which publishes it), because the list's own queries read it.
 */
export const forecastFacts = facts
  .select({
    organisationId: forecasts.organisationId,
    skuId: forecasts.skuId,
    model: forecasts.model,
    mase: forecasts.mase,
    generatedAt: forecasts.generatedAt,
    dailyDemand: forecasts.dailyDemand,
    daysOfCover: forecasts.daysOfCover,
    outOfStockDate: forecasts.outOfStockDate,
    reorderDate: forecasts.reorderDate,
    recommendedOrderQuantity: forecasts.recommendedOrderQuantity,
    status: forecasts.status,
    statusRank: forecasts.statusRank,
    inTransit: forecasts.inTransit,
    sellThrough: forecasts.sellThrough,
    agedUnits: forecasts.agedUnits,
    excessUnits: forecasts.excessUnits,
    currency: forecasts.currency,
    stockValue: forecasts.stockValue,
    moneyAtRisk: forecasts.moneyAtRisk,
  })
  .from(forecasts)
  .as('forecast_facts');

/** A visible SKU as the Stock and Forecasts lists show it: its stock now and its last forecast. */
export interface PlanningListRow {
  sku: {
    id: number;
    skuId: string;
    productId: number | null;
    productName: string | null;
    /** The main image of its ASIN in Amazon's catalog (module skus), when fetched. */
    imageUrl: string | null;
  };
  stock: number;
  /** Null until the SKU's first recompute. */
  forecast: ForecastFigures | null;
}

/**
 * A forecastFacts row whose SKU is not hidden: an anti-join on the few hidden SKUs (their partial
 * index), so that lists and totals over forecasts need not read every SKU.
 */
export const forecastOfVisibleSku = ofVisibleSku(forecastFacts.organisationId, forecastFacts.skuId);

/**
 * How a list sorts by one of its keys, each with an (organisation_id, key, sku_id) index. `value`:
 * a column of forecastFacts, null for some SKUs (pending rows, no reorder date…), which come last
 * whichever the direction. `neverNull`: the SKU code (skuFacts) or the stock total
 * (skuStockTotalFacts).
 */
export type PlanningSortKey = { value: PgColumn } | { neverNull: PgColumn };

/**
 * A list's filters, by the projection they read (forecastFacts, skuFacts, skuStockTotalFacts):
 * each is joined only when something reads it.
 */
export interface PlanningFilters {
  forecasts?: SQL[];
  skus?: SQL[];
  totals?: SQL[];
}

/**
 * The SKUs of the Stock and Forecasts lists. Every SKU has a forecasts row (pending until
 * computed, migration 0033), so a page is picked from forecasts alone: it walks the sort key's
 * index and stops at the page's end, joining skus or stock totals only when a filter or the key
 * reads them, and leaving hidden SKUs out by an anti-join on their small set. Only then are the
 * page's rows read in full. Joining and sorting every SKU cost 155 ms a page at 50,000 SKUs.
 */
export function planningList<Sort extends string>(
  db: Executor,
  organisationId: number,
  { filters, sortKeys }: { filters: PlanningFilters; sortKeys: Record<Sort, PlanningSortKey> },
): ListSource<Sort, PlanningListRow> {
  const reads = (table: 'skus' | 'totals', key?: PlanningSortKey) => {
    const column = key && ('value' in key ? key.value : key.neverNull);
    const owner = table === 'skus' ? skuFacts : skuStockTotalFacts;
    return (
      Boolean(filters[table]?.length) ||
      (column !== undefined && getTableName(column.table) === owner._.alias)
    );
  };

  /** FROM forecastFacts, with SKUs and totals joined when read; the visible SKUs under the filters. */
  const candidates = <Selection extends Record<string, unknown>>(
    selection: Selection,
    key?: PlanningSortKey,
  ) => {
    const joinSkus = reads('skus', key);
    let query = db
      .select(selection as never)
      .from(forecastFacts)
      .$dynamic();
    if (joinSkus)
      query = query.innerJoin(
        skuFacts,
        and(eq(skuFacts.organisationId, forecastFacts.organisationId), eq(skuFacts.id, forecastFacts.skuId)),
      );
    if (reads('totals', key))
      query = query.innerJoin(
        skuStockTotalFacts,
        and(
          eq(skuStockTotalFacts.organisationId, forecastFacts.organisationId),
          eq(skuStockTotalFacts.skuId, forecastFacts.skuId),
        ),
      );
    return {
      query,
      where: (...more: (SQL | undefined)[]) =>
        and(
          eq(forecastFacts.organisationId, organisationId),
          joinSkus
            ? and(eq(skuFacts.organisationId, organisationId), eq(skuFacts.isHidden, false))
            : forecastOfVisibleSku,
          ...(filters.forecasts ?? []),
          ...(filters.skus ?? []),
          ...(filters.totals ?? []),
          ...more,
        ),
    };
  };

  /** The page's SKU ids in the list's order. */
  const pageIds = async (window: ListWindow<Sort>): Promise<number[]> => {
    const key = sortKeys[window.sort];
    const direction = window.sortDesc ? desc : asc;
    if ('neverNull' in key) {
      const { query, where } = candidates({ id: forecastFacts.skuId }, key);
      const rows = (await query
        .where(where())
        .orderBy(direction(key.neverNull), direction(forecastFacts.skuId))
        .limit(window.limit)
        .offset(window.offset)) as { id: number }[];
      return rows.map((row) => Number(row.id));
    }
    // Rows with a value in the index's order, then rows without one by SKU: each part walks its
    // index (the value's range, then its null range) and stops at the page's end; the outer
    // sort sees at most twice the rows up to the page's end.
    const reach = window.offset + window.limit;
    const order = sql.raw(window.sortDesc ? 'desc' : 'asc');
    const part = (index: number) =>
      candidates(
        {
          id: sql<number>`${forecastFacts.skuId}`.as('id'),
          part: sql<number>`${index}`.as('part'),
          sortKey: sql`${key.value}`.as('sort_key'),
        },
        key,
      );
    const valued = part(0);
    const rest = part(1);
    const first = valued.query
      .where(valued.where(isNotNull(key.value)))
      .orderBy(direction(key.value), direction(forecastFacts.skuId))
      .limit(reach);
    const second = rest.query
      .where(rest.where(isNull(key.value)))
      .orderBy(direction(forecastFacts.skuId))
      .limit(reach);
    const rows = await queryRows<{ id: number }>(
      db,
      sql`(${first}) union all (${second})
          order by part, sort_key ${order}, id ${order} limit ${window.limit} offset ${window.offset}`,
    );
    return rows.map((row) => Number(row.id));
  };

  return {
    count: async () => {
      const { query, where } = candidates({ count: sql<number>`count(*)::int` });
      const [row] = (await query.where(where())) as { count: number }[];
      return row?.count ?? 0;
    },
    rows: async (window) => {
      const ids = await pageIds(window);
      if (!ids.length) return [];
      const rows = await db
        .select({
          sku: {
            id: skuFacts.id,
            skuId: skuFacts.skuId,
            productId: skuFacts.productId,
            productName: productFacts.name,
            imageUrl: skuFacts.catalogImageUrl,
          },
          stock: skuStockTotalFacts.quantity,
          forecast: forecastFigures,
        })
        .from(forecasts)
        .innerJoin(
          skuFacts,
          and(eq(skuFacts.organisationId, forecasts.organisationId), eq(skuFacts.id, forecasts.skuId)),
        )
        .innerJoin(
          skuStockTotalFacts,
          and(
            eq(skuStockTotalFacts.organisationId, forecasts.organisationId),
            eq(skuStockTotalFacts.skuId, forecasts.skuId),
          ),
        )
        .leftJoin(
          productFacts,
          and(
            eq(productFacts.organisationId, skuFacts.organisationId),
            eq(productFacts.id, skuFacts.productId),
          ),
        )
        .where(and(eq(forecasts.organisationId, organisationId), inArray(forecasts.skuId, ids)));
      const byId = new Map(rows.map((row) => [Number(row.sku.id), row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row
          ? [{ sku: row.sku, stock: Number(row.stock), forecast: computedOrNull(row.forecast) }]
          : [];
      });
    },
  };
}
