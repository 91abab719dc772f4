import { z } from 'zod';
import { calendarDay, idField, idParam, isoDateTime, requiredString } from './fields.ts';
import { listQuerySchema, queryBoolean } from './lists.ts';

/**
 * Store orders (docs/domain/store-order-problems.md): the marketplace's orders with their items,
 * as order reports state them, one per order id and report source. Money is a decimal string in
 * the order's currency (null where the report left it empty, e.g. a cancelled line).
 */
export const FULFILLMENT_CHANNELS = ['AFN', 'MFN'] as const;

/**
 * The rules that make an order a problem order (docs/domain/store-order-problems.md); keys are
 * stable (they are stored on orders and used in links). The server's rules are in
 * order-problems.ts.
 */
export const ORDER_PROBLEM_RULES = [
  'unmapped_sku',
  'missing_cogs',
  'cancelled_after_shipment',
  'refund_without_return',
  'late_shipment',
  'duplicate_order',
] as const;
export type OrderProblemRule = (typeof ORDER_PROBLEM_RULES)[number];

export const ORDER_PROBLEM_RULE_LABELS: Record<OrderProblemRule, string> = {
  unmapped_sku: 'SKU not mapped to a product',
  missing_cogs: 'SKU without COGS',
  cancelled_after_shipment: 'Cancelled after shipment',
  refund_without_return: 'Refunded, no return within 45 days',
  late_shipment: 'Not shipped by its latest ship date',
  duplicate_order: 'Duplicate order id',
};

/** Days Amazon gives an FBA customer to send a refunded item back before it charges them again. */
export const RETURN_WINDOW_DAYS = 45;

export const orderProblemSchema = z.object({
  rule: z.enum(ORDER_PROBLEM_RULES),
  message: z.string(),
});
export type OrderProblem = z.infer<typeof orderProblemSchema>;

const userSummary = z.object({ id: z.number().int(), name: z.string() });

const money = z.string().nullable().describe('Decimal string in the currency');

export const storeOrderItemSchema = z.object({
  id: z.number().int(),
  sku_id: z.number().int(),
  seller_sku: z.string(),
  sku_display_name: z.string(),
  asin: z.string().nullable(),
  product_name: z.string().nullable(),
  item_status: z.string().nullable(),
  quantity: z.number().int(),
  currency: z.string().nullable(),
  item_price: money,
  item_tax: money,
  shipping_price: money,
  shipping_tax: money,
  item_promotion_discount: money,
  ship_promotion_discount: money,
  fees: money.describe(
    "The marketplace's fees for the line, a cost: the settlement report's once one states them; until then Amazon's estimate (fees_estimated), or null without one",
  ),
  fees_estimated: z
    .boolean()
    .describe(
      "true: `fees` is Amazon's estimate (its fee preview's per-unit fee × quantity), no settlement has stated the line's fees yet",
    ),
});
export type StoreOrderItem = z.infer<typeof storeOrderItemSchema>;

export const storeOrderSchema = z
  .object({
    id: z.number().int(),
    order_id: z.string(),
    merchant_order_id: z.string().nullable(),
    report_source_id: z.number().int(),
    sales_channel_id: z.number().int().nullable(),
    sales_channel_name: z.string().nullable(),
    purchase_date: isoDateTime,
    last_updated_at: isoDateTime.nullable(),
    status: z.string(),
    fulfillment_channel: z.enum(FULFILLMENT_CHANNELS),
    currency: z.string().nullable(),
    item_total: money,
    tax_total: money,
    shipping_total: money,
    discount_total: money,
    units: z.number().int(),
    item_count: z.number().int(),
    ship_city: z.string().nullable(),
    ship_state: z.string().nullable(),
    ship_postal_code: z.string().nullable(),
    ship_country: z.string().nullable(),
    is_business_order: z.boolean().nullable(),
    shipped_at: isoDateTime.nullable().describe('When a report first showed it shipped'),
    cancelled_at: isoDateTime.nullable().describe('When a report first showed it cancelled'),
    problems: z.array(orderProblemSchema).describe('What the problem rules found; [] when none'),
    problems_detected_at: isoDateTime.nullable(),
    problem_acknowledged_at: isoDateTime.nullable(),
    problem_acknowledged_by: userSummary.nullable(),
    problem_note: z.string().nullable(),
    items: z.array(storeOrderItemSchema),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'StoreOrder' });
