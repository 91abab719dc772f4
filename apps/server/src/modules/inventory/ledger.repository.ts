import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows, type Transaction } from '../../db/client.ts';
import { stageRows, stageTable } from '../../db/staging.ts';
import { type InventoryMovementRow, inventoryMovements, warehouseStock } from './inventory.tables.ts';
import type { MovementInput, StockDelta } from './ledger.domain.ts';

/** Rows per statement: well under PostgreSQL's 65,535 bind parameters for every table here. */
const CHUNK = 1000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}

const STAGED_MOVEMENTS = stageTable('stage_inventory_movements', {
  ordinal: 'int',
  warehouse_id: 'bigint',
  sku_id: 'bigint',
  type: 'text',
  quantity: 'int',
  occurred_at: 'timestamptz',
  source_type: 'text',
  source_id: 'text',
  reason: 'text',
  user_id: 'bigint',
  idempotency_key: 'text',
});

/**
 * Appends ledger rows, in the order given, set-based: staged (COPY on PostgreSQL, db/staging.ts),
 * then one INSERT … SELECT. A row whose idempotency key the organisation already has is skipped
 * (ON CONFLICT on the partial unique index), so only the rows returned were written.
 */
export async function insertMovements(
  tx: Transaction,
  { organisationId, movements }: { organisationId: number; movements: readonly MovementInput[] },
): Promise<InventoryMovementRow[]> {
  if (movements.length === 0) return [];
  await stageRows(
    tx,
    STAGED_MOVEMENTS,
    movements.map((movement, ordinal) => ({
      ordinal,
      warehouse_id: movement.warehouseId,
      sku_id: movement.skuId,
      type: movement.type,
      quantity: movement.quantity,
      occurred_at: movement.occurredAt,
      source_type: movement.sourceType,
      source_id: movement.sourceId ?? null,
      reason: movement.reason ?? null,
      user_id: movement.userId ?? null,
      idempotency_key: movement.idempotencyKey ?? null,
    })),
  );
  const rows = await queryRows<RawMovement>(
    tx,
    sql`
      insert into inventory_movements (organisation_id, warehouse_id, sku_id, type, quantity,
        occurred_at, source_type, source_id, reason, user_id, idempotency_key)
      select ${organisationId}, s.warehouse_id, s.sku_id, s.type, s.quantity, s.occurred_at,
        s.source_type, s.source_id, s.reason, s.user_id, s.idempotency_key
      from stage_inventory_movements s order by s.ordinal
      on conflict (organisation_id, idempotency_key) where idempotency_key is not null do nothing
      returning *`,
  );
  return rows.map(movementOf);
}

/** A ledger row as the drivers answer raw SQL: bigints may come as text, timestamps as text. */
interface RawMovement {
  organisation_id: number | string;
  id: number | string;
  warehouse_id: number | string;
  sku_id: number | string;
  type: string;
  quantity: number;
  occurred_at: Date | string;
  source_type: string;
  source_id: string | null;
  reason: string | null;
  user_id: number | string | null;
  idempotency_key: string | null;
  created_at: Date | string;
}

function movementOf(row: RawMovement): InventoryMovementRow {
  return {
    organisationId: Number(row.organisation_id),
    id: Number(row.id),
    warehouseId: Number(row.warehouse_id),
    skuId: Number(row.sku_id),
    type: row.type,
    quantity: row.quantity,
    occurredAt: new Date(row.occurred_at),
    sourceType: row.source_type,
    sourceId: row.source_id,
    reason: row.reason,
    userId: row.user_id === null ? null : Number(row.user_id),
    idempotencyKey: row.idempotency_key,
    createdAt: new Date(row.created_at),
  };
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

/** Whether anything was ever recorded in the warehouse (its history must then be kept). */
export async function warehouseHasMovements(
  db: Executor,
  { organisationId, warehouseId }: { organisationId: number; warehouseId: number },
) {
  const [row] = await db
    .select({ id: inventoryMovements.id })
    .from(inventoryMovements)
    .where(
      and(
        eq(inventoryMovements.organisationId, organisationId),
        eq(inventoryMovements.warehouseId, warehouseId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
