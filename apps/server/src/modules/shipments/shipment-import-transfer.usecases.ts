import type { ImportShipmentTransferRequest, Shipment } from '@backoffice/shared';
import type { Database } from '../../db/client.ts';
import { FieldErrorBag } from '../../lib/app-error.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import type { OnRecord } from '../../lib/use-case.ts';
import { warehousesExist } from '../warehouses/warehouses.facts.ts';
import { syncTransfer } from './shipment-transfer.usecase.ts';
import { shipmentErrors } from './shipments.errors.ts';
import { lockShipment, updateShipment } from './shipments.repository.ts';
import { showShipment } from './shipments.usecases.ts';

/**
 * `POST …/shipments/{id}/import-transfer`: creates or updates the shipment's transfer. The places
 * the request names are kept on the shipment, so later updates (auto_import) know them too. On the
 * locked shipment: two imports of one shipment take turns, and the second updates the first's.
 */
export async function importShipmentAsTransfer({
  db,
  organisationId,
  id,
  userId,
  input,
}: OnRecord & { userId: number; input: ImportShipmentTransferRequest }): Promise<{ shipment: Shipment }> {
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    let shipment = orNotFound(await lockShipment(txDb, { organisationId, id }));
    const fields = (['outgoing_warehouse_id', 'destination_warehouse_id'] as const).filter(
      (field) => input[field] !== undefined,
    );
    if (fields.length) {
      const owned = await warehousesExist(txDb, {
        organisationId,
        ids: fields.map((field) => input[field] as number),
      });
      const errors = new FieldErrorBag();
      for (const field of fields)
        if (!owned.has(input[field] as number)) errors.add(shipmentErrors.invalidWarehouse(field));
      const origin = input.outgoing_warehouse_id ?? shipment.outgoingWarehouseId;
      const destination = input.destination_warehouse_id ?? shipment.destinationWarehouseId;
      if (origin !== null && origin === destination) errors.add(shipmentErrors.sameWarehouse());
      errors.throwIfAny();
      await updateShipment(txDb, {
        organisationId,
        id,
        values: {
          ...(input.outgoing_warehouse_id !== undefined
            ? { outgoingWarehouseId: input.outgoing_warehouse_id }
            : {}),
          ...(input.destination_warehouse_id !== undefined
            ? { destinationWarehouseId: input.destination_warehouse_id }
            : {}),
        },
      });
      shipment = orNotFound(await lockShipment(txDb, { organisationId, id }));
    }
    await syncTransfer(txDb, {
      organisationId,
      userId,
      shipment,
      allowNegativeStock: input.allow_negative_stock ?? false,
    });
  });
  return showShipment({ db, organisationId, id });
}
