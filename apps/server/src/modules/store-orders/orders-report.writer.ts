import type { Transaction } from '../../db/client.ts';
import type { OrderLineRow } from '../../integrations/amazon/reports/index.ts';
import {
  countsOf,
  type ParsedLine,
  type ReportWriter,
  rowsPerName,
} from '../report-sources/report.writer.ts';
import type { ReportSourceRow } from '../report-sources/report-sources.facts.ts';
import { ensureReportedSalesChannels } from '../sales-channels/reported-channels.usecase.ts';
import { ensureReportedSkus } from '../skus/reported-skus.usecase.ts';
import {
  type ReportedOrder,
  type ReportedOrderItem,
  upsertReportedOrders,
} from './store-orders-ingest.repository.ts';

/**
 * The all-orders report: one line per order item, an order's lines together. Orders and items
 * are upserted (the latest report's view of an order wins), SKUs and marketplace channels seen
 * for the first time are created (SKUs unmapped).
 */
export const ordersWriter: ReportWriter<OrderLineRow> = {
  groupKey: (row) => row.amazonOrderId,
  async write({ db, organisationId, request, source }, lines) {
    const written = await writeOrderLines({ db, organisationId, source, reportRequestId: request.id, lines });
    return {
      written: lines.length,
      problems: [],
      counts: countsOf({
        orders: written.orders,
        orders_created: written.ordersCreated,
        order_items_created: written.itemsCreated,
        skus_created: written.skusCreated,
        sales_channels_created: written.salesChannelsCreated,
      }),
      salesChannelRows: rowsPerName(lines.map(({ row }) => row.salesChannel)),
    };
  },
};

/**
 * An orders report's lines (or an order read through the Orders API, stated as those lines:
 * marketplace-orders.domain.ts) into store orders, in the caller's transaction: the sales
 * channels and SKUs they name created when new, then the orders upserted. Answers what was new,
 * and the ids of the SKUs the orders name.
 */
export async function writeOrderLines({
  db,
  organisationId,
  source,
  reportRequestId,
  lines,
}: {
  db: Transaction;
  organisationId: number;
  source: Pick<ReportSourceRow, 'id' | 'regionCode'>;
  reportRequestId: number | null;
  lines: readonly ParsedLine<OrderLineRow>[];
}) {
  const channels = await ensureReportedSalesChannels({
    db,
    organisationId,
    reportSourceId: source.id,
    sourceRegion: source.regionCode,
    names: lines.flatMap(({ row }) => (row.salesChannel ? [row.salesChannel] : [])),
  });
  const skus = await ensureReportedSkus({
    db,
    organisationId,
    seen: lines.map(({ row }) => ({ sellerSku: row.sku, asin: row.asin, name: row.productName })),
  });
  const orders = ordersOf(
    lines,
    (sku) => skus.ids.get(sku),
    (name) => channels.ids.get(name) ?? null,
  );
  const result = await upsertReportedOrders(db, {
    organisationId,
    reportSourceId: source.id,
    reportRequestId,
    orders,
  });
  return {
    orders: orders.length,
    ordersCreated: result.ordersCreated,
    itemsCreated: result.itemsCreated,
    skusCreated: skus.created,
    salesChannelsCreated: channels.created,
    skuIds: [...new Set(orders.flatMap((order) => order.items.map((item) => item.skuId)))],
  };
}

/** Groups lines into orders; lines of the same SKU in one order are added together. */
export function ordersOf(
  lines: readonly ParsedLine<OrderLineRow>[],
  skuIdOf: (sellerSku: string) => number | undefined,
  channelIdOf: (name: string) => number | null,
): ReportedOrder[] {
  const orders = new Map<string, ReportedOrder>();
  for (const { row } of lines) {
    let order = orders.get(row.amazonOrderId);
    if (!order) {
      order = {
        orderId: row.amazonOrderId,
        merchantOrderId: row.merchantOrderId,
        salesChannelId: row.salesChannel ? channelIdOf(row.salesChannel) : null,
        salesChannelName: row.salesChannel,
        purchaseDate: row.purchaseDate,
        lastUpdatedAt: row.lastUpdatedDate,
        status: row.orderStatus,
        fulfillmentChannel: row.fulfillmentChannel,
        currency: row.currency,
        shipCity: row.shipCity,
        shipState: row.shipState,
        shipPostalCode: row.shipPostalCode,
        shipCountry: row.shipCountry,
        isBusinessOrder: row.isBusinessOrder,
        items: [],
      };
      orders.set(row.amazonOrderId, order);
    }
    const skuId = skuIdOf(row.sku);
    if (skuId === undefined) throw new Error(`SKU ${row.sku} was not created`);
    const existing = order.items.find((item) => item.sellerSku === row.sku);
    if (existing) addLine(existing, row);
    else order.items.push(itemOf(row, skuId));
  }
  return [...orders.values()];
}

function itemOf(row: OrderLineRow, skuId: number): ReportedOrderItem {
  return {
    skuId,
    sellerSku: row.sku,
    asin: row.asin,
    productName: row.productName,
    itemStatus: row.itemStatus,
    quantity: row.quantity,
    currency: row.currency,
    itemPrice: row.itemPrice,
    itemTax: row.itemTax,
    shippingPrice: row.shippingPrice,
    shippingTax: row.shippingTax,
    itemPromotionDiscount: row.itemPromotionDiscount,
    shipPromotionDiscount: row.shipPromotionDiscount,
  };
}

const plus = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));

function addLine(item: ReportedOrderItem, row: OrderLineRow): void {
  item.quantity += row.quantity;
  item.itemPrice = plus(item.itemPrice, row.itemPrice);
  item.itemTax = plus(item.itemTax, row.itemTax);
  item.shippingPrice = plus(item.shippingPrice, row.shippingPrice);
  item.shippingTax = plus(item.shippingTax, row.shippingTax);
  item.itemPromotionDiscount = plus(item.itemPromotionDiscount, row.itemPromotionDiscount);
  item.shipPromotionDiscount = plus(item.shipPromotionDiscount, row.shipPromotionDiscount);
}
