import { formatAmount } from '../dataset/money.ts';
import { lastUpdateAt, orderStateAt } from '../dataset/order-state.ts';
import type { SimOrder, SimOrderLine } from '../dataset/orders.ts';
import { DAY_MS, isoSeconds } from '../dataset/time.ts';

/** Orders and order items in the shapes of ordersV0.json (sandbox examples show the same fields). */

const money = (order: SimOrder, hundredths: number) => ({
  CurrencyCode: order.marketplace.currency,
  Amount: formatAmount(hundredths),
});

export function orderJson(order: SimOrder, nowMs: number): Record<string, unknown> {
  const status = orderStateAt(order, nowMs);
  const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const total = order.lines.reduce(
    (sum, line) => sum + line.itemPrice + line.shippingPrice - line.promotionDiscount,
    0,
  );
  const shipped = status === 'Shipped';
  const days = (count: number) => isoSeconds(order.purchaseMs + count * DAY_MS);
  return {
    AmazonOrderId: order.amazonOrderId,
    SellerOrderId: order.amazonOrderId,
    PurchaseDate: isoSeconds(order.purchaseMs),
    LastUpdateDate: isoSeconds(lastUpdateAt(order, nowMs)),
    OrderStatus: status,
    FulfillmentChannel: order.channel,
    SalesChannel: order.marketplace.name,
    ShipServiceLevel: order.shipServiceLevel,
    ...(status === 'Canceled' ? {} : { OrderTotal: money(order, total) }),
    NumberOfItemsShipped: shipped ? units : 0,
    NumberOfItemsUnshipped: shipped || status === 'Canceled' ? 0 : units,
    PaymentMethod: 'Other',
    PaymentMethodDetails: ['Standard'],
    IsReplacementOrder: false,
    MarketplaceId: order.marketplace.id,
    ShipmentServiceLevelCategory: order.shipServiceLevel,
    OrderType: 'StandardOrder',
    EarliestShipDate: days(1),
    LatestShipDate: days(2),
    EarliestDeliveryDate: days(3),
    LatestDeliveryDate: days(6),
    IsBusinessOrder: order.isBusinessOrder,
    IsPrime: order.channel === 'AFN',
    IsPremiumOrder: false,
    IsGlobalExpressEnabled: false,
    IsSoldByAB: false,
    IsISPU: false,
    IsAccessPointOrder: false,
    // Amazon leaves the address out until an order is paid for.
    ...(status === 'Pending'
      ? {}
      : {
          ShippingAddress: {
            City: order.destination.city,
            StateOrRegion: order.destination.state,
            PostalCode: order.destination.postalCode,
            CountryCode: order.destination.country,
          },
        }),
  };
}

export function orderItemJson(order: SimOrder, line: SimOrderLine, nowMs: number): Record<string, unknown> {
  const status = orderStateAt(order, nowMs);
  const prices =
    status === 'Canceled'
      ? {}
      : {
          ItemPrice: money(order, line.itemPrice),
          ItemTax: money(order, line.itemTax),
          ShippingPrice: money(order, line.shippingPrice),
          ShippingTax: money(order, line.shippingTax),
          ShippingDiscount: money(order, 0),
          PromotionDiscount: money(order, line.promotionDiscount),
          PromotionDiscountTax: money(order, 0),
        };
  return {
    ASIN: line.item.asin,
    SellerSKU: line.item.sku,
    OrderItemId: line.orderItemId,
    Title: line.item.title,
    QuantityOrdered: line.quantity,
    QuantityShipped: status === 'Shipped' ? line.quantity : 0,
    ProductInfo: { NumberOfItems: '1' },
    ...prices,
    ...(line.promotionId ? { PromotionIds: [line.promotionId] } : {}),
    IsGift: 'false',
    ConditionId: 'New',
    ConditionSubtypeId: 'New',
    IsTransparency: false,
    SerialNumberRequired: false,
  };
}
