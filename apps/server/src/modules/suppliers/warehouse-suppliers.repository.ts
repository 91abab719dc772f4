import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { suppliers } from './suppliers.tables.ts';

/**
 * The suppliers that ship from a warehouse stop naming it (the warehouse is about to go). The
 * foreign key would clear the pointer too (migration 0004); this also marks the suppliers updated.
 */
export async function detachWarehouse(
  db: Executor,
  { organisationId, warehouseId }: { organisationId: number; warehouseId: number },
): Promise<void> {
  await db
    .update(suppliers)
    .set({ warehouseId: null, updatedAt: new Date() })
    .where(and(eq(suppliers.organisationId, organisationId), eq(suppliers.warehouseId, warehouseId)));
}
