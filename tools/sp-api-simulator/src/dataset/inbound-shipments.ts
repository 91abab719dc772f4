import type { CatalogueItem } from './catalogue.ts';
import { chance, pick, type Random, randomChars, randomFor, randomInt, UPPER_ALPHANUMERIC } from './prng.ts';
import { dailyDemand, itemsOfChannel, type Pool, type SellerDataset } from './seller-dataset.ts';
import { DAY_MS, HOUR_MS, startOfDay } from './time.ts';

/**
 * Inbound shipments to Amazon. Every other day each pool gets one, carrying a sixth of its FBA
 * SKUs, so every SKU is replenished every 12 days with about 12 days of demand. The whole
 * timeline is drawn up front; what a caller sees depends only on the clock.
 */
export const CYCLE_DAYS = 2;
const SKU_GROUPS = 6;
const DAYS_OF_COVER = CYCLE_DAYS * SKU_GROUPS;

export interface Receipt {
  atMs: number;
  quantity: number;
}

export interface SimShipmentItem {
  item: CatalogueItem;
  quantityShipped: number;
  quantityInCase?: number;
  receipts: Receipt[];
  /** Units never received that Amazon reimburses after the seller's case. */
  lostReimbursement?: { atMs: number; quantity: number; caseId: string; reimbursementId: string };
}

export interface SimShipment {
  shipmentId: string;
  shipmentName: string;
  pool: Pool;
  destinationFulfillmentCenterId: string;
  createdMs: number;
  /** Set when the seller deleted it before sending it; it never moves on. */
  deletedMs?: number;
  shippedMs: number;
  inTransitMs: number;
  deliveredMs: number;
  checkedInMs: number;
  receivingMs: number;
  closedMs: number;
  areCasesRequired: boolean;
  labelPrepType: 'SELLER_LABEL' | 'AMAZON_LABEL';
  boxContentsSource: 'FEED' | 'INTERACTIVE' | '2D_BARCODE' | 'NONE';
  items: SimShipmentItem[];
}

const TRANSIT_DAYS: Readonly<Record<string, [number, number]>> = { na: [3, 8], eu: [2, 5], fe: [1, 4] };

export function isCycleDay(day: number): boolean {
  return day % CYCLE_DAYS === 0;
}

/** The shipments created on a cycle day, one per pool with SKUs due. */
export function shipmentsCreatedOn(dataset: SellerDataset, day: number): SimShipment[] {
  if (!isCycleDay(day)) return [];
  const cycle = day / CYCLE_DAYS;
  const fba = itemsOfChannel(dataset, 'AFN');
  return dataset.pools.flatMap((pool, poolIndex) => {
    const due = fba.filter((_, index) => (index + cycle) % SKU_GROUPS === 0);
    if (due.length === 0) return [];
    const random = randomFor(dataset.seed, dataset.seller.sellingPartnerId, 'inbound', pool.country, day);
    const serial = cycle * dataset.pools.length + poolIndex;
    return [buildShipment(dataset, random, pool, day, serial, due)];
  });
}

