import { sql } from 'drizzle-orm';
import { queryRows, type Transaction } from '../../db/client.ts';
import { stageRows, stageTable } from '../../db/staging.ts';

/** An order as one report states it (its header fields, from its lines). */
export interface ReportedOrder {
  orderId: string;
  merchantOrderId: string | null;
  salesChannelId: number | null;
  salesChannelName: string | null;
  purchaseDate: Date;
  lastUpdatedAt: Date | null;
  status: string;
  fulfillmentChannel: 'AFN' | 'MFN';
  currency: string | null;
  shipCity: string | null;
  shipState: string | null;
  shipPostalCode: string | null;
  shipCountry: string | null;
  isBusinessOrder: boolean | null;
  items: ReportedOrderItem[];
}

export interface ReportedOrderItem {
  skuId: number;
  sellerSku: string;
  asin: string | null;
  productName: string | null;
  itemStatus: string | null;
  quantity: number;
  currency: string | null;
  itemPrice: number | null;
  itemTax: number | null;
  shippingPrice: number | null;
  shippingTax: number | null;
  itemPromotionDiscount: number | null;
  shipPromotionDiscount: number | null;
}

/** An order's totals over its items (money null when no item states it). */
export function orderTotals(items: readonly ReportedOrderItem[]) {
  const sum = (pick: (item: ReportedOrderItem) => number | null) => {
    const values = items.map(pick).filter((value): value is number => value !== null);
    return values.length ? values.reduce((a, b) => a + b, 0) : null;
  };
  return {
    units: items.reduce((total, item) => total + item.quantity, 0),
    item_count: items.length,
    item_total: sum((item) => item.itemPrice),
    tax_total: sum((item) =>
      item.itemTax === null && item.shippingTax === null
        ? null
        : (item.itemTax ?? 0) + (item.shippingTax ?? 0),
    ),
    shipping_total: sum((item) => item.shippingPrice),
    discount_total: sum((item) =>
      item.itemPromotionDiscount === null && item.shipPromotionDiscount === null
        ? null
        : (item.itemPromotionDiscount ?? 0) + (item.shipPromotionDiscount ?? 0),
    ),
  };
}

/** Order statuses that say the order (or part of it) has left the warehouse. */
const SHIPPED_STATUSES = sql.raw(`'Shipped', 'Shipping', 'PartiallyShipped'`);

const STAGED_ORDERS = stageTable('stage_store_orders', {
  order_id: 'text',
  merchant_order_id: 'text',
  sales_channel_id: 'bigint',
  sales_channel_name: 'text',
  purchase_date: 'timestamptz',
  last_updated_at: 'timestamptz',
  status: 'text',
  fulfillment_channel: 'text',
  currency: 'text',
  ship_city: 'text',
  ship_state: 'text',
  ship_postal_code: 'text',
  ship_country: 'text',
  is_business_order: 'boolean',
  units: 'int',
  item_count: 'int',
  item_total: 'bigint',
  tax_total: 'bigint',
  shipping_total: 'bigint',
  discount_total: 'bigint',
});

const STAGED_ITEMS = stageTable('stage_store_order_items', {
  order_id: 'text',
  sku_id: 'bigint',
  seller_sku: 'text',
  asin: 'text',
  product_name: 'text',
  item_status: 'text',
  quantity: 'int',
  currency: 'text',
  item_price: 'bigint',
  item_tax: 'bigint',
  shipping_price: 'bigint',
  shipping_tax: 'bigint',
  item_promotion_discount: 'bigint',
  ship_promotion_discount: 'bigint',
});

/**
 * Writes orders and their items as the report states them, set-based (decision 15): the batch's
 * orders and items are staged (COPY on PostgreSQL, db/staging.ts), then one upsert of the orders
 * with their totals (keyed by source and order id), one of their items (keyed by order and seller
 * SKU; a report's line replaces the stored one, so processing a document again changes nothing),
 * and the removal of items a restated order no longer has. A report states all of an order's
 * lines together (the writer keeps them in one batch), so an order's totals are its items here.
 * Returns how many orders and items were new.
 */
