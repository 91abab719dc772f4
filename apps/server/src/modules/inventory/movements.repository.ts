import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { ListSource } from '../../lib/list-page.ts';
import { products } from '../products/products.tables.ts';
import { skus } from '../skus/skus.tables.ts';
import { users } from '../users/users.tables.ts';
import { inventoryMovements } from './inventory.tables.ts';

export interface MovementFilters {
  organisationId: number;
  warehouseId: number;
  skuId?: number;
  type?: string;
}

function movementWhere({ organisationId, warehouseId, skuId, type }: MovementFilters): SQL | undefined {
  return and(
    eq(inventoryMovements.organisationId, organisationId),
    eq(inventoryMovements.warehouseId, warehouseId),
    skuId === undefined ? undefined : eq(inventoryMovements.skuId, skuId),
    type === undefined ? undefined : eq(inventoryMovements.type, type),
  );
}

/** Ledger rows with their SKU, its product's name and the user who wrote them. */
function selectMovements(db: Executor) {
  return db
    .select({
      movement: inventoryMovements,
      sku: { id: skus.id, skuId: skus.skuId },
      productName: products.name,
      user: { id: users.id, name: users.name },
    })
    .from(inventoryMovements)
    .innerJoin(
      skus,
      and(eq(skus.organisationId, inventoryMovements.organisationId), eq(skus.id, inventoryMovements.skuId)),
    )
    .leftJoin(
      products,
      and(eq(products.organisationId, skus.organisationId), eq(products.id, skus.productId)),
    )
    .leftJoin(users, eq(users.id, inventoryMovements.userId));
}

/** A warehouse's ledger, newest first (id breaks ties between movements of the same instant). */
export async function listWarehouseMovements(
  db: Executor,
  filters: MovementFilters,
  { limit, offset }: { limit: number; offset: number },
) {
  return selectMovements(db)
    .where(movementWhere(filters))
    .orderBy(desc(inventoryMovements.occurredAt), desc(inventoryMovements.id))
    .limit(limit)
    .offset(offset);
}

export type MovementListRow = Awaited<ReturnType<typeof listWarehouseMovements>>[number];

export async function countWarehouseMovements(db: Executor, filters: MovementFilters): Promise<number> {
  const [row] = await db.select({ value: count() }).from(inventoryMovements).where(movementWhere(filters));
  return row?.value ?? 0;
}

/** A warehouse's ledger as a ListSource: one order only, newest first. */
export function warehouseMovementList(
  db: Executor,
  filters: MovementFilters,
): ListSource<'occurred_at', MovementListRow> {
  return {
    rows: ({ limit, offset }) => listWarehouseMovements(db, filters, { limit, offset }),
    count: () => countWarehouseMovements(db, filters),
  };
}

/**
 * The ledger rows one document wrote (a transfer, a purchase order: `source_type` and its id),
 * oldest first, for the document's own screen.
 */
export async function listDocumentMovements(
  db: Executor,
  { organisationId, sourceType, sourceId }: { organisationId: number; sourceType: string; sourceId: string },
) {
  return selectMovements(db)
    .where(
      and(
        eq(inventoryMovements.organisationId, organisationId),
        eq(inventoryMovements.sourceType, sourceType),
        eq(inventoryMovements.sourceId, sourceId),
      ),
    )
    .orderBy(asc(inventoryMovements.occurredAt), asc(inventoryMovements.id));
}

export async function findMovement(
  db: Executor,
  { organisationId, id }: { organisationId: number; id: number },
) {
  const [row] = await selectMovements(db)
    .where(and(eq(inventoryMovements.organisationId, organisationId), eq(inventoryMovements.id, id)))
    .limit(1);
  return row;
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
