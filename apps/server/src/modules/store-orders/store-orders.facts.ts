/**
 * What other modules may read of store-orders (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import store-orders's tables or repositories.
 */
import { facts } from '../../db/facts.ts';
import { storeOrderItems, storeOrderRefunds, storeOrderReturns, storeOrders } from './store-orders.tables.ts';

/**
 * Store orders as other modules count them: status, purchase date, units, channel, the report
 * that wrote them; the marketplace's order id and the problems the rules found (disputes claim
 * refunds never returned). `storeOrderFactsAs` names a copy, or the alias a raw query reads it by.
 */
export function storeOrderFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: storeOrders.organisationId,
      id: storeOrders.id,
      orderId: storeOrders.orderId,
      status: storeOrders.status,
      purchaseDate: storeOrders.purchaseDate,
      units: storeOrders.units,
      salesChannelId: storeOrders.salesChannelId,
      salesChannelName: storeOrders.salesChannelName,
      reportRequestId: storeOrders.reportRequestId,
      problems: storeOrders.problems,
    })
    .from(storeOrders)
    .as(alias);
}
export const storeOrderFacts = storeOrderFactsAs('store_order_facts');

/** The SKUs and units of store orders. */
export function storeOrderItemFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: storeOrderItems.organisationId,
      storeOrderId: storeOrderItems.storeOrderId,
      skuId: storeOrderItems.skuId,
      quantity: storeOrderItems.quantity,
    })
    .from(storeOrderItems)
    .as(alias);
}
export const storeOrderItemFacts = storeOrderItemFactsAs('store_order_item_facts');

/** Orders with a problem not yet acknowledged: the sidebar's badge. */
export { countOpenProblemOrders, openProblemOrdersCount } from './store-orders.repository.ts';

/** Refunds of store orders' lines: when, how many units and how much (disputes claim those never returned). */
export function storeOrderRefundFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: storeOrderRefunds.organisationId,
      orderId: storeOrderRefunds.orderId,
      refundDate: storeOrderRefunds.refundDate,
      skuId: storeOrderRefunds.skuId,
      sellerSku: storeOrderRefunds.sellerSku,
      quantity: storeOrderRefunds.quantity,
      currency: storeOrderRefunds.currency,
      amount: storeOrderRefunds.amount,
    })
    .from(storeOrderRefunds)
    .as(alias);
}

/** Units of store orders' lines the customer returned. */
export function storeOrderReturnFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: storeOrderReturns.organisationId,
      orderId: storeOrderReturns.orderId,
      skuId: storeOrderReturns.skuId,
      sellerSku: storeOrderReturns.sellerSku,
      quantity: storeOrderReturns.quantity,
    })
    .from(storeOrderReturns)
    .as(alias);
}

/** The store orders' figures per day (kept day totals): the dashboard's sales and channels. */
export { unitsOrderedPerDay, unitsPerChannel } from './store-order-day-totals.repository.ts';
