import { formatAmount } from '../dataset/money.ts';
import { lastUpdateAt, type OrderState, orderStateAt } from '../dataset/order-state.ts';
import type { SimOrder, SimOrderLine } from '../dataset/orders.ts';
import { DAY_MS, isoSeconds } from '../dataset/time.ts';

/**
 * Orders and their items in the shapes of orders_2026-01-01.json, from the same dataset as Orders
 * v0 and the all-orders report: the same orders, items and amounts. The amounts are the report's
 * columns: ITEM is item-price, SHIPPING shipping-price (absent when the report's cell is empty),
 * TAX's detailed ITEM and SHIPPING item-tax and shipping-tax, DISCOUNT the promotion (negative,
 * as the report writes it). What an order carries beyond its core follows `includedData`.
 */

/** The model's `includedData` values. */
export const INCLUDED_DATA = [
  'BUYER',
  'RECIPIENT',
  'PROCEEDS',
  'EXPENSE',
  'PROMOTION',
  'CANCELLATION',
  'FULFILLMENT',
  'PACKAGES',
  'TAX',
  'PAYMENT',
  'FULFILLMENT_ORDERS',
] as const;
export type IncludedData = (typeof INCLUDED_DATA)[number];

/** `FulfillmentStatus` of each of the dataset's states (v0's names). */
export const FULFILLMENT_STATUS: Record<OrderState, string> = {
  Pending: 'PENDING',
  Unshipped: 'UNSHIPPED',
  Shipped: 'SHIPPED',
  Canceled: 'CANCELLED',
};

const SERVICE_LEVEL: Record<SimOrder['shipServiceLevel'], string> = {
  Standard: 'STANDARD',
  Expedited: 'EXPEDITED',
  SecondDay: 'SECOND_DAY',
};

const money = (order: SimOrder, hundredths: number) => ({
  amount: formatAmount(hundredths),
  currencyCode: order.marketplace.currency,
});

interface Breakdown {
  type: string;
  subtotal: number;
  detailed?: Array<{ subtype: string; value: number }>;
}

function lineBreakdowns(line: SimOrderLine): Breakdown[] {
  const shipped = line.shippingPrice !== 0;
  const breakdowns: Breakdown[] = [{ type: 'ITEM', subtotal: line.itemPrice }];
  if (shipped) breakdowns.push({ type: 'SHIPPING', subtotal: line.shippingPrice });
  breakdowns.push({
    type: 'TAX',
    subtotal: line.itemTax + (shipped ? line.shippingTax : 0),
    detailed: [
      { subtype: 'ITEM', value: line.itemTax },
      ...(shipped ? [{ subtype: 'SHIPPING', value: line.shippingTax }] : []),
    ],
  });
  if (line.promotionDiscount)
    breakdowns.push({
      type: 'DISCOUNT',
      subtotal: -line.promotionDiscount,
      detailed: [{ subtype: 'ITEM', value: -line.promotionDiscount }],
    });
  return breakdowns;
}

/** What the seller receives: VAT is inside the item price, sales tax comes on top of it. */
function proceedsTotal(order: SimOrder, breakdowns: readonly Breakdown[]): number {
  const addsTax = order.marketplace.tax.kind === 'sales';
  return breakdowns.reduce(
    (sum, breakdown) => (breakdown.type === 'TAX' && !addsTax ? sum : sum + breakdown.subtotal),
    0,
  );
}

const breakdownJson = (order: SimOrder, breakdown: Breakdown) => ({
  type: breakdown.type,
  subtotal: money(order, breakdown.subtotal),
  ...(breakdown.detailed
    ? {
        detailedBreakdowns: breakdown.detailed.map((entry) => ({
          subtype: entry.subtype,
          value: money(order, entry.value),
        })),
      }
    : {}),
});

