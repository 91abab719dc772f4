/**
 * What other modules may read of purchase-orders (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import purchase-orders's tables or repositories.
 */
import { facts } from '../../db/facts.ts';
import { purchaseOrderLines, purchaseOrderReceipts, purchaseOrders } from './purchase-orders.tables.ts';

/**
 * Purchase orders as other modules plan with them: status, supplier, destination, order date.
 * `purchaseOrderFactsAs` names a copy, or the alias a raw query reads it by.
 */
export function purchaseOrderFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: purchaseOrders.organisationId,
      id: purchaseOrders.id,
      status: purchaseOrders.status,
      supplierId: purchaseOrders.supplierId,
      warehouseId: purchaseOrders.warehouseId,
      orderDate: purchaseOrders.orderDate,
    })
    .from(purchaseOrders)
    .as(alias);
}
export const purchaseOrderFacts = purchaseOrderFactsAs('purchase_order_facts');

/** The SKUs of purchase orders: units ordered and received, and the case pack. */
export function purchaseOrderLineFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: purchaseOrderLines.organisationId,
      purchaseOrderId: purchaseOrderLines.purchaseOrderId,
      skuId: purchaseOrderLines.skuId,
      quantity: purchaseOrderLines.quantity,
      quantityReceived: purchaseOrderLines.quantityReceived,
      quantityInCase: purchaseOrderLines.quantityInCase,
    })
    .from(purchaseOrderLines)
    .as(alias);
}
export const purchaseOrderLineFacts = purchaseOrderLineFactsAs('purchase_order_line_facts');

/**
 * When each purchase order was confirmed and shipped, with its supplier and destination: the
 * lead-times module learns production and transit from them (with the receipts, below).
 */
export function purchaseOrderStampFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: purchaseOrders.organisationId,
      id: purchaseOrders.id,
      status: purchaseOrders.status,
      supplierId: purchaseOrders.supplierId,
      warehouseId: purchaseOrders.warehouseId,
      confirmedAt: purchaseOrders.confirmedAt,
      shippedAt: purchaseOrders.shippedAt,
    })
    .from(purchaseOrders)
    .as(alias);
}

/** Each receipt of goods against a purchase order, and when it came. */
export function purchaseOrderReceiptFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: purchaseOrderReceipts.organisationId,
      purchaseOrderId: purchaseOrderReceipts.purchaseOrderId,
      receivedAt: purchaseOrderReceipts.receivedAt,
    })
    .from(purchaseOrderReceipts)
    .as(alias);
}
