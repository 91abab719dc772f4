/**
 * Sales history for browser journeys: Amazon's all-orders report as Seller Central gives it
 * (tab-separated, its own header), built from the units each SKU sold each day, one order a SKU a
 * day, so a journey can upload months of orders through Report Requests as a seller would.
 */
const ORDER_COLUMNS =
  'amazon-order-id merchant-order-id purchase-date last-updated-date order-status fulfillment-channel ' +
  'sales-channel order-channel url ship-service-level product-name sku asin item-status quantity currency ' +
  'item-price item-tax shipping-price shipping-tax gift-wrap-price gift-wrap-tax item-promotion-discount ' +
  'ship-promotion-discount ship-city ship-state ship-postal-code ship-country promotion-ids ' +
  'is-business-order purchase-order-number price-designation';

const DAY_MS = 86_400_000;
/** The UTC day `offset` days from today, as YYYY-MM-DD. */
export const isoDay = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** A seeded pseudo-random integer in [0, spread): the same noise on every run. */
export function seededNoise(seed: number): (spread: number) => number {
  let state = seed;
  return (spread) => {
    state = (state * 16_807) % 2_147_483_647;
    return Math.floor((state / 2_147_483_647) * spread);
  };
}

export interface DaySale {
  sku: string;
  quantity: number;
  /** Amazon.com (USD, US) unless said otherwise. */
  channel?: { name: string; currency: string; country: string };
}

const AMAZON_COM = { name: 'Amazon.com', currency: 'USD', country: 'US' };

/** The report of `days` days up to yesterday, `salesOn(daysAgo, day)` giving each day's sales. */
export function ordersReport(days: number, salesOn: (daysAgo: number, day: string) => DaySale[]): string {
  const header = ORDER_COLUMNS.split(' ');
  const lines: Record<string, string>[] = [];
  for (let daysAgo = days; daysAgo >= 1; daysAgo--) {
    const day = isoDay(-daysAgo);
    for (const { sku, quantity, channel = AMAZON_COM } of salesOn(daysAgo, day)) {
      if (quantity <= 0) continue;
      lines.push({
        'amazon-order-id': `113-${String(daysAgo).padStart(7, '0')}-${sku.length}${lines.length}`,
        'purchase-date': `${day}T12:00:00+00:00`,
        'last-updated-date': `${day}T18:00:00+00:00`,
        'order-status': 'Shipped',
        'fulfillment-channel': 'Amazon',
        'sales-channel': channel.name,
        sku,
        'item-status': 'Shipped',
        quantity: String(quantity),
        currency: channel.currency,
        'item-price': (12.5 * quantity).toFixed(2),
        'ship-country': channel.country,
      });
    }
  }
  const rows = lines.map((line) => header.map((column) => line[column] ?? ''));
  return `${[header, ...rows].map((row) => row.join('\t')).join('\n')}\n`;
}
