import { currencyDecimals } from './money.ts';
import { lookupShippingTime, type ShippingTime, type ShippingTimeMatch } from './shipping-time.ts';

/**
 * Purchase orders (docs/domain/status-machines.md, decision 13): DRAFT → SUBMITTED → CONFIRMED →
 * IN_PRODUCTION → SHIPPED → PARTIALLY_RECEIVED → RECEIVED, or CANCELLED. Pure rules shared by
 * server and web: the status machine, money totals, expected dates and the suggested order
 * quantity.
 */
export const PURCHASE_ORDER_STATUSES = [
  'DRAFT',
  'SUBMITTED',
  'CONFIRMED',
  'IN_PRODUCTION',
  'SHIPPED',
  'PARTIALLY_RECEIVED',
  'RECEIVED',
  'CANCELLED',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** Statuses whose outstanding units (ordered − received) are on their way: "open POs". */
export const OPEN_PURCHASE_ORDER_STATUSES = [
  'SUBMITTED',
  'CONFIRMED',
  'IN_PRODUCTION',
  'SHIPPED',
  'PARTIALLY_RECEIVED',
] as const satisfies readonly PurchaseOrderStatus[];

/** The actions (`POST …/purchase-orders/{id}/{action}`), in the order a PO goes through them. */
export const PURCHASE_ORDER_ACTIONS = [
  'submit',
  'confirm',
  'start-production',
  'ship',
  'receive',
  'cancel',
] as const;
export type PurchaseOrderAction = (typeof PURCHASE_ORDER_ACTIONS)[number];

/**
 * From which statuses each action may be taken. IN_PRODUCTION is optional: a confirmed order may
 * be shipped directly. Receiving needs the goods shipped; cancelling is possible until the order
 * is complete (a partly received order cancelled keeps what arrived and expects no more).
 */
const ACTION_FROM: Record<PurchaseOrderAction, readonly PurchaseOrderStatus[]> = {
  submit: ['DRAFT'],
  confirm: ['SUBMITTED'],
  'start-production': ['CONFIRMED'],
  ship: ['CONFIRMED', 'IN_PRODUCTION'],
  receive: ['SHIPPED', 'PARTIALLY_RECEIVED'],
  cancel: ['DRAFT', 'SUBMITTED', 'CONFIRMED', 'IN_PRODUCTION', 'SHIPPED', 'PARTIALLY_RECEIVED'],
};

/** The actions a PO in `status` allows, in PURCHASE_ORDER_ACTIONS order. */
export function allowedPurchaseOrderActions(status: PurchaseOrderStatus): PurchaseOrderAction[] {
  return PURCHASE_ORDER_ACTIONS.filter((action) => ACTION_FROM[action].includes(status));
}

export interface LineQuantities {
  quantity: number;
  quantityReceived: number;
}

/**
 * The status after `action`, or null when `status` does not allow it. Receiving ends in RECEIVED
 * once every line has all its units (as `lines` are after the receipt), else PARTIALLY_RECEIVED.
 */
export function nextPurchaseOrderStatus(
  status: PurchaseOrderStatus,
  action: PurchaseOrderAction,
  lines: readonly LineQuantities[] = [],
): PurchaseOrderStatus | null {
  if (!ACTION_FROM[action].includes(status)) return null;
  switch (action) {
    case 'submit':
      return 'SUBMITTED';
    case 'confirm':
      return 'CONFIRMED';
    case 'start-production':
      return 'IN_PRODUCTION';
    case 'ship':
      return 'SHIPPED';
    case 'cancel':
      return 'CANCELLED';
    case 'receive':
      return lines.every((line) => line.quantityReceived >= line.quantity)
        ? 'RECEIVED'
        : 'PARTIALLY_RECEIVED';
  }
}

/** A PO may be edited (and deleted) only while it is a draft: the supplier has seen nothing. */
export const isPurchaseOrderEditable = (status: PurchaseOrderStatus) => status === 'DRAFT';

/** Units still expected on a line: never below 0, and 0 once the order is cancelled or complete. */
export function outstandingUnits(status: PurchaseOrderStatus, line: LineQuantities): number {
  if (!(OPEN_PURCHASE_ORDER_STATUSES as readonly string[]).includes(status)) return 0;
  return Math.max(0, line.quantity - line.quantityReceived);
}

export interface MoneyLine {
  quantity: number;
  /** Integer minor units of `currency`. */
  unitCost: number;
  currency: string;
}

/**
 * A line's total in minor units, as a bigint: quantity × unit cost can pass 2^53 long before a
 * column overflows, and money is never a float.
 */
export const lineTotalMinor = (line: MoneyLine): bigint => BigInt(line.quantity) * BigInt(line.unitCost);

/** The PO's totals, one per currency its lines use (sorted by currency code). */
export function purchaseOrderTotals(lines: readonly MoneyLine[]): { currency: string; amount: bigint }[] {
  const byCurrency = new Map<string, bigint>();
  for (const line of lines)
    byCurrency.set(line.currency, (byCurrency.get(line.currency) ?? 0n) + lineTotalMinor(line));
  return [...byCurrency.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, amount]) => ({ currency, amount }));
}

