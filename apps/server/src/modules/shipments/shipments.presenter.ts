import { type Shipment, type ShipmentItem, skuDisplayName } from '@backoffice/shared';
import type { ShipmentItemWithSku, ShipmentListRow } from './shipments.repository.ts';

export function presentShipmentItem({ item, sku, productName }: ShipmentItemWithSku): ShipmentItem {
  const mapped = sku && sku.id !== null ? sku : null;
  return {
    id: item.id,
    seller_sku: item.sellerSku,
    fulfillment_network_sku: item.fulfillmentNetworkSku,
    sku_id: mapped?.id ?? null,
    sku: mapped
      ? {
          id: mapped.id,
          sku_id: mapped.skuId,
          display_name: skuDisplayName({ productName, skuId: mapped.skuId }),
        }
      : null,
    quantity_shipped: item.quantityShipped,
    quantity_received: item.quantityReceived,
    quantity_in_case: item.quantityInCase,
  };
}

/** The API's shipment (database rows are never the contract); items only on the shipment itself. */
export function presentShipment(row: ShipmentListRow, items?: ShipmentItemWithSku[]): Shipment {
  const { shipment } = row;
  return {
    id: shipment.id,
    shipment_id: shipment.shipmentId,
    name: shipment.name,
    status: shipment.status,
    report_source_id: shipment.reportSourceId,
    destination_fulfillment_center: shipment.destinationFulfillmentCenter,
    fulfillment_center: row.fulfillmentCenter,
    destination_warehouse_id: shipment.destinationWarehouseId,
    destination_warehouse: row.destination,
    outgoing_warehouse_id: shipment.outgoingWarehouseId,
    outgoing_warehouse: row.origin,
    label_prep_type: shipment.labelPrepType,
    are_cases_required: shipment.areCasesRequired,
    inbound_plan: shipment.inboundPlanId
      ? { id: shipment.inboundPlanId, name: shipment.inboundPlanName }
      : null,
    inbound_shipment_id: shipment.inboundShipmentId,
    auto_import: shipment.autoImport,
    import_error: shipment.importError,
    transfer: row.transfer,
    total_shipped: shipment.totalShipped,
    total_received: shipment.totalReceived,
    item_count: shipment.itemCount,
    unmapped_count: row.unmappedCount,
    ...(items ? { items: items.map(presentShipmentItem) } : {}),
    created_at: shipment.createdAt.toISOString(),
    updated_at: shipment.updatedAt.toISOString(),
  };
}
