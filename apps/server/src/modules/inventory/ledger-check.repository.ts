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
 * The SKUs whose sku_stock_totals row differs from the sum of their ledger, in both directions (a
 * total without movements, movements without a total row): the totals the SKU list sorts by must be
 * what the ledger says, as warehouse_stock must. That every SKU has its total row is the SKUs'
 * check (skus' skusWithoutStockTotal).
 */
export async function mismatchedStockTotals(db: Executor, organisationId?: number): Promise<StockTotalRow[]> {
  const scope = organisationId === undefined ? sql`true` : sql`organisation_id = ${organisationId}`;
  return queryRows<StockTotalRow>(
    db,
    sql`
      with ledger as (
        select organisation_id, sku_id, sum(quantity) as quantity
        from inventory_movements where ${scope}
        group by organisation_id, sku_id
      ),
      totals as (select organisation_id, sku_id, quantity from sku_stock_totals where ${scope})
      select coalesce(t.organisation_id, l.organisation_id) as organisation_id,
             coalesce(t.sku_id, l.sku_id) as sku_id,
             t.quantity as total_quantity,
             coalesce(l.quantity, 0) as ledger_quantity
      from totals t
      full outer join ledger l on l.organisation_id = t.organisation_id and l.sku_id = t.sku_id
      where t.quantity is null or t.quantity <> coalesce(l.quantity, 0)
      order by 1, 2`,
  );
}
