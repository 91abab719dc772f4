import { fromMinorUnits, type StoreOrder, type StoreOrderItem, skuDisplayName } from '@backoffice/shared';
import { estimatedLineFees } from './order-detail.domain.ts';
import type { StoreOrderItemListRow, StoreOrderListRow } from './store-orders.repository.ts';

/** Minor units as the API's decimal string; null without an amount or a currency. */
export const amount = (minor: number | null, currency: string | null) =>
  minor === null || !currency ? null : fromMinorUnits(minor, currency);

/** Amazon's estimate of the line's fees, which stands in until a settlement states them. */
export const estimatedFeesOf = (row: StoreOrderItemListRow): number | null =>
  row.fees === null ? estimatedLineFees(row, row.fulfillmentChannel, row.estimate) : null;

function presentItem(row: StoreOrderItemListRow): StoreOrderItem {
  const money = (minor: number | null) => amount(minor, row.currency);
  const estimated = estimatedFeesOf(row);
  return {
    id: row.id,
    sku_id: row.skuId,
    seller_sku: row.sellerSku,
    sku_display_name: skuDisplayName({ productName: row.productName, skuId: row.sellerSku }),
    asin: row.asin,
    product_name: row.productName,
    item_status: row.itemStatus,
    quantity: row.quantity,
    currency: row.currency,
    item_price: money(row.itemPrice),
    item_tax: money(row.itemTax),
    shipping_price: money(row.shippingPrice),
    shipping_tax: money(row.shippingTax),
    item_promotion_discount: money(row.itemPromotionDiscount),
    ship_promotion_discount: money(row.shipPromotionDiscount),
    fees: money(row.fees ?? estimated),
    fees_estimated: estimated !== null,
  };
}

/** Orders with their items (loaded for the whole page at once by the caller). */
export function presentStoreOrders(rows: StoreOrderListRow[], items: StoreOrderItemListRow[]): StoreOrder[] {
  const byOrder = new Map<number, StoreOrderItemListRow[]>();
  for (const item of items) byOrder.set(item.storeOrderId, [...(byOrder.get(item.storeOrderId) ?? []), item]);
  return rows.map(({ order: row, acknowledgedBy }) => {
    const money = (minor: number | null) => amount(minor, row.currency);
    return {
      id: row.id,
      order_id: row.orderId,
      merchant_order_id: row.merchantOrderId,
      report_source_id: row.reportSourceId,
      sales_channel_id: row.salesChannelId,
      sales_channel_name: row.salesChannelName,
      purchase_date: row.purchaseDate.toISOString(),
      last_updated_at: row.lastUpdatedAt?.toISOString() ?? null,
      status: row.status,
      fulfillment_channel: row.fulfillmentChannel,
      currency: row.currency,
      item_total: money(row.itemTotal),
      tax_total: money(row.taxTotal),
      shipping_total: money(row.shippingTotal),
      discount_total: money(row.discountTotal),
      units: row.units,
      item_count: row.itemCount,
      ship_city: row.shipCity,
      ship_state: row.shipState,
      ship_postal_code: row.shipPostalCode,
      ship_country: row.shipCountry,
      is_business_order: row.isBusinessOrder,
      shipped_at: row.shippedAt?.toISOString() ?? null,
      cancelled_at: row.cancelledAt?.toISOString() ?? null,
      problems: row.problems as StoreOrder['problems'],
      problems_detected_at: row.problemsDetectedAt?.toISOString() ?? null,
      problem_acknowledged_at: row.problemAcknowledgedAt?.toISOString() ?? null,
      problem_acknowledged_by: acknowledgedBy,
      problem_note: row.problemNote,
      items: (byOrder.get(row.id) ?? []).map(presentItem),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}
