import type { InventoryByDateSort } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { likePattern } from '../../db/list-sql.ts';
import {
  movementFactsAs,
  warehouseStockFactsAs,
  warehouseStockTotalFactsAs,
} from '../inventory/inventory.facts.ts';
import { productFactsAs } from '../products/products.facts.ts';
import { ofVisibleSku, skuFactsAs } from '../skus/skus.facts.ts';
import { warehouseFactsAs } from '../warehouses/warehouses.facts.ts';

/**
 * Inventory by date, read from the ledger (inventory_movements) without adding all of it up.
 *
 * Stock of a (warehouse, SKU) pair at an instant T = the sum of its movements before T
 * ("forwards") = its current warehouse_stock quantity minus its movements at or after T
 * ("backwards"): warehouse_stock is kept equal to the ledger's sum in the same transaction as every
 * movement. The use case picks the side with fewer movements to add up (for a recent day, only
 * those since then), judged by time from an estimate of the ledger's start (`ledgerStart`). Each
 * statement is set-based: one pass over the organisation's movements on the chosen side of T
 * (the planner's choice of index or scan), grouped per pair, joined with warehouse_stock. No loop
 * over pairs, and no probe per pair: at 50,000 SKUs a probe per pair costs more than the pass.
 * A day after which nothing moved reads the current stock rows instead (`currentStockPage`: a
 * page stops at its last row); the series and today's totals read the ledger's kept day totals
 * (stock-day-totals.repository.ts). The ledger, stock, SKUs, products and warehouses are their owners' published projections
 * (`…FactsAs(alias)`), under the aliases the SQL names.
 */
export type LedgerSide = 'backwards' | 'forwards';

export interface InOrg {
  organisationId: number;
}

/**
 * An early movement's time, to judge which side of a day has fewer movements: the first movement
 * of the organisation's 20 oldest SKUs, 20 probes of (organisation_id, sku_id, occurred_at). Only
 * the speed depends on it; both sides give the same answer. Null without movements there.
 */
export async function ledgerStart(db: Executor, { organisationId }: InOrg): Promise<Date | null> {
  const [row] = await queryRows<{ first_at: string | null }>(
    db,
    sql`select min(x.first_at)::text as first_at
      from (select k.id from ${skuFactsAs('k')} where k.organisation_id = ${organisationId} order by k.id limit 20) k
      cross join lateral (select m.occurred_at as first_at from ${movementFactsAs('m')}
        where m.organisation_id = ${organisationId} and m.sku_id = k.id order by m.occurred_at limit 1) x`,
  );
  return row?.first_at ? new Date(row.first_at) : null;
}

/** The instant a calendar day starts in a time zone (`day` YYYY-MM-DD). */
const startOf = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;

interface PairFilter extends InOrg {
  warehouseId?: number | undefined;
  search?: string | undefined;
}

/**
 * The organisation's rows of a table with warehouse_id and sku_id (warehouse_stock or the ledger,
 * as `alias`) whose SKU is not hidden (as every stock figure leaves hidden SKUs out: the
 * dashboard's and the Stock screen's read these totals), narrowed by warehouse and SKU search.
 */
function pairFilter(alias: 'm' | 's', { organisationId, warehouseId, search }: PairFilter): SQL {
  const table = sql.raw(alias);
  const pattern = search ? likePattern(search) : undefined;
  return sql`${table}.organisation_id = ${organisationId}
    and ${ofVisibleSku(sql`${table}.organisation_id`, sql`${table}.sku_id`)}
    ${warehouseId === undefined ? sql`` : sql`and ${table}.warehouse_id = ${warehouseId}`}
    ${
      pattern === undefined
        ? sql``
        : sql`and ${table}.sku_id in (
            select k.id from ${skuFactsAs('k')} where k.organisation_id = ${organisationId}
              and (k.search_text like lower(${pattern})
                or k.product_id in (select p.id from ${productFactsAs('p')}
                  where p.organisation_id = ${organisationId} and p.name ilike ${pattern})))`
    }`;
}

/**
 * Each pair's stock at `at` (an SQL timestamptz): warehouse_id, sku_id, quantity. Backwards: the
 * stock now minus the movements since `at`; forwards: the movements before `at`.
 */
