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

/** Amazon's figures of one SKU in an FBA warehouse (FBA Inventory API), in the product's words. */
export interface FbaFigures {
  skuId: number;
  fulfillable: number;
  inboundWorking: number;
  inboundShipped: number;
  inboundReceiving: number;
  reserved: number;
  unfulfillable: number;
  researching: number;
}

/**
 * Records Amazon's figures for an FBA warehouse's SKUs, with when they were fetched, and the
 * warehouse figure they make (fulfillable + unfulfillable + reserved: what the FBA inventory
 * report's afn-warehouse-quantity counts) as the marketplace's inventory_cache, as that report
 * does. A stock row the ledger has not made yet is created at quantity 0; the ledger is untouched.
 * Answers how many rows' figures changed.
 */
export async function setFbaFigures(
  db: Executor,
  {
    organisationId,
    warehouseId,
    figures,
    fetchedAt,
  }: { organisationId: number; warehouseId: number; figures: readonly FbaFigures[]; fetchedAt: Date },
): Promise<number> {
  if (figures.length === 0) return 0;
  const latest = new Map(figures.map((entry) => [entry.skuId, entry]));
  const rows = JSON.stringify(
    [...latest.values()].map((entry) => ({
      sku_id: entry.skuId,
      fulfillable: entry.fulfillable,
      inbound_working: entry.inboundWorking,
      inbound_shipped: entry.inboundShipped,
      inbound_receiving: entry.inboundReceiving,
      reserved: entry.reserved,
      unfulfillable: entry.unfulfillable,
      researching: entry.researching,
    })),
  );
  return executeCount(
    db,
    sql`
    insert into warehouse_stock (organisation_id, warehouse_id, sku_id, quantity, inventory_cache,
      fba_fulfillable, fba_inbound_working, fba_inbound_shipped, fba_inbound_receiving, fba_reserved,
      fba_unfulfillable, fba_researching, fba_fetched_at)
    select ${organisationId}, ${warehouseId}, r.sku_id, 0, r.fulfillable + r.unfulfillable + r.reserved,
      r.fulfillable, r.inbound_working, r.inbound_shipped, r.inbound_receiving, r.reserved,
      r.unfulfillable, r.researching, ${fetchedAt.toISOString()}::timestamptz
    from jsonb_to_recordset(${rows}::jsonb) as r(sku_id bigint, fulfillable int, inbound_working int,
      inbound_shipped int, inbound_receiving int, reserved int, unfulfillable int, researching int)
    order by r.sku_id
    on conflict (organisation_id, warehouse_id, sku_id) do update
      set inventory_cache = excluded.inventory_cache,
        fba_fulfillable = excluded.fba_fulfillable,
        fba_inbound_working = excluded.fba_inbound_working,
        fba_inbound_shipped = excluded.fba_inbound_shipped,
        fba_inbound_receiving = excluded.fba_inbound_receiving,
        fba_reserved = excluded.fba_reserved,
        fba_unfulfillable = excluded.fba_unfulfillable,
        fba_researching = excluded.fba_researching,
        fba_fetched_at = excluded.fba_fetched_at,
        updated_at = now()`,
  );
}
