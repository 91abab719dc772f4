import type { SimShipment, SimShipmentItem } from './inbound-shipments.ts';

/** Inbound v0 statuses a shipment passes through (fulfillmentInboundV0.json, ShipmentStatus). */
export type ShipmentStatus =
  | 'WORKING'
  | 'SHIPPED'
  | 'IN_TRANSIT'
  | 'DELIVERED'
  | 'CHECKED_IN'
  | 'RECEIVING'
  | 'CLOSED'
  | 'DELETED';

/** The status at `nowMs`; undefined before the shipment was created. */
export function shipmentStatusAt(shipment: SimShipment, nowMs: number): ShipmentStatus | undefined {
  return transitionsUntil(shipment, nowMs).at(-1)?.status;
}

/** When the status last changed before `nowMs`. */
export function shipmentUpdatedAt(shipment: SimShipment, nowMs: number): number {
  return transitionsUntil(shipment, nowMs).at(-1)?.atMs ?? shipment.createdMs;
}

export function quantityReceivedAt(item: SimShipmentItem, nowMs: number): number {
  return item.receipts
    .filter((receipt) => receipt.atMs <= nowMs)
    .reduce((sum, receipt) => sum + receipt.quantity, 0);
}

function transitionsUntil(
  shipment: SimShipment,
  nowMs: number,
): Array<{ status: ShipmentStatus; atMs: number }> {
  const all: Array<{ status: ShipmentStatus; atMs: number }> =
    shipment.deletedMs !== undefined
      ? [
          { status: 'WORKING', atMs: shipment.createdMs },
          { status: 'DELETED', atMs: shipment.deletedMs },
        ]
      : [
          { status: 'WORKING', atMs: shipment.createdMs },
          { status: 'SHIPPED', atMs: shipment.shippedMs },
          { status: 'IN_TRANSIT', atMs: shipment.inTransitMs },
          { status: 'DELIVERED', atMs: shipment.deliveredMs },
          { status: 'CHECKED_IN', atMs: shipment.checkedInMs },
          { status: 'RECEIVING', atMs: shipment.receivingMs },
          { status: 'CLOSED', atMs: shipment.closedMs },
        ];
  return all.filter((transition) => transition.atMs <= nowMs);
}
