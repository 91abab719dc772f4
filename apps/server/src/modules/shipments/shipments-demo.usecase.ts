import type { ShipmentStatus, TransferStatus } from '@backoffice/shared';
import type { Database } from '../../db/client.ts';
import { showTransfer, updateTransferDetails } from '../transfers/transfers.usecases.ts';
import { syncTransfer } from './shipment-transfer.usecase.ts';
import { lockShipmentByShipmentId, transfersInto, warehouseKinds } from './shipments.repository.ts';
import { upsertShipment } from './shipments.usecases.ts';

/** The Amazon status a demo transfer's status stands for (the inverse of TRANSFER_STATUS_OF_SHIPMENT). */
const SHIPMENT_STATUS_OF_TRANSFER: Record<TransferStatus, ShipmentStatus> = {
  DRAFT: 'WORKING',
  READY: 'READY_TO_SHIP',
  SHIPPED: 'SHIPPED',
  IN_TRANSIT: 'IN_TRANSIT',
  DELIVERED: 'DELIVERED',
  RECEIVING: 'RECEIVING',
  CLOSED: 'CLOSED',
  CANCELLED: 'CANCELLED',
  ERROR: 'ERROR',
};

/**
 * Demo shipments: one per demo transfer into an Amazon warehouse, as Amazon would report it (its
 * status, centre and items, received as received), linked to that transfer by shipment_id through
 * "Import as transfer"'s own path, which then finds nothing to change (no stock moves); and one
 * shipment not imported yet, with a seller SKU the catalog does not know.
 */
export async function seedDemoShipments(
  db: Database,
  { organisationId, userId }: { organisationId: number; userId: number },
): Promise<{ shipments: number }> {
  const network = (await warehouseKinds(db, { organisationId }))
    .filter((warehouse) => warehouse.isFulfillmentCenter)
    .map((warehouse) => warehouse.id);
  const transferIds = await transfersInto(db, { organisationId, warehouseIds: network });
  let count = 0;
  let someSku: string | undefined;
  for (const [index, id] of transferIds.entries()) {
    const { transfer } = await showTransfer({ db, organisationId, id });
    const shipmentId = `FBA15DEMO${String(index + 1).padStart(3, '0')}`;
    someSku ??= transfer.items?.[0]?.sku.sku_id;
    await upsertShipment({
      db,
      organisationId,
      userId,
      input: {
        shipment_id: shipmentId,
        name: transfer.name,
        status: SHIPMENT_STATUS_OF_TRANSFER[transfer.status],
        destination_fulfillment_center: transfer.fulfillment_center?.name ?? null,
        label_prep_type: 'SELLER_LABEL',
        are_cases_required: index % 2 === 0,
        items: (transfer.items ?? []).map((item) => ({
          seller_sku: item.sku.sku_id,
          quantity_shipped: item.quantity_shipped,
          quantity_received: item.quantity_received,
          quantity_in_case: item.quantity_in_case,
        })),
      },
    });
    await updateTransferDetails({ db, organisationId, id, userId, input: { shipment_id: shipmentId } });
    const shipment = await lockShipmentByShipmentId(db, { organisationId, shipmentId });
    if (shipment) await syncTransfer(db, { organisationId, userId, shipment, allowNegativeStock: false });
    count += 1;
  }
  await upsertShipment({
    db,
    organisationId,
    userId,
    input: {
      shipment_id: 'FBA15DEMO900',
      name: 'New listing launch',
      status: 'WORKING',
      destination_fulfillment_center: 'PHX7',
      items: [
        ...(someSku ? [{ seller_sku: someSku, quantity_shipped: 24, quantity_in_case: 12 }] : []),
        { seller_sku: 'LAUNCH-BUNDLE-01', quantity_shipped: 12 },
      ],
    },
  });
  return { shipments: count + 1 };
}
