import { toMinorUnits } from '@backoffice/shared';
import type {
  Order2026,
  OrderIncludedData,
  OrderItem2026,
  OrderMoney,
} from '../../integrations/amazon/client/sp-api-client.ts';
import type { OrderLineRow } from '../../integrations/amazon/reports/index.ts';

/**
 * An order read through the Orders API (2026-01-01) as the all-orders report would state it: one
 * line per order item, in the report's words, so the orders report's own grouping and upsert
 * write it (orders-report.writer.ts) and a store order is the same whichever way it came: the
 * same columns, statuses and amounts.
 *
 * - Status: the report writes `Pending` for an order not shipped yet (pending or unshipped),
 *   `Shipped` and `Cancelled`; partly shipped, unfulfillable and pre-orders, which the report's
 *   word for is not known here, keep the Orders API's own word (`PartiallyShipped`,
 *   `Unfulfillable`): what the product's rules already read.
 * - Money, from the PROCEEDS dataset: item-price is the ITEM proceeds, shipping-price SHIPPING,
 *   gift-wrap GIFT_WRAP; item-tax, shipping-tax and gift-wrap-tax TAX's detailed ITEM, SHIPPING
 *   and GIFT_WRAP parts; the promotion discounts DISCOUNT's ITEM and SHIPPING parts, negative as
 *   the report writes them (the model does not say the sign). An amount Amazon leaves out is null,
 *   as an empty cell is.
 * - Where it goes (RECIPIENT): city, state, postal code and country only.
 */

/** What an order must carry for its store order: its fulfilment and money, where it goes, its promotions. */
export const STORE_ORDER_INCLUDED_DATA: readonly OrderIncludedData[] = [
  'FULFILLMENT',
  'PROCEEDS',
  'RECIPIENT',
  'PROMOTION',
];

/** The all-orders report's order-status for each FulfillmentStatus it has a word for. */
const REPORT_STATUS: Readonly<Record<string, string>> = {
  PENDING_AVAILABILITY: 'Pending',
  PENDING: 'Pending',
  UNSHIPPED: 'Pending',
  SHIPPED: 'Shipped',
  CANCELLED: 'Cancelled',
  PARTIALLY_SHIPPED: 'PartiallyShipped',
  UNFULFILLABLE: 'Unfulfillable',
};

/** ship-service-level as the report writes it. */
const SERVICE_LEVEL: Readonly<Record<string, string>> = {
  STANDARD: 'Standard',
  EXPEDITED: 'Expedited',
  SECOND_DAY: 'SecondDay',
  NEXT_DAY: 'NextDay',
  SAME_DAY: 'SameDay',
  PRIORITY: 'Priority',
  FREE_ECONOMY: 'FreeEconomy',
  SCHEDULED: 'Scheduled',
};

export function reportOrderStatus(fulfillmentStatus: string): string {
  return REPORT_STATUS[fulfillmentStatus] ?? fulfillmentStatus;
}