function stockAt(side: LedgerSide, filter: PairFilter, at: SQL): SQL {
  const moved = sql`select m.warehouse_id, m.sku_id, sum(m.quantity)::bigint as quantity
    from ${movementFactsAs('m')}
    where ${pairFilter('m', filter)} and m.occurred_at ${side === 'backwards' ? sql`>=` : sql`<`} ${at}
    group by m.warehouse_id, m.sku_id`;
  return side === 'backwards'
    ? sql`select s.warehouse_id, s.sku_id, s.quantity - coalesce(a.quantity, 0) as quantity
        from ${warehouseStockFactsAs('s')}
        left join (${moved}) a on a.warehouse_id = s.warehouse_id and a.sku_id = s.sku_id
        where ${pairFilter('s', filter)}`
    : sql`select s.warehouse_id, s.sku_id, a.quantity
        from ${warehouseStockFactsAs('s')}
        join (${moved}) a on a.warehouse_id = s.warehouse_id and a.sku_id = s.sku_id
        where ${pairFilter('s', filter)}`;
}

/** The SKU's COGS (else its product's) and that COGS' currency; null when neither has one. */
const cogsColumns = sql`coalesce(k.cogs, p.cogs) as cogs,
  case when k.cogs is not null then k.cogs_currency when p.cogs is not null then p.cogs_currency end as currency`;

export interface StockOnDateRow {
  warehouse_id: string | number;
  warehouse_ulid: string;
  warehouse_name: string;
  sku_id: string | number;
  sku_code: string;
  product_name: string | null;
  quantity: number;
  value: string | number | null;
  currency: string | null;
}

/** Units and value over every pair held at the end of a day (all pages). */
export interface StockOnDateTotals {
  units: number;
  unitsWithoutCogs: number;
  /** Minor units per currency, as decimal strings (bigint sums), by currency. */
  values: { currency: string; amount: string }[];
}

export interface StockOnDatePage extends StockOnDateTotals {
  total: number;
  rows: StockOnDateRow[];
}

const ORDER: Record<InventoryByDateSort, (direction: SQL) => SQL> = {
  sku_id: (direction) =>
    sql`h.sku_code ${direction}, h.warehouse_name ${direction}, h.warehouse_id ${direction}`,
  quantity: (direction) => sql`h.quantity ${direction}, h.sku_code, h.warehouse_name, h.warehouse_id`,
  value: (direction) =>
    sql`h.value ${direction} nulls last, h.quantity ${direction}, h.sku_code, h.warehouse_name, h.warehouse_id`,
};

type HeldFilter = PairFilter & { side: LedgerSide; day: string; timeZone: string };

/**
 * Stock held at the end of a day, as Inventory by Date lists it (its rows and totals; the day
 * totals of stock-day-totals.repository.ts sum to the same figures, which a test holds): per (warehouse, SKU) pair of a visible SKU, the ledger's sum before
 * midnight ending the day in the organisation's time zone, when not zero (below zero counts: the
 * ledger let units out before it booked them in), valued at the SKU's COGS, else its product's,
 * in that COGS' currency (null: no COGS). `held` columns: warehouse_id, sku_id, quantity, value,
 * currency, and the names the list shows.
 */
function held(filter: HeldFilter): SQL {
  const { organisationId, day, timeZone } = filter;
  const at = sql`(${startOf(day, timeZone)} + interval '1 day')`;
  return sql`with stock as materialized (${stockAt(filter.side, filter, at)}),
    held as materialized (
      select x.warehouse_id, x.warehouse_ulid, x.warehouse_name, x.sku_id, x.sku_code, x.product_name,
        x.quantity, x.quantity::bigint * x.cogs as value, x.currency
      from (
        select t.warehouse_id, w.ulid as warehouse_ulid, w.name as warehouse_name,
          t.sku_id, k.sku_id as sku_code, p.name as product_name, t.quantity, ${cogsColumns}
        from stock t
        join ${skuFactsAs('k')} on k.organisation_id = ${organisationId} and k.id = t.sku_id
        left join ${productFactsAs('p')} on p.organisation_id = ${organisationId} and p.id = k.product_id
        join ${warehouseFactsAs('w')} on w.organisation_id = ${organisationId} and w.id = t.warehouse_id
        where t.quantity <> 0
      ) x
    )`;
}

/** The totals over `held`: count, units, units without COGS and value per currency (json). */
const HELD_TOTALS = sql`count(*)::int as total, coalesce(sum(h.quantity), 0)::bigint as units,
  coalesce(sum(h.quantity) filter (where h.currency is null), 0)::bigint as units_without_cogs,
  (select coalesce(json_agg(json_build_object('currency', v.currency, 'amount', v.amount::text)
      order by v.currency), '[]'::json)
    from (select currency, sum(value) as amount from held where currency is not null group by currency) v
  ) as value_totals`;

interface TotalsRow {
  total: number;
  units: string | number;
  units_without_cogs: string | number;
  value_totals: { currency: string; amount: string }[] | string;
}

function totalsOf(row: TotalsRow | undefined): StockOnDateTotals & { total: number } {
  const totals = row?.value_totals ?? [];
  return {
    total: row?.total ?? 0,
    units: Number(row?.units ?? 0),
    unitsWithoutCogs: Number(row?.units_without_cogs ?? 0),
    values: typeof totals === 'string' ? JSON.parse(totals) : totals,
  };
}

