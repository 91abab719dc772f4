import type { ReportedOrder } from '../store-orders/store-orders.usecases.ts';
import { DEMO_CHANNELS, type DemoChannel, type DemoRegion } from './demo-world.domain.ts';
import type { Random } from './random.domain.ts';

/** Units of one SKU sold from one FBA warehouse on one day (the demo ledger's sales). */
export interface DemoDailySale {
  skuId: number;
  sellerSku: string;
  asin: string | null;
  name: string | null;
  /** Cost of goods in minor units, when the SKU has one: the demo prices at about 2.6× it. */
  cogs: number | null;
  /** The warehouse's key in DEMO_WAREHOUSES (fba-us…). */
  warehouse: string;
  /** The day's start, UTC. */
  day: Date;
  units: number;
}

export interface DemoOrder {
  region: DemoRegion;
  order: ReportedOrder;
}

/** Each marketplace's order id prefix and currency, as Amazon's orders have them. */
const MARKETPLACE: Record<string, { prefix: string; currency: string; country: string }> = {
  com: { prefix: '111', currency: 'USD', country: 'US' },
  ca: { prefix: '701', currency: 'CAD', country: 'CA' },
  uk: { prefix: '202', currency: 'GBP', country: 'GB' },
  de: { prefix: '302', currency: 'EUR', country: 'DE' },
};
const DAY_MS = 86_400_000;

/**
 * The store orders behind the demo ledger's sales: each day's units of a SKU in a marketplace
 * become orders of one or two units (the marketplace of the warehouse that shipped them), bought
 * at a time of that day, Shipped, fulfilled by Amazon. Orders of the last two days are partly
 * still Pending, and a few orders more were Cancelled before they shipped (they took no stock).
 * Prices are the SKU's COGS × ~2.6, ending in .99, in the marketplace's currency.
 */
export function planDemoOrders(
  sales: readonly DemoDailySale[],
  random: Random,
  now: Date,
  channelIdOf: (channel: DemoChannel) => number,
): DemoOrder[] {
  const byWarehouse = new Map<string, DemoChannel>();
  for (const channel of DEMO_CHANNELS)
    if (!byWarehouse.has(channel.warehouse)) byWarehouse.set(channel.warehouse, channel);
  const orders: DemoOrder[] = [];
  const usedIds = new Set<string>();
  const orderId = (prefix: string) => {
    for (;;) {
      const id = `${prefix}-${random.int(1_000_000, 9_999_999)}-${random.int(1_000_000, 9_999_999)}`;
      if (!usedIds.has(id)) {
        usedIds.add(id);
        return id;
      }
    }
  };
  for (const sale of sales) {
    const channel = byWarehouse.get(sale.warehouse);
    const marketplace = channel ? MARKETPLACE[channel.key] : undefined;
    if (!channel || !marketplace) continue;
    const unitPrice = Math.max(499, Math.round(((sale.cogs ?? 1000) * 2.6) / 100) * 100 - 1);
    const recent = now.getTime() - sale.day.getTime() < 2 * DAY_MS;
    const order = (units: number, status: string): DemoOrder => {
      // Between 06:00 and 23:00 of the day (UTC), and before now on today.
      const latest = Math.min(sale.day.getTime() + 23 * 3_600_000, now.getTime() - 60_000);
      const earliest = Math.min(sale.day.getTime() + 6 * 3_600_000, latest);
      const purchaseDate = new Date(
        Math.round((earliest + random.next() * (latest - earliest)) / 1000) * 1000,
      );
      return {
        region: channel.region,
        order: {
          orderId: orderId(marketplace.prefix),
          merchantOrderId: null,
          salesChannelId: channelIdOf(channel),
          salesChannelName: channel.name,
          purchaseDate,
          lastUpdatedAt: purchaseDate,
          status,
          fulfillmentChannel: 'AFN',
          currency: marketplace.currency,
          shipCity: null,
          shipState: null,
          shipPostalCode: null,
          shipCountry: marketplace.country,
          isBusinessOrder: random.chance(0.05),
          items: [
            {
              skuId: sale.skuId,
              sellerSku: sale.sellerSku,
              asin: sale.asin,
              productName: sale.name,
              itemStatus:
                status === 'Cancelled' ? 'Cancelled' : status === 'Pending' ? 'Unshipped' : 'Shipped',
              quantity: units,
              currency: marketplace.currency,
              itemPrice: unitPrice * units,
              itemTax: null,
              shippingPrice: null,
              shippingTax: null,
              itemPromotionDiscount: null,
              shipPromotionDiscount: null,
            },
          ],
        },
      };
    };
    let left = sale.units;
    while (left > 0) {
      const units = left > 1 && random.chance(0.2) ? 2 : 1;
      left -= units;
      orders.push(order(units, recent && random.chance(0.4) ? 'Pending' : 'Shipped'));
    }
    if (random.chance(0.03)) orders.push(order(1, 'Cancelled'));
  }
  return orders.sort((a, b) => a.order.purchaseDate.getTime() - b.order.purchaseDate.getTime());
}
