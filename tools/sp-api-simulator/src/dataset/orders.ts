import type { Marketplace } from '../marketplaces.ts';
import { type Destination, destinationsIn } from './addresses.ts';
import type { CatalogueItem, FulfillmentChannel } from './catalogue.ts';
import { inCurrency, localPrice, taxOf } from './money.ts';
import { decodeOrderId, orderIdFor } from './order-ids.ts';
import { type PlannedReturn, planReturn } from './order-returns.ts';
import { chance, pick, pickWeighted, type Random, randomFor, randomInt } from './prng.ts';
import { itemsOfChannel, type Pool, poolOf, type SellerDataset } from './seller-dataset.ts';
import { DAY_MS, HOUR_MS, startOfDay } from './time.ts';

export interface SimOrderLine {
  orderItemId: string;
  item: CatalogueItem;
  quantity: number;
  /** Amounts in hundredths of the currency: the line's totals, as the flat file shows them. */
  itemPrice: number;
  itemTax: number;
  shippingPrice: number;
  shippingTax: number;
  promotionDiscount: number;
  promotionId: string;
  plannedReturn?: PlannedReturn;
}

export interface SimOrder {
  amazonOrderId: string;
  marketplace: Marketplace;
  pool: Pool;
  channel: FulfillmentChannel;
  purchaseMs: number;
  /** When it ships, or, for a cancelled order, when it is cancelled. */
  shipMs: number;
  cancelled: boolean;
  shipServiceLevel: 'Standard' | 'Expedited' | 'SecondDay';
  isBusinessOrder: boolean;
  destination: Destination;
  fulfillmentCenter: string;
  lines: SimOrderLine[];
}

/** Sunday first: weekends sell more, Fridays least. */
const WEEKDAY_FACTOR = [1.15, 1.1, 1, 0.95, 0.95, 0.85, 1.05];
const LINES_PER_ORDER = [
  { value: 1, weight: 0.7 },
  { value: 2, weight: 0.2 },
  { value: 3, weight: 0.08 },
  { value: 4, weight: 0.02 },
];
const UNITS_PER_LINE = [
  { value: 1, weight: 0.85 },
  { value: 2, weight: 0.11 },
  { value: 3, weight: 0.04 },
];
const SERVICE_LEVELS = [
  { value: 'Standard', weight: 0.7 },
  { value: 'Expedited', weight: 0.2 },
  { value: 'SecondDay', weight: 0.1 },
] as const;

export function ordersOnDay(dataset: SellerDataset, day: number): SimOrder[] {
  const random = randomFor(dataset.seed, dataset.seller.sellingPartnerId, 'orders', day);
  const weekday = WEEKDAY_FACTOR[(day + 4) % 7] ?? 1;
  const count = Math.max(0, Math.round(dataset.ordersPerDay * weekday * (0.85 + 0.3 * random())));
  const times = Array.from({ length: count }, () => Math.floor(random() * DAY_MS)).sort((a, b) => a - b);
  return times.map((offset, index) => generateOrder(dataset, random, day, index, startOfDay(day) + offset));
}

export function orderById(dataset: SellerDataset, orderId: string): SimOrder | undefined {
  const decoded = decodeOrderId(dataset.seed, dataset.seller.sellingPartnerId, orderId);
  if (!decoded) return undefined;
  const order = ordersOnDay(dataset, decoded.day)[decoded.index];
  return order?.amazonOrderId === orderId ? order : undefined;
}

function generateOrder(
  dataset: SellerDataset,
  random: Random,
  day: number,
  index: number,
  purchaseMs: number,
): SimOrder {
  const marketplace = dataset.marketplaces[pickIndex(random, dataset.marketplaceShares)] as Marketplace;
  const pool = poolOf(dataset, marketplace.id);
  const channel = chooseChannel(dataset, random);
  const cancelled = chance(random, 0.04);
  const shipServiceLevel =
    channel === 'AFN' ? pickWeighted(random, SERVICE_LEVELS, (level) => level.weight).value : 'Standard';
  // A few continental orders go to British addresses, as cross-border orders do.
  const shipsAbroad = marketplace.countryCode !== 'GB' && pool.country === 'DE' && chance(random, 0.03);
  const destination = pick(random, destinationsIn(shipsAbroad ? 'GB' : marketplace.countryCode));
  const shipMs = cancelled
    ? purchaseMs + randomInt(random, 1, 20) * HOUR_MS
    : purchaseMs + (channel === 'AFN' ? randomInt(random, 4, 36) : randomInt(random, 12, 72)) * HOUR_MS;
  const order: SimOrder = {
    amazonOrderId: orderIdFor({
      seed: dataset.seed,
      sellingPartnerId: dataset.seller.sellingPartnerId,
      prefix: marketplace.orderIdPrefix,
      day,
      index,
    }),
    marketplace,
    pool,
    channel,
    purchaseMs,
    shipMs,
    cancelled,
    shipServiceLevel,
    isBusinessOrder: chance(random, 0.06),
    destination,
    fulfillmentCenter: pick(random, pool.fulfillmentCenters),
    lines: [],
  };
  order.lines = chooseLines(dataset, random, order);
  return order;
}

function chooseChannel(dataset: SellerDataset, random: Random): FulfillmentChannel {
  return random() < dataset.afnShare ? 'AFN' : 'MFN';
}

/** An index drawn with the given probabilities (they sum to 1). */
function pickIndex(random: Random, shares: readonly number[]): number {
  let threshold = random();
  for (let index = 0; index < shares.length; index++) {
    threshold -= shares[index] ?? 0;
    if (threshold < 0) return index;
  }
  return shares.length - 1;
}

function chooseLines(dataset: SellerDataset, random: Random, order: SimOrder): SimOrderLine[] {
  const candidates = itemsOfChannel(dataset, order.channel);
  const wanted = pickWeighted(random, LINES_PER_ORDER, (entry) => entry.weight).value;
  const quantities = new Map<CatalogueItem, number>();
  for (let i = 0; i < wanted; i++) {
    const item = pickWeighted(random, candidates, (entry) => entry.weight);
    const units = pickWeighted(random, UNITS_PER_LINE, (entry) => entry.weight).value;
    quantities.set(item, (quantities.get(item) ?? 0) + units);
  }
  return [...quantities].map(([item, quantity], lineIndex) =>
    priceLine(random, order, item, quantity, lineIndex),
  );
}

function priceLine(
  random: Random,
  order: SimOrder,
  item: CatalogueItem,
  quantity: number,
  lineIndex: number,
): SimOrderLine {
  const { marketplace } = order;
  const itemPrice = localPrice(item.priceUsd, marketplace) * quantity;
  const paysShipping = order.channel === 'MFN' || order.shipServiceLevel !== 'Standard';
  const shippingPrice = paysShipping ? localPrice(4.99, marketplace) : 0;
  const promoted = chance(random, 0.08);
  const line: SimOrderLine = {
    orderItemId: `${randomInt(random, 10 ** 11, 10 ** 12 - 1)}${String(lineIndex).padStart(2, '0')}`,
    item,
    quantity,
    itemPrice,
    itemTax: taxOf(itemPrice, marketplace),
    shippingPrice,
    shippingTax: taxOf(shippingPrice, marketplace),
    promotionDiscount: promoted ? inCurrency(Math.round(itemPrice * 0.1), marketplace.currency) : 0,
    promotionId: promoted ? `Simulator 10% off ${item.sku}` : '',
  };
  if (order.channel === 'AFN' && !order.cancelled) {
    const plannedReturn = planReturn(random, order);
    if (plannedReturn) line.plannedReturn = plannedReturn;
  }
  return line;
}
