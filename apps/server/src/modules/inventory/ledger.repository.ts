import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ownedIds } from '../../db/tenant-lookups.ts';
import { skus } from '../skus/skus.tables.ts';
import { warehouses } from '../warehouses/warehouses.tables.ts';
import { type InventoryMovementRow, inventoryMovements, warehouseStock } from './inventory.tables.ts';
import type { MovementInput, StockDelta } from './ledger.ts';

/** Rows per statement: well under PostgreSQL's 65,535 bind parameters for every table here. */
const CHUNK = 1000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}

/** The ids among `ids` that are this organisation's warehouses. */
export const ownedWarehouseIds = (
  db: Executor,
  { organisationId, ids }: { organisationId: number; ids: number[] },
) => ownedIds(db, warehouses, organisationId, ids);

/** The ids among `ids` that are this organisation's SKUs. */
export const ownedSkuIds = (
  db: Executor,
  { organisationId, ids }: { organisationId: number; ids: number[] },
) => ownedIds(db, skus, organisationId, ids);

/**
 * Appends ledger rows; a row whose idempotency key the organisation already has is skipped
 * (ON CONFLICT on the partial unique index), so only the rows returned were written.
 */
export async function insertMovements(
  db: Executor,
  { organisationId, movements }: { organisationId: number; movements: readonly MovementInput[] },
): Promise<InventoryMovementRow[]> {
  const inserted: InventoryMovementRow[] = [];
  for (const part of chunks(movements)) {
    const rows = await db
      .insert(inventoryMovements)
      .values(
        part.map((movement) => ({
          organisationId,
          warehouseId: movement.warehouseId,
          skuId: movement.skuId,
          type: movement.type,
          quantity: movement.quantity,
          occurredAt: movement.occurredAt,
          sourceType: movement.sourceType,
          sourceId: movement.sourceId ?? null,
          reason: movement.reason ?? null,
          userId: movement.userId ?? null,
          idempotencyKey: movement.idempotencyKey ?? null,
        })),
      )
      .onConflictDoNothing({
        target: [inventoryMovements.organisationId, inventoryMovements.idempotencyKey],
        where: sql`idempotency_key is not null`,
      })
      .returning();
    inserted.push(...rows);
  }
  return inserted;
}

export interface StockAfter {
  warehouseId: number;
  skuId: number;
  quantity: number;
  outOfStockDate: string | null;
}

/**
 * Adds each delta to its stock row in one atomic statement per chunk: the row lock taken by
 * ON CONFLICT DO UPDATE makes `quantity + excluded.quantity` see every committed writer, so no
 * update is lost. Returns the quantities after the change (held locked until commit).
 */
export async function addToStock(
  db: Executor,
  { organisationId, deltas }: { organisationId: number; deltas: readonly StockDelta[] },
): Promise<StockAfter[]> {
  const result: StockAfter[] = [];
  for (const part of chunks(deltas)) {
    const rows = await db
      .insert(warehouseStock)
      .values(
        part.map((delta) => ({
          organisationId,
          warehouseId: delta.warehouseId,
          skuId: delta.skuId,
          quantity: delta.delta,
        })),
      )
      .onConflictDoUpdate({
        target: [warehouseStock.organisationId, warehouseStock.warehouseId, warehouseStock.skuId],
        set: { quantity: sql`${warehouseStock.quantity} + excluded.quantity`, updatedAt: sql`now()` },
      })
      .returning({
        warehouseId: warehouseStock.warehouseId,
        skuId: warehouseStock.skuId,
        quantity: warehouseStock.quantity,
        outOfStockDate: warehouseStock.outOfStockDate,
      });
    result.push(...rows);
  }
  return result;
}

/** Sets out_of_stock_date on rows this transaction has just locked through addToStock. */
export async function setOutOfStockDates(
  db: Executor,
  {
    organisationId,
    changes,
  }: {
    organisationId: number;
    changes: readonly { warehouseId: number; skuId: number; outOfStockDate: string | null }[];
  },
): Promise<void> {
  for (const part of chunks(changes)) {
    const values: SQL[] = part.map(
      (change) =>
        sql`(${change.warehouseId}::bigint, ${change.skuId}::bigint, ${change.outOfStockDate}::date)`,
    );
    await db.execute(sql`
      update warehouse_stock as ws set out_of_stock_date = v.out_of_stock_date
      from (values ${sql.join(values, sql`, `)}) as v(warehouse_id, sku_id, out_of_stock_date)
      where ws.organisation_id = ${organisationId}
        and ws.warehouse_id = v.warehouse_id and ws.sku_id = v.sku_id`);
  }
}
