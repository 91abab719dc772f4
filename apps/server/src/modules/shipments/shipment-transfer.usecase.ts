import {
  SHIPMENT_SENT_STATUSES,
  sellerCentralShipmentUrl,
  TRANSFER_STATUS_OF_SHIPMENT,
  type Transfer,
  type TransferAction,
  type TransferRequest,
  type TransferStatus,
} from '@backoffice/shared';
import { monotonicFactory } from 'ulid';
import type { Database } from '../../db/client.ts';
import { FieldErrorBag } from '../../lib/app-error.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import { MARKETPLACES } from '../reference/datasets/marketplaces.dataset.ts';
import {
  cancelTransfer,
  closeTransfer,
  receiveTransfer,
  shipTransfer,
} from '../transfers/transfer-actions.usecases.ts';
import { createTransfer, showTransfer, updateTransferDetails } from '../transfers/transfers.usecases.ts';
import { shipmentErrors } from './shipments.errors.ts';
import {
  findShipment,
  itemsOf,
  marketplaceOfCentre,
  regionOfReportSource,
  transferOfShipment,
  updateShipment,
  warehouseKinds,
} from './shipments.repository.ts';
import type { ShipmentRow } from './shipments.tables.ts';

const nextUlid = monotonicFactory();

/**
 * Seller Central of a region when the marketplace is not known (integrations/amazon/client/
 * README.md, "Regions and hosts").
 */
const REGION_HOSTS: Record<string, string> = {
  NA: 'sellercentral.amazon.com',
  EU: 'sellercentral-europe.amazon.com',
  FE: 'sellercentral.amazon.co.jp',
};

type Args = { db: Database; organisationId: number; userId: number | null };

/** The Seller Central host of the shipment: its centre's marketplace, else its source's region. */
async function sellerCentralHost(
  { db, organisationId }: Args,
  shipment: ShipmentRow,
  centreId: number | undefined,
): Promise<string> {
  const mwsId =
    centreId === undefined ? undefined : await marketplaceOfCentre(db, { organisationId, id: centreId });
  const marketplace = MARKETPLACES.find((each) => each.mwsId === mwsId);
  if (marketplace) return marketplace.sellerCentralHost;
  const region =
    shipment.reportSourceId === null
      ? undefined
      : await regionOfReportSource(db, { organisationId, id: shipment.reportSourceId });
  return REGION_HOSTS[region ?? ''] ?? 'sellercentral.amazon.com';
}

/**
 * Where the units come from and go to: the shipment's own, else the transfer's, else the one
 * warehouse that fits (the organisation's only own warehouse; its only fulfilment-network
 * warehouse, preferring one fed by the shipment's report source).
 */
async function placesOf({ db, organisationId }: Args, shipment: ShipmentRow, transfer: Transfer | undefined) {
  const kinds = await warehouseKinds(db, { organisationId });
  const own = kinds.filter((each) => !each.isFulfillmentCenter);
  const network = kinds.filter((each) => each.isFulfillmentCenter);
  const fromSource = network.filter(
    (each) => each.reportSourceId !== null && each.reportSourceId === shipment.reportSourceId,
  );
  const only = <T extends { id: number }>(list: T[]) => (list.length === 1 ? list[0]?.id : undefined);
  return {
    originId: shipment.outgoingWarehouseId ?? transfer?.outgoing_warehouse_id ?? only(own) ?? null,
    destinationId:
      shipment.destinationWarehouseId ??
      transfer?.destination_warehouse_id ??
      only(fromSource) ??
      only(network) ??
      null,
  };
}

/**
 * "Import as transfer" and auto_import: creates the transfer of the shipment's shipment_id, or
 * brings the existing one in step: its details and items (by SKU, while it has not shipped), then
 * its status through the transfer's own actions, forward only. Stock moves as transfers move it:
 * shipping once (a shipped transfer is never shipped again), receipts as totals (the same totals
 * again change nothing). 422 when a seller SKU is unmapped or no origin can be found.
 */
