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
