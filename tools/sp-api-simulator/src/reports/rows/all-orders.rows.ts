import { formatAmount } from '../../dataset/money.ts';
import { lastUpdateAt, type OrderState, orderStateAt } from '../../dataset/order-state.ts';
import { ordersOnDay, type SimOrder, type SimOrderLine } from '../../dataset/orders.ts';
import { dayOf, isoWithOffset } from '../../dataset/time.ts';
import { effectiveEnd, type ReportContext } from '../report-context.ts';

/**
 * GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL: one line per order item of the orders
 * placed in the window. The flat file says Amazon/Merchant where the API says AFN/MFN, and
 * "Cancelled" where the API says "Canceled".
 */
const ORDER_STATUS: Record<OrderState, string> = {
  Pending: 'Pending',
  Unshipped: 'Pending',
  Shipped: 'Shipped',
  Canceled: 'Cancelled',
};
const ITEM_STATUS: Record<OrderState, string> = {
  Pending: 'Unshipped',
  Unshipped: 'Unshipped',
  Shipped: 'Shipped',
  Canceled: 'Cancelled',
};

export function* allOrdersRows(context: ReportContext): Generator<string[]> {
  const end = effectiveEnd(context);
  const firstDay = Math.max(dayOf(context.dataStartMs), context.dataset.firstDay);
  for (let day = firstDay; day <= dayOf(end); day++) {
    for (const order of ordersOnDay(context.dataset, day)) {
      if (order.purchaseMs < context.dataStartMs || order.purchaseMs > end) continue;
      if (!context.marketplaces.includes(order.marketplace)) continue;
      for (const line of order.lines) yield orderLineRow(order, line, context.asOfMs);
    }
  }
}

function orderLineRow(order: SimOrder, line: SimOrderLine, asOfMs: number): string[] {
  const state = orderStateAt(order, asOfMs);
  const business = order.isBusinessOrder;
  const { currency } = order.marketplace;
  return [
    order.amazonOrderId,
    '',
    isoWithOffset(order.purchaseMs),
    isoWithOffset(lastUpdateAt(order, asOfMs)),
    ORDER_STATUS[state],
    order.channel === 'AFN' ? 'Amazon' : 'Merchant',
    order.marketplace.name,
    '',
    '',
    order.shipServiceLevel,
    line.item.title,
    line.item.sku,
    line.item.asin,
    ITEM_STATUS[state],
    String(line.quantity),
    currency,
    formatAmount(line.itemPrice, currency),
    formatAmount(line.itemTax, currency),
    line.shippingPrice ? formatAmount(line.shippingPrice, currency) : '',
    line.shippingPrice ? formatAmount(line.shippingTax, currency) : '',
    '',
    '',
    line.promotionDiscount ? formatAmount(-line.promotionDiscount, currency) : '',
    '',
    order.destination.city,
    order.destination.state,
    order.destination.postalCode,
    order.destination.country,
    line.promotionId,
    business ? 'true' : 'false',
    business ? `PO-${order.amazonOrderId.slice(-7)}` : '',
    business ? 'BusinessPrice' : '',
  ];
}