/**
 * The pairs holding stock (not zero) at the end of a day, one page of them in the given order,
 * with the count and totals over all of them, in one statement.
 */
export async function stockOnDatePage(
  db: Executor,
  filter: HeldFilter & { sort: InventoryByDateSort; sortDesc: boolean; limit: number; offset: number },
): Promise<StockOnDatePage> {
  const direction = filter.sortDesc ? sql`desc` : sql`asc`;
  const rows = await queryRows<Partial<StockOnDateRow> & TotalsRow>(
    db,
    sql`${held(filter)}
      select a.*, r.*
      from (select ${HELD_TOTALS} from held h) a
      left join lateral (
        select h.* from held h order by ${ORDER[filter.sort](direction)}
        limit ${filter.limit} offset ${filter.offset}
      ) r on true`,
  );
  return {
    ...totalsOf(rows[0]),
    rows: rows.filter((row) => row.sku_id !== null && row.sku_id !== undefined) as StockOnDateRow[],
  };
}

/**
 * Whether any movement is dated at or after the end of `day` (the organisation's clock): when none
 * is, the stock at the end of that day is the current stock, row for row.
 */
export async function movedAfter(
  db: Executor,
  { organisationId, day, timeZone }: InOrg & { day: string; timeZone: string },
) {
  const [row] = await queryRows<{ moved: boolean }>(
    db,
    sql`select exists (select 1 from ${movementFactsAs('m')} where m.organisation_id = ${organisationId}
        and m.occurred_at >= (${startOf(day, timeZone)} + interval '1 day')) as moved`,
  );
  return row?.moved ?? false;
}

/**
 * One page of the current stock rows not at zero, of visible SKUs (optionally of one warehouse),
 * in the list's order, and how many there are: Inventory by Date for a day after which nothing
 * moved. The page walks the SKUs in order and stops at its last row instead of building every
 * pair first; the count is the warehouses' kept count of rows not at zero, less the hidden SKUs'.
 */
export async function currentStockPage(
  db: Executor,
  filter: InOrg & {
    warehouseId?: number | undefined;
    sort: InventoryByDateSort;
    sortDesc: boolean;
    limit: number;
    offset: number;
  },
): Promise<{ rows: StockOnDateRow[]; total: number }> {
  const { organisationId, warehouseId } = filter;
  const direction = filter.sortDesc ? sql`desc` : sql`asc`;
  const rows = await queryRows<StockOnDateRow>(
    db,
    sql`select h.* from (
        select s.warehouse_id, w.ulid as warehouse_ulid, w.name as warehouse_name, s.sku_id, k.sku_id as sku_code,
          p.name as product_name, s.quantity, s.quantity::bigint * coalesce(k.cogs, p.cogs) as value,
          case when k.cogs is not null then k.cogs_currency when p.cogs is not null then p.cogs_currency end as currency
        from ${warehouseStockFactsAs('s')}
        join ${skuFactsAs('k')} on k.organisation_id = s.organisation_id and k.id = s.sku_id
        left join ${productFactsAs('p')} on p.organisation_id = k.organisation_id and p.id = k.product_id
        join ${warehouseFactsAs('w')} on w.organisation_id = s.organisation_id and w.id = s.warehouse_id
        where s.organisation_id = ${organisationId} and s.quantity <> 0 and not k.is_hidden
          ${warehouseId === undefined ? sql`` : sql`and s.warehouse_id = ${warehouseId}`}
      ) h
      order by ${ORDER[filter.sort](direction)}
      limit ${filter.limit} offset ${filter.offset}`,
  );
  const [count] = await queryRows<{ total: string | null }>(
    db,
    sql`select (
        coalesce((select sum(t.held_pairs) from ${warehouseStockTotalFactsAs('t')} where t.organisation_id = ${organisationId}
          ${warehouseId === undefined ? sql`` : sql`and t.warehouse_id = ${warehouseId}`}), 0)
        - (select count(*) from ${skuFactsAs('k')}
            join ${warehouseStockFactsAs('s')} on s.organisation_id = k.organisation_id and s.sku_id = k.id
            where k.organisation_id = ${organisationId} and k.is_hidden and s.quantity <> 0
              ${warehouseId === undefined ? sql`` : sql`and s.warehouse_id = ${warehouseId}`})
      )::text as total`,
  );
  return { rows, total: Number(count?.total ?? 0) };
}

export interface SeriesRow {
  day: string;
  /** null: units without COGS (counted in units, in no value). */
  currency: string | null;
  units: string | number;
  value: string | number | null;
}
