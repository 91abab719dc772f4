import { and, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { inventoryMovements } from '../inventory/inventory.tables.ts';

/**
 * SKUs the warehouse held at least `units` of at every moment since `since`, with that lowest
 * balance: what a transfer shipped back then could take without the history ever going below zero
 * (a balance counts from the movement that set it, so the one standing at `since` counts too, and
 * a SKU first moved inside the window had none before it).
 */
export async function stockedSince(
  db: Executor,
  organisationId: number,
  warehouseId: number,
  since: Date,
  units: number,
) {
  return queryRows<{ skuId: number; quantity: number }>(
    db,
    sql`select sku_id::int as "skuId", min(balance)::int as quantity from (
          select sku_id, balance, occurred_at,
            lead(occurred_at) over (partition by sku_id order by occurred_at, id) as next_at
          from (select sku_id, occurred_at, id,
                  sum(quantity) over (partition by sku_id order by occurred_at, id) as balance
                from inventory_movements
                where organisation_id = ${organisationId} and warehouse_id = ${warehouseId}) running
        ) spans
        where coalesce(next_at, 'infinity'::timestamptz) >= ${since.toISOString()}::timestamptz
        group by sku_id
        -- Before its first movement a SKU had nothing: that must lie before the window too.
        having min(balance) >= ${units} and min(occurred_at) < ${since.toISOString()}::timestamptz
        order by quantity desc, sku_id limit 20`,
  );
}

/** Ledger rows the organisation's transfers wrote. */
export async function transferMovementCount(db: Executor, organisationId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(inventoryMovements)
    .where(
      and(
        eq(inventoryMovements.organisationId, organisationId),
        eq(inventoryMovements.sourceType, 'transfer'),
      ),
    );
  return row?.value ?? 0;
}
