/**
 * What other modules may read of transfers (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import transfers's tables or repositories.
 */
import { facts } from '../../db/facts.ts';
import { transferEvents, transferItems, transfers } from './transfers.tables.ts';

/** Which marketplace shipments a transfer stands for: the ledger report leaves their receipts to it. */
export { shipmentIdsWithTransfers } from './transfers-by-shipment.repository.ts';

/**
 * Transfers as other modules plan with them: status, destination warehouse, expected delivery;
 * the marketplace shipment one stands for (shipments show it); and a closed transfer's totals
 * (disputes claim what it received short).
 * `transferFactsAs` names a copy, or the alias a raw query reads it by.
 */
export function transferFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: transfers.organisationId,
      id: transfers.id,
      name: transfers.name,
      status: transfers.status,
      destinationWarehouseId: transfers.destinationWarehouseId,
      expectedDeliveryDate: transfers.expectedDeliveryDate,
      shipmentId: transfers.shipmentId,
      closedAt: transfers.closedAt,
      totalShipped: transfers.totalShipped,
      totalReceived: transfers.totalReceived,
    })
    .from(transfers)
    .as(alias);
}
export const transferFacts = transferFactsAs('transfer_facts');

/** The SKUs of transfers, with units shipped and received so far. */
export function transferItemFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: transferItems.organisationId,
      transferId: transferItems.transferId,
      skuId: transferItems.skuId,
      quantityShipped: transferItems.quantityShipped,
      quantityReceived: transferItems.quantityReceived,
    })
    .from(transferItems)
    .as(alias);
}
export const transferItemFacts = transferItemFactsAs('transfer_item_facts');

/**
 * Units shipped on live transfers and not received yet, per SKU: into any warehouse (a purchase
 * order suggestion subtracts them) or into one (the transfer suggestion).
 */
export { inboundTransferUnitsBySku, inboundUnitsInto } from './transfers-inbound.repository.ts';

/**
 * A transfer's journey: where from and to, by which courier, the day it shipped (shipping_date,
 * as the user gave it, beside shipped_at, when the action was taken) and the day of its last
 * receipt (received_date). The lead-times module learns transit from them.
 */
export function transferJourneyFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: transfers.organisationId,
      id: transfers.id,
      status: transfers.status,
      outgoingWarehouseId: transfers.outgoingWarehouseId,
      destinationWarehouseId: transfers.destinationWarehouseId,
      courier: transfers.courier,
      shippingDate: transfers.shippingDate,
      shippedAt: transfers.shippedAt,
      receivedDate: transfers.receivedDate,
    })
    .from(transfers)
    .as(alias);
}

/** The transfers' timelines: each event's type (shipped, received…) and when it happened. */
export function transferEventFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: transferEvents.organisationId,
      transferId: transferEvents.transferId,
      type: transferEvents.type,
      occurredAt: transferEvents.occurredAt,
    })
    .from(transferEvents)
    .as(alias);
}