export async function syncTransfer(
  db: Database,
  {
    organisationId,
    userId,
    shipment,
    allowNegativeStock,
  }: { organisationId: number; userId: number | null; shipment: ShipmentRow; allowNegativeStock: boolean },
): Promise<{ transferId: number }> {
  const args = { db, organisationId, userId };
  const items = await itemsOf(db, { organisationId, id: shipment.id });
  const view = orNotFound(await findShipment(db, { organisationId, id: shipment.id }));
  const linkedId = await transferOfShipment(db, { organisationId, shipmentId: shipment.shipmentId });
  const linked =
    linkedId === undefined ? undefined : (await showTransfer({ db, organisationId, id: linkedId })).transfer;
  const target = TRANSFER_STATUS_OF_SHIPMENT[shipment.status];
  const sent = SHIPMENT_SENT_STATUSES.includes(shipment.status);

  const errors = new FieldErrorBag();
  const carried = items.filter(({ item }) => item.quantityShipped > 0);
  if (carried.length === 0) errors.add(shipmentErrors.noItems());
  items.forEach(({ item, sku }, index) => {
    if (!sku || sku.id === null) errors.add(shipmentErrors.unmappedSku(index, item.sellerSku));
  });
  const { originId, destinationId } = await placesOf(args, shipment, linked);
  if (originId === null) errors.add(shipmentErrors.noOrigin());
  if (destinationId === null && sent) errors.add(shipmentErrors.noDestination());
  errors.throwIfAny();

  const frozen = linked !== undefined && linked.shipped_at !== null;
  const ulidOfSku = new Map(linked?.items?.map((item) => [item.sku_id, item.ulid]));
  const request: TransferRequest = {
    name: shipment.name ?? shipment.shipmentId,
    shipment_id: shipment.shipmentId,
    destination_url: sellerCentralShipmentUrl(
      await sellerCentralHost(args, shipment, view.fulfillmentCenter?.id),
      shipment.shipmentId,
    ),
    report_source_id: shipment.reportSourceId,
    fulfillment_center_id: view.fulfillmentCenter?.id ?? null,
    auto_import: shipment.autoImport,
    ...(frozen
      ? {}
      : {
          outgoing_warehouse_id: originId,
          destination_warehouse_id: destinationId,
          items: carried.map(({ item, sku }) => ({
            ulid: ulidOfSku.get(sku?.id as number) ?? nextUlid().toLowerCase(),
            sku_id: sku?.id as number,
            quantity_shipped: item.quantityShipped,
            quantity_expected: item.quantityShipped,
            quantity_in_case: item.quantityInCase ? item.quantityInCase : null,
          })),
        }),
  };
  const { transfer } = linked
    ? await updateTransferDetails({ db, organisationId, id: linked.id, userId, input: request })
    : await createTransfer({ db, organisationId, userId, input: request });

  const received = new Map(items.map(({ item, sku }) => [sku?.id as number, item.quantityReceived]));
  await moveTowards(args, transfer, target, { received, allowNegativeStock });
  if (shipment.importError !== null)
    await updateShipment(db, { organisationId, id: shipment.id, values: { importError: null } });
  return { transferId: transfer.id };
}

/** Walks the transfer forward to the status the shipment's stands for, one allowed action at a time. */
async function moveTowards(
  { db, organisationId, userId }: Args,
  start: Transfer,
  target: TransferStatus,
  { received, allowNegativeStock }: { received: Map<number, number>; allowNegativeStock: boolean },
): Promise<void> {
  let transfer = start;
  const id = transfer.id;
  const can = (action: TransferAction) => transfer.allowed_actions.includes(action);
  const setStatus = async (status: TransferStatus) => {
    transfer = (await updateTransferDetails({ db, organisationId, id, userId, input: { status } })).transfer;
  };
  const action = { db, organisationId, id, userId };

  if (transfer.status === target) {
    if (target !== 'RECEIVING') return;
  }
  if (target === 'CANCELLED') {
    if (can('cancel')) await cancelTransfer(action);
    return;
  }
  if (target === 'DRAFT' || target === 'READY') {
    if (transfer.status === 'ERROR' && can('mark_draft')) await setStatus('DRAFT');
    if (target === 'READY' && can('mark_ready')) await setStatus('READY');
    else if (target === 'DRAFT' && transfer.status === 'READY' && can('mark_draft')) await setStatus('DRAFT');
    return;
  }
  if (target === 'ERROR') {
    if (transfer.status === 'DRAFT' && can('mark_ready')) await setStatus('READY');
    if (can('mark_error')) await setStatus('ERROR');
    return;
  }
  // The units have left: ship once, then follow Amazon along the way.
  if (transfer.shipped_at === null) {
    if (!can('ship')) return;
    transfer = (await shipTransfer({ ...action, input: { allow_negative_stock: allowNegativeStock } }))
      .transfer;
  }
  if (target === 'IN_TRANSIT' && transfer.status === 'SHIPPED' && can('mark_in_transit'))
    await setStatus('IN_TRANSIT');
  if (target === 'DELIVERED' && ['SHIPPED', 'IN_TRANSIT'].includes(transfer.status) && can('mark_delivered'))
    await setStatus('DELIVERED');
  if (target !== 'RECEIVING' && target !== 'CLOSED') return;
  const changed = (transfer.items ?? [])
    .filter((item) => received.has(item.sku_id) && received.get(item.sku_id) !== item.quantity_received)
    .map((item) => ({ ulid: item.ulid, quantity_received: received.get(item.sku_id) as number }));
  if (changed.length && can('receive'))
    transfer = (await receiveTransfer({ ...action, input: { items: changed, close: target === 'CLOSED' } }))
      .transfer;
  if (target === 'CLOSED' && transfer.status !== 'CLOSED' && can('close')) await closeTransfer(action);
}