export async function upsertReportedOrders(
  tx: Transaction,
  {
    organisationId,
    reportSourceId,
    reportRequestId,
    orders,
  }: {
    organisationId: number;
    reportSourceId: number;
    /** The request whose report states them; null for orders written otherwise (the demo's). */
    reportRequestId: number | null;
    orders: readonly ReportedOrder[];
  },
): Promise<{ ordersCreated: number; itemsCreated: number }> {
  if (orders.length === 0) return { ordersCreated: 0, itemsCreated: 0 };
  await stageRows(
    tx,
    STAGED_ORDERS,
    orders.map(({ items, ...order }) => ({
      ...orderTotals(items),
      order_id: order.orderId,
      merchant_order_id: order.merchantOrderId,
      sales_channel_id: order.salesChannelId,
      sales_channel_name: order.salesChannelName,
      purchase_date: order.purchaseDate,
      last_updated_at: order.lastUpdatedAt,
      status: order.status,
      fulfillment_channel: order.fulfillmentChannel,
      currency: order.currency,
      ship_city: order.shipCity,
      ship_state: order.shipState,
      ship_postal_code: order.shipPostalCode,
      ship_country: order.shipCountry,
      is_business_order: order.isBusinessOrder,
    })),
  );
  await stageRows(
    tx,
    STAGED_ITEMS,
    orders.flatMap((order) =>
      order.items.map((item) => ({
        order_id: order.orderId,
        sku_id: item.skuId,
        seller_sku: item.sellerSku,
        asin: item.asin,
        product_name: item.productName,
        item_status: item.itemStatus,
        quantity: item.quantity,
        currency: item.currency,
        item_price: item.itemPrice,
        item_tax: item.itemTax,
        shipping_price: item.shippingPrice,
        shipping_tax: item.shippingTax,
        item_promotion_discount: item.itemPromotionDiscount,
        ship_promotion_discount: item.shipPromotionDiscount,
      })),
    ),
  );
  // Sorted by order id: concurrent writers lock the same rows in the same order.
  const [ordersWritten] = await queryRows<{ created: number }>(
    tx,
    sql`
      with written as (
        insert into store_orders (organisation_id, report_source_id, report_request_id, order_id,
          merchant_order_id, sales_channel_id, sales_channel_name, purchase_date, last_updated_at,
          status, fulfillment_channel, currency, ship_city, ship_state, ship_postal_code, ship_country,
          is_business_order, units, item_count, item_total, tax_total, shipping_total, discount_total,
          shipped_at, cancelled_at)
        select ${organisationId}, ${reportSourceId}, ${reportRequestId}, s.order_id,
          s.merchant_order_id, s.sales_channel_id, s.sales_channel_name, s.purchase_date,
          s.last_updated_at, s.status, s.fulfillment_channel, s.currency, s.ship_city, s.ship_state,
          s.ship_postal_code, s.ship_country, s.is_business_order, s.units, s.item_count,
          s.item_total, s.tax_total, s.shipping_total, s.discount_total,
          case when s.status in (${SHIPPED_STATUSES}) then coalesce(s.last_updated_at, s.purchase_date) end,
          case when s.status = 'Cancelled' then coalesce(s.last_updated_at, s.purchase_date) end
        from stage_store_orders s
        order by s.order_id
        on conflict (organisation_id, report_source_id, order_id) do update set
          merchant_order_id = excluded.merchant_order_id,
          sales_channel_id = excluded.sales_channel_id,
          sales_channel_name = excluded.sales_channel_name,
          purchase_date = excluded.purchase_date,
          last_updated_at = excluded.last_updated_at,
          status = excluded.status,
          fulfillment_channel = excluded.fulfillment_channel,
          currency = excluded.currency,
          ship_city = excluded.ship_city,
          ship_state = excluded.ship_state,
          ship_postal_code = excluded.ship_postal_code,
          ship_country = excluded.ship_country,
          is_business_order = excluded.is_business_order,
          units = excluded.units,
          item_count = excluded.item_count,
          item_total = excluded.item_total,
          tax_total = excluded.tax_total,
          shipping_total = excluded.shipping_total,
          discount_total = excluded.discount_total,
          report_request_id = excluded.report_request_id,
          -- The first report that showed it shipped (or cancelled) dates it; a later one keeps that.
          shipped_at = coalesce(store_orders.shipped_at, excluded.shipped_at),
          cancelled_at = case when excluded.status = 'Cancelled'
            then coalesce(store_orders.cancelled_at, excluded.cancelled_at) end,
          updated_at = now()
        returning (xmax = 0) as created)
      select count(*) filter (where created)::int as created from written`,
  );
  const [itemsWritten] = await queryRows<{ created: number }>(
    tx,
    sql`
      with written as (
        insert into store_order_items (organisation_id, store_order_id, sku_id, seller_sku, asin,
          product_name, item_status, quantity, currency, item_price, item_tax, shipping_price,
          shipping_tax, item_promotion_discount, ship_promotion_discount, fees)
        select ${organisationId}, o.id, s.sku_id, s.seller_sku, s.asin, s.product_name,
          s.item_status, s.quantity, s.currency, s.item_price, s.item_tax, s.shipping_price,
          s.shipping_tax, s.item_promotion_discount, s.ship_promotion_discount,
          -- A settlement processed before this order's report already holds its fees (decision
          -- 16); an item that exists keeps the fees the settlement set (not updated below).
          (select sum(f.amount) from store_order_fees f
            where f.organisation_id = ${organisationId} and f.report_source_id = ${reportSourceId}
              and f.order_id = s.order_id and f.seller_sku = s.seller_sku and f.currency = s.currency)
        from stage_store_order_items s
        join store_orders o on o.organisation_id = ${organisationId}
          and o.report_source_id = ${reportSourceId} and o.order_id = s.order_id
        order by o.id, s.seller_sku
        on conflict (organisation_id, store_order_id, seller_sku) do update set
          sku_id = excluded.sku_id, asin = excluded.asin, product_name = excluded.product_name,
          item_status = excluded.item_status, quantity = excluded.quantity,
          currency = excluded.currency, item_price = excluded.item_price,
          item_tax = excluded.item_tax, shipping_price = excluded.shipping_price,
          shipping_tax = excluded.shipping_tax,
          item_promotion_discount = excluded.item_promotion_discount,
          ship_promotion_discount = excluded.ship_promotion_discount
        returning (xmax = 0) as created)
      select count(*) filter (where created)::int as created from written`,
  );
  const ordersCreated = Number(ordersWritten?.created ?? 0);
  // Only orders stated before can have items this report no longer lists.
  if (ordersCreated < orders.length)
    await tx.execute(sql`
      delete from store_order_items i
      using stage_store_orders staged
      join store_orders o on o.organisation_id = ${organisationId}
        and o.report_source_id = ${reportSourceId} and o.order_id = staged.order_id
      where i.organisation_id = ${organisationId} and i.store_order_id = o.id
        and not exists (
          select 1 from stage_store_order_items s
          where s.order_id = staged.order_id and s.seller_sku = i.seller_sku)`);
  return { ordersCreated, itemsCreated: Number(itemsWritten?.created ?? 0) };
}
