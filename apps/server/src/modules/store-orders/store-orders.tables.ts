import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigintRef, createdAt, minorUnits, organisationId, tenantId, updatedAt } from '../../db/columns.ts';
import { organisationKeys } from '../organisations/organisations.keys.ts';
import { reportSourceKeys } from '../report-sources/report-sources.keys.ts';
import { salesChannelKeys } from '../sales-channels/sales-channels.keys.ts';
import { skuKeys } from '../skus/skus.keys.ts';
import { userKeys } from '../users/users.keys.ts';

/** One problem a rule found on an order (order-problems.ts), as stored and as the API shows it. */
export interface StoredOrderProblem {
  rule: string;
  message: string;
}

/**
 * A marketplace order (one per order id and source), written from order reports. Its totals and
 * counts are kept from its items by the writer, so lists sort and filter without aggregating.
 * Money is in minor units of `currency`.
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    reportSourceId: bigintRef('report_source_id').notNull(),
    orderId: text('order_id').notNull(),
    merchantOrderId: text('merchant_order_id'),
    salesChannelId: bigintRef('sales_channel_id'),
    /** As the report names it ("Amazon.co.uk", "Non-Amazon"), also when no channel matches. */
    salesChannelName: text('sales_channel_name'),
    purchaseDate: timestamp('purchase_date', { withTimezone: true }).notNull(),
    lastUpdatedAt: timestamp('last_updated_at', { withTimezone: true }),
    status: text('status').notNull(),
    fulfillmentChannel: text('fulfillment_channel').$type<'AFN' | 'MFN'>().notNull(),
    currency: text('currency'),
    itemTotal: minorUnits('item_total'),
    taxTotal: minorUnits('tax_total'),
    shippingTotal: minorUnits('shipping_total'),
    discountTotal: minorUnits('discount_total'),
    units: integer('units').notNull().default(0),
    itemCount: integer('item_count').notNull().default(0),
    shipCity: text('ship_city'),
    shipState: text('ship_state'),
    shipPostalCode: text('ship_postal_code'),
    shipCountry: text('ship_country'),
    isBusinessOrder: boolean('is_business_order'),
    /** The request that last wrote the order. */
    reportRequestId: bigintRef('report_request_id'),
    /** When a report first showed it shipped (or cancelled): the timeline and "cancelled after shipment". */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** What the problem rules found, written by the scan (store-orders.jobs.ts); [] when none. */
    problems: jsonb('problems').$type<StoredOrderProblem[]>().notNull().default([]),
    problemsDetectedAt: timestamp('problems_detected_at', { withTimezone: true }),
    /** A user looked at the problems (these rules) and said why they need nothing more. */
    problemAcknowledgedAt: timestamp('problem_acknowledged_at', { withTimezone: true }),
    problemAcknowledgedBy: bigintRef('problem_acknowledged_by').references(() => userKeys.id, {
      onDelete: 'set null',
    }),
    problemAcknowledgedRules: text('problem_acknowledged_rules').array(),
    problemNote: text('problem_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    uniqueIndex('store_orders_order_id').on(table.organisationId, table.reportSourceId, table.orderId),
    index('store_orders_purchase_date').on(table.organisationId, table.purchaseDate, table.id),
    // A sales channel's orders of a window (migration 0066): its performance reads them four times.
    index('store_orders_channel_purchase_date').on(
      table.organisationId,
      table.salesChannelId,
      table.purchaseDate,
    ),
    index('store_orders_search').on(table.organisationId, table.orderId),
    index('store_orders_open_problems')
      .on(table.organisationId, table.purchaseDate, table.id)
      .where(sql`problems <> '[]'::jsonb and problem_acknowledged_at is null`),
    index('store_orders_updated').on(table.organisationId, table.updatedAt),
    // The orders a processed report wrote: the SKUs whose forecasts it makes stale (migration 0028).
    index('store_orders_report_request').on(table.organisationId, table.reportRequestId),
    // The orders flagged refunded without a return, by order id: the dispute detector (migration 0027).
    index('store_orders_refund_without_return')
      .on(table.organisationId, table.orderId)
      .where(sql`problems @> '[{"rule":"refund_without_return"}]'::jsonb`),
    foreignKey({
      name: 'store_orders_report_source_fk',
      columns: [table.organisationId, table.reportSourceId],
      foreignColumns: [reportSourceKeys.organisationId, reportSourceKeys.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'store_orders_sales_channel_fk',
      columns: [table.organisationId, table.salesChannelId],
      foreignColumns: [salesChannelKeys.organisationId, salesChannelKeys.id],
    }),
    check('store_orders_fulfillment_channel_check', sql`${table.fulfillmentChannel} in ('AFN', 'MFN')`),
  ],
);
export type StoreOrderRow = typeof storeOrders.$inferSelect;

