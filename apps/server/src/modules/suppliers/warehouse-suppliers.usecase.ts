import type { Executor } from '../../db/client.ts';
import { detachWarehouse } from './warehouse-suppliers.repository.ts';

/** A warehouse's deletion, in its transaction: the suppliers that shipped from it let go of it. */
export async function detachWarehouseSuppliers({
  tx,
  organisationId,
  warehouseId,
}: {
  tx: Executor;
  organisationId: number;
  warehouseId: number;
}): Promise<void> {
  await detachWarehouse(tx, { organisationId, warehouseId });
}
