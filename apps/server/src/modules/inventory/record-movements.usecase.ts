import { MOVEMENT_TYPES } from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { lockSkusForWriting } from '../../db/sku-write-locks.ts';
import type { AppError } from '../../lib/app-error.ts';
import { inventoryErrors } from './inventory.errors.ts';
import type { InventoryMovementRow } from './inventory.tables.ts';
import {
  insertionOrder,
  isoDay,
  type MovementInput,
  nextOutOfStockDate,
  stockDeltas,
} from './ledger.domain.ts';
import { addToStock, insertMovements, type StockAfter, setOutOfStockDates } from './ledger.repository.ts';

export type { MovementInput } from './ledger.domain.ts';

/**
 * The one way stock changes. In one transaction (a savepoint when `db` is already a
 * transaction): appends the ledger rows, skipping those whose idempotency key the organisation
 * already has, then adds the rows actually written to warehouse_stock with an atomic upsert and
 * keeps out_of_stock_date. Warehouses and SKUs must be the organisation's: the composite foreign
 * keys refuse any other, answered 422 on warehouse_id or sku_id. Returns the rows written (rows
 * without an idempotency key first, in the order given, then keyed rows by key) and the stock of
 * every (warehouse, SKU) they touched. out_of_stock_date follows each key's net change over the
 * batch, dated by its latest movement: record day by day when the daily transitions matter.
 */
export async function recordMovements({
  db,
  organisationId,
  movements,
}: {
  db: Executor;
  organisationId: number;
  movements: readonly MovementInput[];
}): Promise<{ movements: InventoryMovementRow[]; stock: StockAfter[] }> {
  assertWellFormed(movements);
  if (movements.length === 0) return { movements: [], stock: [] };
  return refusedPointerOr(() => record(db, organisationId, movements));
}

function record(db: Executor, organisationId: number, movements: readonly MovementInput[]) {
  return db.transaction(async (tx) => {
    await lockSkusForWriting(tx, { organisationId, skuIds: movements.map((movement) => movement.skuId) });
    const written = await insertMovements(tx, { organisationId, movements: insertionOrder(movements) });
    const deltas = stockDeltas(written);
    const after = await addToStock(tx, { organisationId, deltas });
    const byKey = new Map(after.map((row) => [`${row.warehouseId}:${row.skuId}`, row]));
    const changes: StockAfter[] = [];
    for (const delta of deltas) {
      const row = byKey.get(`${delta.warehouseId}:${delta.skuId}`);
      if (!row) throw new Error('warehouse_stock upsert returned no row');
      const outOfStockDate = nextOutOfStockDate({
        before: row.quantity - delta.delta,
        after: row.quantity,
        current: row.outOfStockDate,
        date: isoDay(delta.lastOccurredAt),
      });
      if (outOfStockDate === row.outOfStockDate) continue;
      row.outOfStockDate = outOfStockDate;
      changes.push(row);
    }
    if (changes.length) await setOutOfStockDates(tx, { organisationId, changes });
    return { movements: written, stock: after };
  });
}

/** Programming errors, not user input: callers validate requests before they get here. */
function assertWellFormed(movements: readonly MovementInput[]): void {
  for (const movement of movements) {
    if (!Number.isSafeInteger(movement.quantity)) throw new Error('Movement quantity must be an integer');
    if (!(MOVEMENT_TYPES as readonly string[]).includes(movement.type))
      throw new Error(`Unknown movement type ${movement.type}`);
    if (Number.isNaN(movement.occurredAt.getTime())) throw new Error('Movement occurredAt is not a date');
  }
}

/**
 * The ledger sits below warehouses and SKUs (decision 22) and does not read them: its composite
 * foreign keys (migration 0001, names as PostgreSQL keeps them: cut to 63 characters) check each
 * row's warehouse and SKU, and their refusal is the caller's 422. The transaction (or savepoint)
 * has been rolled back by then: nothing was written.
 */
const REFUSED_POINTERS: Record<string, () => AppError> = {
  inventory_movements_organisation_id_warehouse_id_warehouses_org: inventoryErrors.invalidWarehouse,
  inventory_movements_organisation_id_sku_id_skus_organisation_id: inventoryErrors.invalidSku,
};

async function refusedPointerOr<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const refused = isForeignKeyViolation(error)
      ? REFUSED_POINTERS[violatedConstraint(error) ?? '']
      : undefined;
    if (refused) throw refused();
    throw error;
  }
}

/** The constraint PostgreSQL names in the error (pg puts it on the error or its cause). */
function violatedConstraint(error: unknown): string | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { constraint } = current as { constraint?: unknown };
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}