function orderItemJson(
  order: SimOrder,
  line: SimOrderLine,
  state: OrderState,
  included: ReadonlySet<IncludedData>,
): Record<string, unknown> {
  const breakdowns = lineBreakdowns(line);
  const fulfilled = state === 'Shipped' ? line.quantity : 0;
  return {
    orderItemId: line.orderItemId,
    quantityOrdered: line.quantity,
    programs: [],
    product: {
      asin: line.item.asin,
      title: line.item.title,
      sellerSku: line.item.sku,
      condition: { conditionType: 'NEW', conditionSubtype: 'NEW' },
      price: {
        unitPrice: money(order, Math.round(line.itemPrice / line.quantity)),
        ...(order.isBusinessOrder ? { priceDesignation: 'BUSINESS_PRICE' } : {}),
      },
    },
    ...(included.has('PROCEEDS')
      ? {
          proceeds: {
            proceedsTotal: money(order, proceedsTotal(order, breakdowns)),
            breakdowns: breakdowns.map((breakdown) => breakdownJson(order, breakdown)),
          },
        }
      : {}),
    ...(included.has('PROMOTION') && line.promotionId
      ? { promotion: { breakdowns: [{ promotionId: line.promotionId }] } }
      : {}),
    ...(included.has('CANCELLATION') && state === 'Canceled'
      ? { cancellation: { cancellationExecution: { cancelledBy: 'AMAZON' } } }
      : {}),
    ...(included.has('FULFILLMENT')
      ? {
          fulfillment: {
            quantityFulfilled: fulfilled,
            quantityUnfulfilled: state === 'Canceled' ? 0 : line.quantity - fulfilled,
          },
        }
      : {}),
  };
}

export function order2026Json(
  order: SimOrder,
  nowMs: number,
  included: ReadonlySet<IncludedData>,
): Record<string, unknown> {
  const state = orderStateAt(order, nowMs);
  const days = (count: number) => isoSeconds(order.purchaseMs + count * DAY_MS);
  const totals = new Map<string, number>();
  let grandTotal = 0;
  for (const line of order.lines) {
    const breakdowns = lineBreakdowns(line);
    grandTotal += proceedsTotal(order, breakdowns);
    for (const { type, subtotal } of breakdowns) totals.set(type, (totals.get(type) ?? 0) + subtotal);
  }
  return {
    orderId: order.amazonOrderId,
    createdTime: isoSeconds(order.purchaseMs),
    lastUpdatedTime: isoSeconds(lastUpdateAt(order, nowMs)),
    programs: [
      ...(order.channel === 'AFN' ? ['PRIME'] : []),
      ...(order.isBusinessOrder ? ['AMAZON_BUSINESS'] : []),
    ],
    associatedOrders: [],
    salesChannel: {
      channelName: 'AMAZON',
      marketplaceId: order.marketplace.id,
      marketplaceName: order.marketplace.name,
    },
    // Where it goes, as the report's ship-city/state/postal-code/country say; no name or street.
    ...(included.has('RECIPIENT')
      ? {
          recipient: {
            deliveryAddress: {
              city: order.destination.city,
              stateOrRegion: order.destination.state,
              postalCode: order.destination.postalCode,
              countryCode: order.destination.country,
            },
          },
        }
      : {}),
    ...(included.has('PROCEEDS')
      ? {
          proceeds: {
            grandTotal: money(order, grandTotal),
            breakdowns: [...totals].map(([type, subtotal]) => ({ type, subtotal: money(order, subtotal) })),
          },
        }
      : {}),
    ...(included.has('FULFILLMENT')
      ? {
          fulfillment: {
            fulfillmentStatus: FULFILLMENT_STATUS[state],
            fulfilledBy: order.channel === 'AFN' ? 'AMAZON' : 'MERCHANT',
            fulfillmentServiceLevel: SERVICE_LEVEL[order.shipServiceLevel],
            shipByWindow: { earliestDateTime: days(1), latestDateTime: days(2) },
            deliverByWindow: { earliestDateTime: days(3), latestDateTime: days(6) },
          },
        }
      : {}),
    orderItems: order.lines.map((line) => orderItemJson(order, line, state, included)),
  };
}
