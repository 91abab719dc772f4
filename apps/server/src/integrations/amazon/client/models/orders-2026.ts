import { z } from 'zod';
import { amazonDate, optional } from './model-fields.ts';

/**
 * Orders API 2026-01-01: searchOrders and getOrder (models/orders-api-model/orders_2026-01-01.json),
 * which replaces Orders v0's getOrders and getOrderItems. Fields are camelCase, money is
 * `{amount, currencyCode}` with the amount a decimal string, and what an order carries beyond its
 * core (proceeds, fulfillment, recipient…) depends on the `includedData` asked for. Only the fields
 * the product reads are modelled; the buyer's name and the street address are left out on purpose
 * (the product never keeps them).
 */

/** The datasets `includedData` may ask for (the model's enum). */
export const ORDER_INCLUDED_DATA = [
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
export type OrderIncludedData = (typeof ORDER_INCLUDED_DATA)[number];

/** `FulfillmentStatus`; an unknown newer one passes through as a string. */
export type OrderFulfillmentStatus =
  | 'PENDING_AVAILABILITY'
  | 'PENDING'
  | 'UNSHIPPED'
  | 'PARTIALLY_SHIPPED'
  | 'SHIPPED'
  | 'CANCELLED'
  | 'UNFULFILLABLE'
  | (string & {});

export const ORDER_FULFILLMENT_STATUSES = [
  'PENDING_AVAILABILITY',
  'PENDING',
  'UNSHIPPED',
  'PARTIALLY_SHIPPED',
  'SHIPPED',
  'CANCELLED',
  'UNFULFILLABLE',
] as const;

/** `Money`: both fields required; the amount is a decimal string, never a float. */
export const orderMoney = z.object({ amount: z.string(), currencyCode: z.string() });
export type OrderMoney = z.output<typeof orderMoney>;

/** ITEM, SHIPPING, GIFT_WRAP, COD_FEE, TAX, DISCOUNT, DELIVERY_TIP, OTHER. */
const proceedsBreakdown = z.object({
  type: z.string(),
  subtotal: orderMoney,
  /** Only for TAX and DISCOUNT: the part of the subtotal on the item, its shipping… */
  detailedBreakdowns: optional(
    z.array(z.object({ subtype: optional(z.string()), value: optional(orderMoney) })),
  ),
});
export type OrderProceedsBreakdown = z.output<typeof proceedsBreakdown>;

export const orderItem2026 = z.object({
  orderItemId: z.string(),
  quantityOrdered: z.number().int(),
  product: z.object({
    asin: optional(z.string()),
    title: optional(z.string()),
    sellerSku: optional(z.string()),
    condition: optional(
      z.object({ conditionType: optional(z.string()), conditionSubtype: optional(z.string()) }),
    ),
    price: optional(z.object({ unitPrice: optional(orderMoney), priceDesignation: optional(z.string()) })),
  }),
  /** With includedData PROCEEDS. */
  proceeds: optional(
    z.object({
      proceedsTotal: optional(orderMoney),
      breakdowns: optional(z.array(proceedsBreakdown)),
    }),
  ),
  /** With includedData PROMOTION. */
  promotion: optional(
    z.object({ breakdowns: optional(z.array(z.object({ promotionId: optional(z.string()) }))) }),
  ),
  /** With includedData FULFILLMENT. */
  fulfillment: optional(
    z.object({
      quantityFulfilled: optional(z.number().int()),
      quantityUnfulfilled: optional(z.number().int()),
    }),
  ),
});
export type OrderItem2026 = z.output<typeof orderItem2026>;

export const order2026 = z.object({
  orderId: z.string(),
  /** SELLER_ORDER_ID: the seller's own number for the order. */
  orderAliases: optional(z.array(z.object({ aliasId: z.string(), aliasType: z.string() }))),
  createdTime: amazonDate,
  lastUpdatedTime: amazonDate,
  /** PRIME, AMAZON_BUSINESS, PREORDER… */
  programs: optional(z.array(z.string())),
  salesChannel: z.object({
    /** AMAZON or NON_AMAZON. */
    channelName: z.string(),
    marketplaceId: optional(z.string()),
    marketplaceName: optional(z.string()),
  }),
  /** With includedData RECIPIENT; only where the order goes, never to whom. */
  recipient: optional(
    z.object({
      deliveryAddress: optional(
        z.object({
          city: optional(z.string()),
          stateOrRegion: optional(z.string()),
          postalCode: optional(z.string()),
          countryCode: optional(z.string()),
        }),
      ),
    }),
  ),
  /** With includedData PROCEEDS. */
  proceeds: optional(
    z.object({ grandTotal: optional(orderMoney), breakdowns: optional(z.array(proceedsBreakdown)) }),
  ),
  /** With includedData FULFILLMENT. */
  fulfillment: optional(
    z.object({
      fulfillmentStatus: z.string() as z.ZodType<OrderFulfillmentStatus>,
      /** AMAZON or MERCHANT. */
      fulfilledBy: optional(z.string()),
      fulfillmentServiceLevel: optional(z.string()),
    }),
  ),
  orderItems: z.array(orderItem2026),
});
export type Order2026 = z.output<typeof order2026>;

export const searchOrdersResponse = z.object({
  orders: z.array(order2026),
  /** Absent on the last page. */
  pagination: optional(z.object({ nextToken: optional(z.string()) })),
  lastUpdatedBefore: optional(amazonDate),
  createdBefore: optional(amazonDate),
});

export const getOrderResponse = z.object({ order: order2026 });

/** searchOrders takes at most 50 marketplaces a call (`maxItems`). */
export const MARKETPLACE_IDS_PER_SEARCH = 50;
/** `maxResultsPerPage`: 1 to 100, Amazon's default 100. */
export const MAX_ORDERS_PER_PAGE = 100;
