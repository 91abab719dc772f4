import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

export interface LedgerMismatch {
  organisationId: number;
  warehouseId: number;
  skuId: number;
  /** warehouse_stock.quantity, or null when there is no stock row. */
  stockQuantity: number | null;
  /** The sum of the ledger, or null when the pair has no movements. */
  ledgerQuantity: number | null;
}

/**
 * Proves warehouse_stock is what the ledger says: every (warehouse, SKU) whose stock row differs
 * from the sum of its movements, in both directions (a stock row without movements, movements
 * without a stock row). A missing side counts as zero, so a stock row that only carries an
 * external report's inventory_cache is not a mismatch. `checked` is how many pairs were compared.
 */
export async function checkLedger({
  db,
  organisationId,
}: {
  db: Executor;
  organisationId?: number;
}): Promise<{ checked: number; mismatches: LedgerMismatch[] }> {
  const scope = organisationId === undefined ? sql`true` : sql`organisation_id = ${organisationId}`;
  const pairs = sql`
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
  const [counted] = await queryRows<{ checked: string | number }>(
    db,
    sql`select count(*) as checked from (${pairs}) as pairs`,
  );
  const rows = await queryRows<{
    organisation_id: string | number;
    warehouse_id: string | number;
    sku_id: string | number;
    stock_quantity: string | number | null;
    ledger_quantity: string | number | null;
  }>(
    db,
    sql`select * from (${pairs}) as pairs
        where coalesce(stock_quantity, 0) <> coalesce(ledger_quantity, 0)
        order by organisation_id, warehouse_id, sku_id`,
  );
  const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));
  return {
    checked: Number(counted?.checked ?? 0),
    mismatches: rows.map((row) => ({
      organisationId: Number(row.organisation_id),
      warehouseId: Number(row.warehouse_id),
      skuId: Number(row.sku_id),
      stockQuantity: numberOrNull(row.stock_quantity),
      ledgerQuantity: numberOrNull(row.ledger_quantity),
    })),
  };
}