/** A SKU's line on an order; lines of the same seller SKU on one order are added together. */
export const storeOrderItems = pgTable(
  'store_order_items',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    storeOrderId: bigintRef('store_order_id').notNull(),
    skuId: bigintRef('sku_id').notNull(),
    sellerSku: text('seller_sku').notNull(),
    asin: text('asin'),
    productName: text('product_name'),
    itemStatus: text('item_status'),
    quantity: integer('quantity').notNull(),
    currency: text('currency'),
    itemPrice: minorUnits('item_price'),
    itemTax: minorUnits('item_tax'),
    shippingPrice: minorUnits('shipping_price'),
    shippingTax: minorUnits('shipping_tax'),
    itemPromotionDiscount: minorUnits('item_promotion_discount'),
    shipPromotionDiscount: minorUnits('ship_promotion_discount'),
    /**
     * The marketplace's fees for the line, a cost (positive), in `currency`: the sum of its
     * `store_order_fees` lines; null until a settlement report states them.
     */
    fees: minorUnits('fees'),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    uniqueIndex('store_order_items_line').on(table.organisationId, table.storeOrderId, table.sellerSku),
    index('store_order_items_order').on(table.organisationId, table.storeOrderId),
    index('store_order_items_sku').on(table.organisationId, table.skuId),
    foreignKey({
      name: 'store_order_items_order_fk',
      columns: [table.organisationId, table.storeOrderId],
      foreignColumns: [storeOrders.organisationId, storeOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'store_order_items_sku_fk',
      columns: [table.organisationId, table.skuId],
      foreignColumns: [skuKeys.organisationId, skuKeys.id],
    }),
    check('store_order_items_quantity_check', sql`${table.quantity} >= 0`),
  ],
);
export type StoreOrderItemRow = typeof storeOrderItems.$inferSelect;

/**
 * A customer return the marketplace received, as its customer returns report states it: one row
 * per report line, each once (`idempotency_key`), beside the order it returns (the same order id).
 * Problem orders and disputes read these (issue 11).
 */
