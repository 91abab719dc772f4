import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { SeriesRow, StockOnDateTotals } from './inventory-by-date.repository.ts';

/**
 * Stock figures summed from stock_day_totals (migration 0059: the ledger's net change per
 * warehouse and day, kept by the writes): a day's stock is the sum of the days up to it. The
 * visible SKUs' rows (hidden = false) make the stock figures, as every stock figure leaves hidden
 * SKUs out; units sold count every SKU, as the ledger's sales always did. '' is the currency of
 * units without COGS.
 */
interface InOrg {
  organisationId: number;
}

const visibleDays = (organisationId: number, warehouseId: number | undefined, through: string): SQL =>
  sql`organisation_id = ${organisationId} and not hidden and day <= ${through}::date
    ${warehouseId === undefined ? sql`` : sql`and warehouse_id = ${warehouseId}`}`;

/**
 * Units and value per currency at the end of every day from `from` to `to`: the days before
 * `from` summed as the opening, then a running sum. Rows for the currencies the ledger's days
 * have (null: units without COGS, valued at nothing).
 */
export function seriesFromDayTotals(
  db: Executor,
  {
    organisationId,
    warehouseId,
    from,
    to,
  }: InOrg & { warehouseId?: number | undefined; from: string; to: string },
): Promise<SeriesRow[]> {
  return queryRows<SeriesRow>(
    db,
    sql`with totals as (
        select day, nullif(currency, '') as currency, units, value
        from stock_day_totals where ${visibleDays(organisationId, warehouseId, to)}
      ),
      opening as (
        select currency, coalesce(sum(units) filter (where day < ${from}::date), 0) as units,
          case when currency is not null then coalesce(sum(value) filter (where day < ${from}::date), 0) end as value
        from totals group by currency
      ),
      daily as (
        select day, currency, sum(units) as units, sum(value) as value
        from totals where day >= ${from}::date group by day, currency
      ),
      days as (select day::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') as day)
      select to_char(days.day, 'YYYY-MM-DD') as day, o.currency,
        (o.units + sum(coalesce(dl.units, 0)) over w)::text as units,
        (o.value + sum(coalesce(dl.value, 0)) over w)::text as value
      from days
      cross join opening o
      left join daily dl on dl.day = days.day and dl.currency is not distinct from o.currency
      window w as (partition by o.currency order by days.day)
      order by days.day, o.currency nulls first`,
  );
}

/**
 * Stock at the end of `day` over every warehouse (or one): units, units without COGS, value per
 * currency and units per warehouse (warehouses holding nothing absent).
 */
export async function heldTotalsFromDayTotals(
  db: Executor,
  { organisationId, day, warehouseId }: InOrg & { day: string; warehouseId?: number | undefined },
): Promise<StockOnDateTotals & { warehouses: Map<number, number> }> {
  const [row] = await queryRows<{
    units: string | null;
    units_without_cogs: string | null;
    values: { currency: string; amount: string }[] | string | null;
    warehouses: { id: number; units: number }[] | string | null;
  }>(
    db,
    sql`with held as (
        select warehouse_id, currency, sum(units) as units, sum(value) as value
        from stock_day_totals where ${visibleDays(organisationId, warehouseId, day)}
        group by warehouse_id, currency
      )
      select (select sum(units) from held)::text as units,
        (select sum(units) from held where currency = '')::text as units_without_cogs,
        (select json_agg(json_build_object('currency', v.currency, 'amount', v.amount::text) order by v.currency)
          from (select currency, sum(value) as amount from held where currency <> ''
                group by currency having sum(units) <> 0 or sum(value) <> 0) v) as values,
        (select json_agg(json_build_object('id', w.warehouse_id, 'units', w.units))
          from (select warehouse_id, sum(units)::bigint as units from held
                group by warehouse_id having sum(units) <> 0) w) as warehouses`,
  );
  const parsed = <T>(value: T[] | string | null | undefined): T[] =>
    typeof value === 'string' ? JSON.parse(value) : (value ?? []);
  return {
    units: Number(row?.units ?? 0),
    unitsWithoutCogs: Number(row?.units_without_cogs ?? 0),
    values: parsed(row?.values),
    warehouses: new Map(parsed(row?.warehouses).map((entry) => [Number(entry.id), Number(entry.units)])),
  };
}

/** The visible SKUs' net change per day from `from` on (days without movements absent). */
export async function netChangePerDay(
  db: Executor,
  { organisationId, from }: InOrg & { from: string },
): Promise<{ day: string; net: number }[]> {
  const rows = await queryRows<{ day: string; net: string }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, sum(units)::text as net
        from stock_day_totals
        where organisation_id = ${organisationId} and not hidden and day >= ${from}::date
        group by day`,
  );
  return rows.map((row) => ({ day: row.day, net: Number(row.net) }));
}

/** Units of the ledger's sales per day from `from` to `to` (every SKU). */
export async function ledgerSalesPerDay(
  db: Executor,
  { organisationId, from, to }: InOrg & { from: string; to: string },
): Promise<{ day: string; units: number }[]> {
  const rows = await queryRows<{ day: string; units: string }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, sum(sold)::text as units
        from stock_day_totals
        where organisation_id = ${organisationId} and day between ${from}::date and ${to}::date
        group by day having sum(sold) <> 0`,
  );
  return rows.map((row) => ({ day: row.day, units: Number(row.units) }));
}
