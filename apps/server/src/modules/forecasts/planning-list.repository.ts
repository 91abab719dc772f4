import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/client.ts';
import type { ListSource, ListWindow } from '../../lib/list-page.ts';
import { skuStockTotals } from '../inventory/inventory.tables.ts';
import { products } from '../products/products.tables.ts';
import { skus } from '../skus/skus.tables.ts';
import { ofVisibleSku } from '../skus/visible-sku.repository.ts';
import { computedOrNull, type ForecastFigures, forecastFigures, forecasts } from './forecasts.tables.ts';

/** A visible SKU as the Stock and Forecasts lists show it: its stock now and its last forecast. */
export interface PlanningListRow {
  sku: { id: number; skuId: string; productId: number | null; productName: string | null };
  stock: number;
  /** Null until the SKU's first recompute. */
  forecast: ForecastFigures | null;
}

/**
 * A forecasts row whose SKU is not hidden: an anti-join on the few hidden SKUs (their partial
 * index), so that lists and totals over forecasts need not read every SKU.
 */
export const forecastOfVisibleSku = ofVisibleSku(forecasts.organisationId, forecasts.skuId);

/**
 * How a list sorts by one of its keys, each with an (organisation_id, key, sku_id) index. `value`:
 * a column of forecasts, null for some SKUs (pending rows, no reorder date…), which come last
 * whichever the direction. `neverNull`: the SKU code or the stock total.
 */
export type PlanningSortKey = { value: PgColumn } | { neverNull: PgColumn };

/** A list's filters, by the table they read: each table is joined only when something reads it. */
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
    const owner = table === 'skus' ? skus : skuStockTotals;
    return Boolean(filters[table]?.length) || (column !== undefined && column.table === owner);
  };

  /** FROM forecasts, with skus and totals joined when read; the visible SKUs under the filters. */
  const candidates = <Selection extends Record<string, unknown>>(
    selection: Selection,
    key?: PlanningSortKey,
  ) => {
    const joinSkus = reads('skus', key);
    let query = db
      .select(selection as never)
      .from(forecasts)
      .$dynamic();
    if (joinSkus)
      query = query.innerJoin(
        skus,
        and(eq(skus.organisationId, forecasts.organisationId), eq(skus.id, forecasts.skuId)),
      );
    if (reads('totals', key))
      query = query.innerJoin(
        skuStockTotals,
        and(
          eq(skuStockTotals.organisationId, forecasts.organisationId),
          eq(skuStockTotals.skuId, forecasts.skuId),
        ),
      );
    return {
      query,
      where: (...more: (SQL | undefined)[]) =>
        and(
          eq(forecasts.organisationId, organisationId),
          joinSkus
            ? and(eq(skus.organisationId, organisationId), eq(skus.isHidden, false))
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
      const { query, where } = candidates({ id: forecasts.skuId }, key);
      const rows = (await query
        .where(where())
        .orderBy(direction(key.neverNull), direction(forecasts.skuId))
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
          id: sql<number>`${forecasts.skuId}`.as('id'),
          part: sql<number>`${index}`.as('part'),
          sortKey: sql`${key.value}`.as('sort_key'),
        },
        key,
      );
    const valued = part(0);
    const rest = part(1);
    const first = valued.query
      .where(valued.where(isNotNull(key.value)))
      .orderBy(direction(key.value), direction(forecasts.skuId))
      .limit(reach);
    const second = rest.query
      .where(rest.where(isNull(key.value)))
      .orderBy(direction(forecasts.skuId))
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
          sku: { id: skus.id, skuId: skus.skuId, productId: skus.productId, productName: products.name },
          stock: skuStockTotals.quantity,
          forecast: forecastFigures,
        })
        .from(forecasts)
        .innerJoin(skus, and(eq(skus.organisationId, forecasts.organisationId), eq(skus.id, forecasts.skuId)))
        .innerJoin(
          skuStockTotals,
          and(
            eq(skuStockTotals.organisationId, forecasts.organisationId),
            eq(skuStockTotals.skuId, forecasts.skuId),
          ),
        )
        .leftJoin(
          products,
          and(eq(products.organisationId, skus.organisationId), eq(products.id, skus.productId)),
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