export const storeOrderReturns = pgTable(
  'store_order_returns',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    reportSourceId: bigintRef('report_source_id').notNull(),
    /** The request that first wrote the line. */
    reportRequestId: bigintRef('report_request_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The order returned from, found by its id in any source's orders (the report has no source's key). */
    orderId: text('order_id').notNull(),
    returnDate: timestamp('return_date', { withTimezone: true }).notNull(),
    skuId: bigintRef('sku_id').notNull(),
    sellerSku: text('seller_sku').notNull(),
    asin: text('asin'),
    fnsku: text('fnsku'),
    quantity: integer('quantity').notNull(),
    fulfillmentCenter: text('fulfillment_center'),
    /** SELLABLE, CUSTOMER_DAMAGED, DEFECTIVE, CARRIER_DAMAGED… */
    disposition: text('disposition'),
    reason: text('reason'),
    status: text('status'),
    licensePlateNumber: text('license_plate_number'),
    customerComments: text('customer_comments'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    uniqueIndex('store_order_returns_line').on(
      table.organisationId,
      table.reportSourceId,
      table.idempotencyKey,
    ),
    index('store_order_returns_order').on(table.organisationId, table.orderId),
    index('store_order_returns_sku').on(table.organisationId, table.skuId),
    index('store_order_returns_created').on(table.organisationId, table.createdAt),
    foreignKey({
      name: 'store_order_returns_report_source_fk',
      columns: [table.organisationId, table.reportSourceId],
      foreignColumns: [reportSourceKeys.organisationId, reportSourceKeys.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'store_order_returns_sku_fk',
      columns: [table.organisationId, table.skuId],
      foreignColumns: [skuKeys.organisationId, skuKeys.id],
    }),
    check('store_order_returns_quantity_check', sql`${table.quantity} >= 0`),
  ],
);
export type StoreOrderReturnRow = typeof storeOrderReturns.$inferSelect;

/**
 * A refund to the customer of an order's units (from the marketplace's financial data), each once
 * by its idempotency key. "Refunded without a return" compares these with the returns received.
 */
export const storeOrderRefunds = pgTable(
  'store_order_refunds',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    reportSourceId: bigintRef('report_source_id').notNull(),
    reportRequestId: bigintRef('report_request_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    orderId: text('order_id').notNull(),
    /** The marketplace's id of the refund (the settlement report's adjustment-id). */
    adjustmentId: text('adjustment_id'),
    refundDate: timestamp('refund_date', { withTimezone: true }).notNull(),
    skuId: bigintRef('sku_id').notNull(),
    sellerSku: text('seller_sku').notNull(),
    quantity: integer('quantity').notNull(),
    currency: text('currency'),
    amount: minorUnits('amount'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    uniqueIndex('store_order_refunds_line').on(
      table.organisationId,
      table.reportSourceId,
      table.idempotencyKey,
    ),
    index('store_order_refunds_order').on(table.organisationId, table.orderId),
    index('store_order_refunds_date').on(table.organisationId, table.refundDate),
    foreignKey({
      name: 'store_order_refunds_report_source_fk',
      columns: [table.organisationId, table.reportSourceId],
      foreignColumns: [reportSourceKeys.organisationId, reportSourceKeys.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'store_order_refunds_sku_fk',
      columns: [table.organisationId, table.skuId],
      foreignColumns: [skuKeys.organisationId, skuKeys.id],
    }),
    check('store_order_refunds_quantity_check', sql`${table.quantity} >= 0`),
  ],
);
export type StoreOrderRefundRow = typeof storeOrderRefunds.$inferSelect;

/**
 * One marketplace fee of an order's line (a settlement report's ItemFees amount of an Order
 * transaction), each once by its idempotency key; `amount` is a cost (Amazon's negative fee read
 * as positive). The order item's `fees` is their sum (decision 16). Beside its order by source and
 * order id: the settlement may come before the orders report that creates the order.
 */
export const storeOrderFees = pgTable(
  'store_order_fees',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    reportSourceId: bigintRef('report_source_id').notNull(),
    reportRequestId: bigintRef('report_request_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    orderId: text('order_id').notNull(),
    sellerSku: text('seller_sku').notNull(),
    settlementId: text('settlement_id').notNull(),
    /** Commission, FBAPerUnitFulfillmentFee… (the amount-description). */
    feeType: text('fee_type'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    currency: text('currency').notNull(),
    amount: minorUnits('amount').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    uniqueIndex('store_order_fees_line').on(table.organisationId, table.reportSourceId, table.idempotencyKey),
    index('store_order_fees_item').on(
      table.organisationId,
      table.reportSourceId,
      table.orderId,
      table.sellerSku,
    ),
    foreignKey({
      name: 'store_order_fees_report_source_fk',
      columns: [table.organisationId, table.reportSourceId],
      foreignColumns: [reportSourceKeys.organisationId, reportSourceKeys.id],
    }).onDelete('cascade'),
  ],
);

/** How far each organisation's incremental problem scan has looked (store-orders.jobs.ts). */
export const orderProblemScans = pgTable('order_problem_scans', {
  organisationId: organisationId()
    .primaryKey()
    .references(() => organisationKeys.id, { onDelete: 'cascade' }),
  checkedThrough: timestamp('checked_through', { withTimezone: true }).notNull(),
  rulesVersion: integer('rules_version').notNull(),
  scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How many orders an organisation has, and how many are open problem orders (problems not yet
 * acknowledged), kept by statement triggers on store_orders (migration 0060): the Orders list's
 * total, the sidebar's `orders` badge and the Problem Orders list's total, without counting on
 * every page load. No row yet means none.
 */
export const storeOrderCounts = pgTable('store_order_counts', {
  organisationId: bigint('organisation_id', { mode: 'number' })
    .primaryKey()
    .references(() => organisationKeys.id, { onDelete: 'cascade' }),
  orders: bigint('orders', { mode: 'number' }).notNull(),
  openProblems: bigint('open_problems', { mode: 'number' }).notNull(),
});

/**
 * Units and orders of the store orders not cancelled, per calendar day of purchase (the
 * organisation's time zone) and sales channel (0 and '' for none), kept by statement triggers on
 * store_orders (migration 0061): the dashboard's sales per day and units per channel.
 */
export const storeOrderDayTotals = pgTable(
  'store_order_day_totals',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    salesChannelId: bigint('sales_channel_id', { mode: 'number' }).notNull(),
    salesChannelName: text('sales_channel_name').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'store_order_day_totals_pk',
      columns: [table.organisationId, table.day, table.salesChannelId, table.salesChannelName],
    }),
  ],
);

/**
 * Per problem rule, how many open problem orders (not acknowledged) it flags, kept by statement
 * triggers on store_orders (migration 0065): the Problem Orders summary's order counts.
 */
export const openProblemRuleCounts = pgTable(
  'open_problem_rule_counts',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    rule: text('rule').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'open_problem_rule_counts_pk', columns: [table.organisationId, table.rule] }),
  ],
);
