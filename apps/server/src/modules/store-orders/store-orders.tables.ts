import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigintRef, createdAt, minorUnits, organisationId, tenantId, updatedAt } from '../../db/columns.ts';
import { organisations } from '../organisations/organisations.tables.ts';
import { reportSources } from '../report-sources/report-sources.tables.ts';
import { salesChannels } from '../sales-channels/sales-channels.tables.ts';
import { skus } from '../skus/skus.tables.ts';

/**
 * A marketplace order (one per order id and source), written from order reports. Its totals and
 * counts are kept from its items by the writer, so lists sort and filter without aggregating.
 * Money is in minor units of `currency`.
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    organisationId: organisationId().references(() => organisations.id, { onDelete: 'cascade' }),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    uniqueIndex('store_orders_order_id').on(table.organisationId, table.reportSourceId, table.orderId),
    index('store_orders_purchase_date').on(table.organisationId, table.purchaseDate, table.id),
    index('store_orders_search').on(table.organisationId, table.orderId),
    foreignKey({
      name: 'store_orders_report_source_fk',
      columns: [table.organisationId, table.reportSourceId],
      foreignColumns: [reportSources.organisationId, reportSources.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'store_orders_sales_channel_fk',
      columns: [table.organisationId, table.salesChannelId],
      foreignColumns: [salesChannels.organisationId, salesChannels.id],
    }),
    check('store_orders_fulfillment_channel_check', sql`${table.fulfillmentChannel} in ('AFN', 'MFN')`),
  ],
);
export type StoreOrderRow = typeof storeOrders.$inferSelect;

/** A SKU's line on an order; lines of the same seller SKU on one order are added together. */
export const storeOrderItems = pgTable(
  'store_order_items',
  {
    organisationId: organisationId().references(() => organisations.id, { onDelete: 'cascade' }),
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
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    uniqueIndex('store_order_items_line').on(table.organisationId, table.storeOrderId, table.sellerSku),
    index('store_order_items_sku').on(table.organisationId, table.skuId),
    foreignKey({
      name: 'store_order_items_order_fk',
      columns: [table.organisationId, table.storeOrderId],
      foreignColumns: [storeOrders.organisationId, storeOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'store_order_items_sku_fk',
      columns: [table.organisationId, table.skuId],
      foreignColumns: [skus.organisationId, skus.id],
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
    organisationId: organisationId().references(() => organisations.id, { onDelete: 'cascade' }),
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
    foreignKey({
      name: 'store_order_returns_report_source_fk',
      columns: [table.organisationId, table.reportSourceId],
      foreignColumns: [reportSources.organisationId, reportSources.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'store_order_returns_sku_fk',
      columns: [table.organisationId, table.skuId],
      foreignColumns: [skus.organisationId, skus.id],
    }),
    check('store_order_returns_quantity_check', sql`${table.quantity} >= 0`),
  ],
);
export type StoreOrderReturnRow = typeof storeOrderReturns.$inferSelect;