export type StoreOrder = z.infer<typeof storeOrderSchema>;

export const ORDER_TIMELINE_KINDS = [
  'purchased',
  'shipped',
  'cancelled',
  'refunded',
  'returned',
  'problem_detected',
  'problem_acknowledged',
  'updated',
] as const;

export const orderTimelineEntrySchema = z.object({
  at: isoDateTime,
  kind: z.enum(ORDER_TIMELINE_KINDS),
  text: z.string(),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

/**
 * One order as its screen shows it: its timeline (oldest first) and its margin, price less refunds,
 * less the COGS of the units not returned sellable, less the marketplace's fees the settlement report has stated, or Amazon's
 * estimate of them until it does (that part is `estimated_fees`, its lines named in estimated_fees_skus); lines whose fees are
 * not known at all are named in unknown_fees_skus: the margin is before their fees. Margin is null when any item's
 * COGS is unknown or in another currency than the order's.
 */
export const storeOrderDetailSchema = storeOrderSchema
  .extend({
    timeline: z.array(orderTimelineEntrySchema),
    margin: z.object({
      currency: z.string().nullable(),
      revenue: money,
      refunded: money.describe('Refunded to the customer in the order’s currency (0 when nothing was)'),
      cogs: money.describe('COGS of the units sold and not returned sellable'),
      fees: money.describe('The fees known so far, settled and estimated; null when no line’s are known'),
      estimated_fees: money.describe(
        'The part of `fees` that is Amazon’s estimate (lines no settlement has stated yet); null when none is',
      ),
      estimated_fees_skus: z
        .array(z.string())
        .describe('Seller SKUs of lines whose fees are estimated: their settlement will state the real ones'),
      margin: money,
      unknown_cogs_skus: z
        .array(z.string())
        .describe('Seller SKUs whose COGS is missing or in another currency'),
      unknown_fees_skus: z
        .array(z.string())
        .describe('Seller SKUs of priced lines whose fees no settlement report has stated yet'),
    }),
  })
  .meta({ id: 'StoreOrderDetail' });
export type StoreOrderDetail = z.infer<typeof storeOrderDetailSchema>;

export const acknowledgeOrderProblemRequestSchema = z.object({
  note: requiredString('note', { max: 2000 }),
});
export type AcknowledgeOrderProblemRequest = z.infer<typeof acknowledgeOrderProblemRequestSchema>;

export const STORE_ORDER_SORTS = ['purchase_date', 'order_id', 'status', 'units', 'item_total'] as const;

export const storeOrderListQuerySchema = listQuerySchema(STORE_ORDER_SORTS, 'purchase_date', {
  status: z.string().trim().max(50).optional(),
  fulfillment_channel: z.enum(FULFILLMENT_CHANNELS).optional(),
  sales_channel_id: idField().optional(),
  report_source_id: idField().optional(),
  sku_id: idField().optional(),
  from: calendarDay('The from date must be a date (YYYY-MM-DD).').optional(),
  to: calendarDay('The to date must be a date (YYYY-MM-DD).').optional(),
  problems: queryBoolean
    .optional()
    .describe('true: problem orders not yet acknowledged (what the `orders` count counts)'),
  problem: z.enum(ORDER_PROBLEM_RULES).optional().describe('Orders with this problem, acknowledged or not'),
});
export type StoreOrderListQuery = z.infer<typeof storeOrderListQuerySchema>;

/**
 * What the problem orders still to look at come from, one entry per rule that flags any: how
 * many orders, and for the SKU rules how many SKUs (one COGS set clears all their orders).
 */
export const orderProblemSummarySchema = z
  .object({
    rule: z.enum(ORDER_PROBLEM_RULES),
    orders: z.number().int().describe('Problem orders not yet acknowledged that this rule flags'),
    skus: z
      .number()
      .int()
      .nullable()
      .describe('For unmapped_sku and missing_cogs: the SKUs of those orders that still meet the rule'),
  })
  .meta({ id: 'OrderProblemSummary' });
export type OrderProblemSummary = z.infer<typeof orderProblemSummarySchema>;

export const storeOrderParamsSchema = z.object({ organisation: z.string().min(1), id: idParam });
