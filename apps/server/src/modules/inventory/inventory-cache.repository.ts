import { sql } from 'drizzle-orm';
import { type Executor, executeCount } from '../../db/client.ts';

/**
 * Records what a marketplace says a warehouse holds of each SKU (warehouse_stock.inventory_cache)
 * beside the ledger's own quantity, for reconciliation; a stock row the ledger has not made yet
 * is created at quantity 0. Never changes the ledger or its quantity.
 */
export async function setReportedQuantities(
  db: Executor,
  {
    organisationId,
    warehouseId,
    quantities,
  }: {
    organisationId: number;
    warehouseId: number;
    quantities: readonly { skuId: number; quantity: number }[];
  },
): Promise<number> {
  if (quantities.length === 0) return 0;
  const latest = new Map(quantities.map(({ skuId, quantity }) => [skuId, quantity]));
  const rows = JSON.stringify([...latest].map(([sku_id, quantity]) => ({ sku_id, quantity })));
  return executeCount(
    db,
    sql`
    insert into warehouse_stock (organisation_id, warehouse_id, sku_id, quantity, inventory_cache)
    select ${organisationId}, ${warehouseId}, r.sku_id, 0, r.quantity
    from jsonb_to_recordset(${rows}::jsonb) as r(sku_id bigint, quantity int)
    order by r.sku_id
    on conflict (organisation_id, warehouse_id, sku_id) do update
      set inventory_cache = excluded.inventory_cache, updated_at = now()
      where warehouse_stock.inventory_cache is distinct from excluded.inventory_cache`,
  );
}