/** The order's lines as the all-orders report states them; items without a seller SKU are left out (the report has none). */
export function orderLinesOf(order: Order2026): OrderLineRow[] {
  const fulfillment = order.fulfillment;
  if (!fulfillment?.fulfilledBy)
    throw new TypeError(`order ${order.orderId} came without its fulfillment (includedData FULFILLMENT)`);
  const status = fulfillment.fulfillmentStatus;
  const address = order.recipient?.deliveryAddress;
  const merchantOrderId =
    order.orderAliases?.find((alias) => alias.aliasType === 'SELLER_ORDER_ID')?.aliasId ?? null;
  const lines: OrderLineRow[] = [];
  for (const item of order.orderItems) {
    const sku = item.product.sellerSku;
    if (!sku) continue;
    const money = itemMoney(order.orderId, item);
    lines.push({
      amazonOrderId: order.orderId,
      merchantOrderId: merchantOrderId || null,
      purchaseDate: order.createdTime,
      lastUpdatedDate: order.lastUpdatedTime,
      orderStatus: reportOrderStatus(status),
      fulfillmentChannel: fulfillment.fulfilledBy === 'AMAZON' ? 'AFN' : 'MFN',
      salesChannel:
        order.salesChannel.channelName === 'NON_AMAZON'
          ? 'Non-Amazon'
          : (order.salesChannel.marketplaceName ?? null),
      orderChannel: null,
      url: null,
      shipServiceLevel: fulfillment.fulfillmentServiceLevel
        ? (SERVICE_LEVEL[fulfillment.fulfillmentServiceLevel] ?? fulfillment.fulfillmentServiceLevel)
        : null,
      productName: item.product.title || null,
      sku,
      asin: item.product.asin || null,
      itemStatus: itemStatus(status, item),
      quantity: item.quantityOrdered,
      ...money,
      shipCity: address?.city || null,
      shipState: address?.stateOrRegion || null,
      shipPostalCode: address?.postalCode || null,
      // The report's reader reads `UK` as `GB`; the API writes ISO 3166 already.
      shipCountry: address?.countryCode ? (address.countryCode === 'UK' ? 'GB' : address.countryCode) : null,
      promotionIds:
        item.promotion?.breakdowns
          ?.map((promotion) => promotion.promotionId)
          .filter(Boolean)
          .join(',') || null,
      isBusinessOrder: order.programs ? order.programs.includes('AMAZON_BUSINESS') : null,
      purchaseOrderNumber: null,
      priceDesignation: item.product.price?.priceDesignation === 'BUSINESS_PRICE' ? 'BusinessPrice' : null,
      extra: {},
    });
  }
  return lines;
}

/** item-status: Cancelled with its order, Shipped once every unit left, else Unshipped. */
function itemStatus(orderStatus: string, item: OrderItem2026): string {
  if (orderStatus === 'CANCELLED') return 'Cancelled';
  const fulfilled = item.fulfillment?.quantityFulfilled;
  const unfulfilled = item.fulfillment?.quantityUnfulfilled;
  if (fulfilled === undefined && unfulfilled === undefined)
    return orderStatus === 'SHIPPED' ? 'Shipped' : 'Unshipped';
  return (unfulfilled ?? 0) === 0 && (fulfilled ?? 0) > 0 ? 'Shipped' : 'Unshipped';
}

type ItemMoney = Pick<
  OrderLineRow,
  | 'currency'
  | 'itemPrice'
  | 'itemTax'
  | 'shippingPrice'
  | 'shippingTax'
  | 'giftWrapPrice'
  | 'giftWrapTax'
  | 'itemPromotionDiscount'
  | 'shipPromotionDiscount'
>;

function itemMoney(orderId: string, item: OrderItem2026): ItemMoney {
  const breakdowns = item.proceeds?.breakdowns ?? [];
  const currency =
    breakdowns[0]?.subtotal.currencyCode ??
    item.proceeds?.proceedsTotal?.currencyCode ??
    item.product.price?.unitPrice?.currencyCode ??
    null;
  const minor = (money: OrderMoney | undefined): number | null => {
    if (!money) return null;
    const value = toMinorUnits(money.amount, money.currencyCode);
    if (value === undefined)
      throw new TypeError(`order ${orderId}: unreadable amount ${money.amount} ${money.currencyCode}`);
    return value;
  };
  const of = (type: string) => breakdowns.find((breakdown) => breakdown.type === type);
  const part = (type: string, subtype: string): number | null => {
    const breakdown = of(type);
    if (!breakdown) return null;
    // Without a detailed breakdown the whole subtotal is the item's own.
    if (!breakdown.detailedBreakdowns?.length) return subtype === 'ITEM' ? minor(breakdown.subtotal) : null;
    return minor(breakdown.detailedBreakdowns.find((entry) => entry.subtype === subtype)?.value);
  };
  const discount = (value: number | null) => (value === null ? null : -Math.abs(value));
  return {
    currency,
    itemPrice: minor(of('ITEM')?.subtotal),
    itemTax: part('TAX', 'ITEM'),
    shippingPrice: minor(of('SHIPPING')?.subtotal),
    shippingTax: part('TAX', 'SHIPPING'),
    giftWrapPrice: minor(of('GIFT_WRAP')?.subtotal),
    giftWrapTax: part('TAX', 'GIFT_WRAP'),
    itemPromotionDiscount: discount(part('DISCOUNT', 'ITEM')),
    shipPromotionDiscount: discount(part('DISCOUNT', 'SHIPPING')),
  };
}