/** Minor units (any size) as the API's decimal string: 125000n in USD → "1250.00". */
export function formatMinorUnits(minor: bigint, currency: string): string {
  const decimals = currencyDecimals(currency);
  const sign = minor < 0n ? '-' : '';
  const digits = (minor < 0n ? -minor : minor).toString().padStart(decimals + 1, '0');
  return decimals === 0
    ? `${sign}${digits}`
    : `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** YYYY-MM-DD plus whole days (UTC calendar days). */
function plusDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The supplier's lead times for a line's product (the product_suppliers pivot; 0 when unlinked). */
export interface LineLeadTimes {
  productionLeadDays: number;
  bufferDays: number;
}

export interface PurchaseOrderDates {
  /** The longest production lead time of the lines' products. */
  productionLeadDays: number;
  /** The buffer of the line that arrives last. */
  bufferDays: number;
  shippingDays: number;
  expectedReadyDate: string;
  expectedArrivalDate: string;
}

/**
 * Expected dates (decision 13): ready = order date + production_lead_days; arrival = ready + the
 * supplier's shipping time to the destination + buffer_days. Lead and buffer days are the
 * supplier's per product, so the PO is ready when its slowest line is, and arrives when the line
 * with the longest lead + buffer does. A PO without lines is ready on its order date.
 */
export function purchaseOrderDates({
  orderDate,
  lines,
  shippingDays,
}: {
  orderDate: string;
  lines: readonly LineLeadTimes[];
  shippingDays: number;
}): PurchaseOrderDates {
  const productionLeadDays = Math.max(0, ...lines.map((line) => line.productionLeadDays));
  const last = lines.reduce<LineLeadTimes>(
    (latest, line) =>
      line.productionLeadDays + line.bufferDays > latest.productionLeadDays + latest.bufferDays
        ? line
        : latest,
    { productionLeadDays: 0, bufferDays: 0 },
  );
  return {
    productionLeadDays,
    bufferDays: last.bufferDays,
    shippingDays,
    expectedReadyDate: plusDays(orderDate, productionLeadDays),
    expectedArrivalDate: plusDays(orderDate, last.productionLeadDays + last.bufferDays + shippingDays),
  };
}

/**
 * The supplier's shipping time to a warehouse: the spec's lookup (country code, then region
 * code, else 0 days / N/A) for each country the warehouse serves, the longest found winning (the
 * goods must reach it wherever in its countries it is). A warehouse without countries: 0 / N/A.
 */
export function shippingTimeToWarehouse(
  shippingTimes: readonly ShippingTime[],
  countries: readonly { countryCode: string; regionCode: string }[],
): ShippingTimeMatch {
  let best: ShippingTimeMatch = { days: 0, code: 'N/A', type: null };
  for (const country of countries) {
    const match = lookupShippingTime(shippingTimes, country);
    if (match.type !== null && (best.type === null || match.days > best.days)) best = match;
  }
  return best;
}

/** Days of sales the suggested order covers beyond its arrival, unless the caller says otherwise. */
export const DEFAULT_COVER_DAYS = 30;
/** The sales rate is the average over this many days of 'sale' movements (until forecasts exist). */
export const SALES_RATE_DAYS = 30;
