import type { InOrganisation } from '../../lib/use-case.ts';
import { detachWarehouseSuppliers } from '../suppliers/warehouse-suppliers.usecase.ts';
import { deleteWarehouseByUlid } from '../warehouses/warehouses.usecases.ts';

/**
 * Deletes a warehouse by the warehouses module's rules (refused once it has stock history), its
 * suppliers letting go of it in the same transaction. Composed here, above both: warehouses sit
 * below suppliers, whose rows name them.
 */
export async function deleteWarehouse({
  db,
  organisationId,
  ulid,
}: InOrganisation & { ulid: string }): Promise<void> {
  await deleteWarehouseByUlid({
    db,
    organisationId,
    ulid,
    beforeDelete: (tx, warehouse) =>
      detachWarehouseSuppliers({ tx, organisationId, warehouseId: warehouse.id }),
  });
}
