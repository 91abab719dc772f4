import { z } from 'zod';
import { amazonDate, money, optional } from './model-fields.ts';

/** Orders API v0: getOrders and getOrderItems (models/orders-api-model/ordersV0.json). */

/** Amazon's statuses; an unknown newer one passes through as a string. */
export type OrderStatus =
  | 'Pending'
  | 'Unshipped'
  | 'PartiallyShipped'
  | 'Shipped'
  | 'Canceled'
  | 'Unfulfillable'
  | 'InvoiceUnconfirmed'
  | 'PendingAvailability'
  | (string & {});

export const order = z.object({
  AmazonOrderId: z.string(),
  SellerOrderId: optional(z.string()),
  PurchaseDate: amazonDate,
  LastUpdateDate: amazonDate,
  OrderStatus: z.string() as z.ZodType<OrderStatus>,
  /** AFN (Amazon fulfils) or MFN (the seller does). */
  FulfillmentChannel: optional(z.string()),
  SalesChannel: optional(z.string()),
  MarketplaceId: optional(z.string()),
  OrderType: optional(z.string()),
  OrderTotal: optional(money),
  NumberOfItemsShipped: optional(z.number().int()),
  NumberOfItemsUnshipped: optional(z.number().int()),
  EarliestShipDate: optional(amazonDate),
  LatestShipDate: optional(amazonDate),
  EarliestDeliveryDate: optional(amazonDate),
  LatestDeliveryDate: optional(amazonDate),
  IsBusinessOrder: optional(z.boolean()),
  IsPrime: optional(z.boolean()),
  IsReplacementOrder: optional(z.union([z.boolean(), z.string()])),
  ReplacedOrderId: optional(z.string()),
});
export type Order = z.output<typeof order>;

export const getOrdersResponse = z.object({
  payload: z.object({
    Orders: z.array(order),
    NextToken: optional(z.string()),
  }),
});

export const orderItem = z.object({
  ASIN: z.string(),
  OrderItemId: z.string(),
  SellerSKU: optional(z.string()),
  Title: optional(z.string()),
  QuantityOrdered: z.number().int(),
  QuantityShipped: optional(z.number().int()),
  ItemPrice: optional(money),
  ItemTax: optional(money),
  ShippingPrice: optional(money),
  ShippingTax: optional(money),
  PromotionDiscount: optional(money),
  PromotionDiscountTax: optional(money),
  /** "true" / "false" as a string in Amazon's model. */
  IsGift: optional(z.union([z.string(), z.boolean()])),
  ConditionId: optional(z.string()),
  BuyerRequestedCancel: optional(
    z.object({
      IsBuyerRequestedCancel: optional(z.union([z.string(), z.boolean()])),
      BuyerCancelReason: optional(z.string()),
    }),
  ),
});
export type OrderItem = z.output<typeof orderItem>;

export const getOrderItemsResponse = z.object({
  payload: z.object({
    AmazonOrderId: z.string(),
    OrderItems: z.array(orderItem),
    NextToken: optional(z.string()),
  }),
});

/** getOrders takes at most 50 marketplaces a call. */
export const MARKETPLACE_IDS_PER_ORDERS_CALL = 50;