function buildShipment(
  dataset: SellerDataset,
  random: Random,
  pool: Pool,
  day: number,
  serial: number,
  due: CatalogueItem[],
): SimShipment {
  const createdMs = startOfDay(day) + randomInt(random, 8 * 60, 18 * 60) * 60_000;
  const shippedMs = createdMs + randomInt(random, 1, 3) * DAY_MS;
  const inTransitMs = shippedMs + randomInt(random, 6, 18) * HOUR_MS;
  const [minTransit, maxTransit] = TRANSIT_DAYS[dataset.seller.region] ?? [2, 5];
  const deliveredMs = shippedMs + randomInt(random, minTransit, maxTransit) * DAY_MS;
  const checkedInMs = deliveredMs + randomInt(random, 4, 20) * HOUR_MS;
  const receivingMs = checkedInMs + randomInt(random, 6, 30) * HOUR_MS;
  const areCasesRequired = chance(random, 0.3);
  const caseSize = pick(random, [6, 12]);
  const items = due.map((item) => {
    const wanted = Math.ceil(dailyDemand(dataset, item, pool) * DAYS_OF_COVER * (0.85 + 0.4 * random()));
    const quantityShipped = areCasesRequired
      ? Math.max(1, Math.ceil(wanted / caseSize)) * caseSize
      : Math.max(6, wanted);
    const short = chance(random, 0.15) ? Math.min(randomInt(random, 1, 3), quantityShipped - 1) : 0;
    const shipmentItem: SimShipmentItem = {
      item,
      quantityShipped,
      receipts: splitReceipts(random, receivingMs, quantityShipped - short),
    };
    if (areCasesRequired) shipmentItem.quantityInCase = caseSize;
    return { shipmentItem, short };
  });
  const lastReceiptMs = Math.max(
    ...items.flatMap(({ shipmentItem }) => shipmentItem.receipts.map((r) => r.atMs)),
  );
  const anyShort = items.some(({ short }) => short > 0);
  // Amazon closes a shipment once everything is received, or some weeks after receiving began.
  const closedMs = anyShort
    ? receivingMs + randomInt(random, 12, 20) * DAY_MS
    : lastReceiptMs + randomInt(random, 1, 2) * DAY_MS;
  for (const { shipmentItem, short } of items) {
    if (short > 0 && chance(random, 0.6)) {
      shipmentItem.lostReimbursement = {
        atMs: closedMs + randomInt(random, 15, 45) * DAY_MS,
        quantity: short,
        caseId: String(randomInt(random, 10 ** 9, 10 ** 10 - 1)),
        reimbursementId: String(randomInt(random, 10 ** 10, 10 ** 11 - 1)),
      };
    }
  }
  const shipment: SimShipment = {
    shipmentId: `FBA1${serial.toString(36).toUpperCase().padStart(5, '0')}${randomChars(random, UPPER_ALPHANUMERIC, 3)}`,
    shipmentName: shipmentName(createdMs),
    pool,
    destinationFulfillmentCenterId: pick(random, pool.fulfillmentCenters),
    createdMs,
    shippedMs,
    inTransitMs,
    deliveredMs,
    checkedInMs,
    receivingMs,
    closedMs,
    areCasesRequired,
    labelPrepType: chance(random, 0.8) ? 'SELLER_LABEL' : 'AMAZON_LABEL',
    boxContentsSource: pick(random, ['FEED', 'INTERACTIVE', 'INTERACTIVE', '2D_BARCODE', 'NONE']),
    items: items.map(({ shipmentItem }) => shipmentItem),
  };
  if (chance(random, 0.03)) {
    shipment.deletedMs = createdMs + randomInt(random, 2, 20) * HOUR_MS;
    for (const item of shipment.items) {
      item.receipts = [];
      delete item.lostReimbursement;
    }
  }
  return shipment;
}

/** Units are received in one to three batches over a few days. */
function splitReceipts(random: Random, fromMs: number, quantity: number): Receipt[] {
  if (quantity <= 0) return [];
  const batches = Math.min(quantity, randomInt(random, 1, 3));
  const receipts: Receipt[] = [];
  let left = quantity;
  let atMs = fromMs;
  for (let batch = 0; batch < batches; batch++) {
    const units = batch === batches - 1 ? left : Math.max(1, Math.round(left * (0.4 + 0.3 * random())));
    receipts.push({ atMs, quantity: units });
    left -= units;
    atMs += randomInt(random, 6, 30) * HOUR_MS;
  }
  return receipts;
}

/** "FBA (2/11/20, 11:18 AM) - 1", the name Seller Central gives a shipment. */
function shipmentName(createdMs: number): string {
  const date = new Date(createdMs);
  const hours = date.getUTCHours();
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(date.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  const year = String(date.getUTCFullYear() % 100).padStart(2, '0');
  return `FBA (${date.getUTCMonth() + 1}/${date.getUTCDate()}/${year}, ${clock}) - 1`;
}

/** Days from creation to the last thing that can happen (a lost-units reimbursement). */
export const MAX_SHIPMENT_LAG_DAYS = 3 + 9 + 2 + 20 + 46;

/** Shipments created from `firstDay` to `lastDay`, oldest first. */
export function shipmentsCreatedBetween(
  dataset: SellerDataset,
  firstDay: number,
  lastDay: number,
): SimShipment[] {
  const shipments: SimShipment[] = [];
  for (let day = firstDay; day <= lastDay; day++) shipments.push(...shipmentsCreatedOn(dataset, day));
  return shipments;
}

/** The shipment an id names: its serial (cycle and pool) is encoded after "FBA1". */
export function shipmentById(dataset: SellerDataset, shipmentId: string): SimShipment | undefined {
  const match = /^FBA1([0-9A-Z]{5})[0-9A-Z]{3}$/.exec(shipmentId);
  if (!match?.[1]) return undefined;
  const serial = Number.parseInt(match[1], 36);
  const cycle = Math.floor(serial / dataset.pools.length);
  return shipmentsCreatedOn(dataset, cycle * CYCLE_DAYS).find(
    (shipment) => shipment.shipmentId === shipmentId,
  );
}
