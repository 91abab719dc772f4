import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

export interface LedgerPairRow {
  organisation_id: string | number;
  warehouse_id: string | number;
  sku_id: string | number;
  stock_quantity: string | number | null;
  ledger_quantity: string | number | null;
}

/**
 * Every (warehouse, SKU) pair with its warehouse_stock quantity and its ledger sum, in both
 * directions (a stock row without movements, movements without a stock row), for one
 * organisation or all of them.
 */
function ledgerPairs(organisationId?: number) {
  const scope = organisationId === undefined ? sql`true` : sql`organisation_id = ${organisationId}`;
  return sql`
    with ledger as (
      select organisation_id, warehouse_id, sku_id, sum(quantity) as quantity
      from inventory_movements where ${scope}
      group by organisation_id, warehouse_id, sku_id
    ),
    stock as (
      select organisation_id, warehouse_id, sku_id, quantity
      from warehouse_stock where ${scope}
    )
    select coalesce(s.organisation_id, l.organisation_id) as organisation_id,
           coalesce(s.warehouse_id, l.warehouse_id) as warehouse_id,
           coalesce(s.sku_id, l.sku_id) as sku_id,
           s.quantity as stock_quantity,
           l.quantity as ledger_quantity
    from stock s
    full outer join ledger l
      on l.organisation_id = s.organisation_id and l.warehouse_id = s.warehouse_id and l.sku_id = s.sku_id`;
}

/** How many pairs there are to compare. */
export async function countLedgerPairs(db: Executor, organisationId?: number): Promise<number> {
  const [counted] = await queryRows<{ checked: string | number }>(
    db,
    sql`select count(*) as checked from (${ledgerPairs(organisationId)}) as pairs`,
  );
  return Number(counted?.checked ?? 0);
}

/** The pairs whose stock differs from their ledger, a missing side counting as zero. */
export async function mismatchedLedgerPairs(db: Executor, organisationId?: number): Promise<LedgerPairRow[]> {
  return queryRows<LedgerPairRow>(
    db,
    sql`select * from (${ledgerPairs(organisationId)}) as pairs
        where coalesce(stock_quantity, 0) <> coalesce(ledger_quantity, 0)
        order by organisation_id, warehouse_id, sku_id`,
  );
}

export interface StockTotalRow {
  organisation_id: string | number;
  sku_id: string | number;
  total_quantity: string | number | null;
  ledger_quantity: string | number;
}

/**
 * The SKUs whose sku_stock_totals row differs from the sum of their ledger (or is missing): the
 * totals the SKU list sorts by must be what the ledger says, as warehouse_stock must.
 */
export async function mismatchedStockTotals(db: Executor, organisationId?: number): Promise<StockTotalRow[]> {
  const scope = (alias: string) =>
    organisationId === undefined ? sql`true` : sql`${sql.raw(alias)}.organisation_id = ${organisationId}`;
  return queryRows<StockTotalRow>(
    db,
    sql`
      select s.organisation_id, s.id as sku_id, t.quantity as total_quantity,
             coalesce(l.quantity, 0) as ledger_quantity
      from skus s
      left join sku_stock_totals t on t.organisation_id = s.organisation_id and t.sku_id = s.id
      left join (
        select organisation_id, sku_id, sum(quantity) as quantity
        from inventory_movements m where ${scope('m')}
        group by organisation_id, sku_id
      ) l on l.organisation_id = s.organisation_id and l.sku_id = s.id
      where ${scope('s')} and (t.quantity is null or t.quantity <> coalesce(l.quantity, 0))
      order by s.organisation_id, s.id`,
  );
}

export interface SkuCountRow {
  organisation_id: string | number;
  kept: string | number | null;
  counted: string | number;
}

/** Organisations whose kept SKU count (organisation_sku_counts) is not the number of their SKUs. */
export async function mismatchedSkuCounts(db: Executor, organisationId?: number): Promise<SkuCountRow[]> {
  const scope = organisationId === undefined ? sql`true` : sql`o.id = ${organisationId}`;
  return queryRows<SkuCountRow>(
    db,
    sql`
      select o.id as organisation_id, c.skus as kept,
             (select count(*) from skus s where s.organisation_id = o.id) as counted
      from organisations o
      left join organisation_sku_counts c on c.organisation_id = o.id
      where ${scope}
        and coalesce(c.skus, 0) <> (select count(*) from skus s where s.organisation_id = o.id)
      order by o.id`,
  );
}
