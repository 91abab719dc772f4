import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { ListSource } from '../../lib/list-page.ts';
import { movementFacts } from '../inventory/inventory.facts.ts';
import { selectMovements } from '../ledger-rows/ledger-rows.facts.ts';

export interface MovementFilters {
  organisationId: number;
  warehouseId: number;
  skuId?: number;
  type?: string;
}

function movementWhere({ organisationId, warehouseId, skuId, type }: MovementFilters): SQL | undefined {
  return and(
    eq(movementFacts.organisationId, organisationId),
    eq(movementFacts.warehouseId, warehouseId),
    skuId === undefined ? undefined : eq(movementFacts.skuId, skuId),
    type === undefined ? undefined : eq(movementFacts.type, type),
  );
}

/** A warehouse's ledger, newest first (id breaks ties between movements of the same instant). */
export async function listWarehouseMovements(
  db: Executor,
  filters: MovementFilters,
  { limit, offset }: { limit: number; offset: number },
) {
  return selectMovements(db)
    .where(movementWhere(filters))
    .orderBy(desc(movementFacts.occurredAt), desc(movementFacts.id))
    .limit(limit)
    .offset(offset);
}

export type MovementListRow = Awaited<ReturnType<typeof listWarehouseMovements>>[number];

export async function countWarehouseMovements(db: Executor, filters: MovementFilters): Promise<number> {
  const [row] = await db.select({ value: count() }).from(movementFacts).where(movementWhere(filters));
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

export async function findMovement(
  db: Executor,
  { organisationId, id }: { organisationId: number; id: number },
) {
  const [row] = await selectMovements(db)
    .where(and(eq(movementFacts.organisationId, organisationId), eq(movementFacts.id, id)))
    .limit(1);
  return row;
}
