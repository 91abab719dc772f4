import { z } from 'zod';
import { idField, idParam, isoDateTime } from './fields.ts';
import { listQuerySchema } from './lists.ts';

/**
 * Store orders (DESIGN.md "Store orders"): the marketplace's orders with their items, as order
 * reports state them, one per order id and report source. Money is a decimal string in the
 * order's currency (null where the report left it empty, e.g. a cancelled line).
 */
export const FULFILLMENT_CHANNELS = ['AFN', 'MFN'] as const;

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
    items: z.array(storeOrderItemSchema),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'StoreOrder' });
export type StoreOrder = z.infer<typeof storeOrderSchema>;

export const STORE_ORDER_SORTS = ['purchase_date', 'order_id', 'status', 'units', 'item_total'] as const;

export const storeOrderListQuerySchema = listQuerySchema(STORE_ORDER_SORTS, 'purchase_date', {
  status: z.string().trim().max(50).optional(),
  fulfillment_channel: z.enum(FULFILLMENT_CHANNELS).optional(),
  sales_channel_id: idField().optional(),
  report_source_id: idField().optional(),
  sku_id: idField().optional(),
  from: z.iso.date({ error: 'The from date must be a date (YYYY-MM-DD).' }).optional(),
  to: z.iso.date({ error: 'The to date must be a date (YYYY-MM-DD).' }).optional(),
});
export type StoreOrderListQuery = z.infer<typeof storeOrderListQuerySchema>;

export const storeOrderParamsSchema = z.object({ organisation: z.string().min(1), id: idParam });
