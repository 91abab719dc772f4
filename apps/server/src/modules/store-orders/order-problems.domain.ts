import { type OrderProblem, type OrderProblemRule, RETURN_WINDOW_DAYS } from '@backoffice/shared';

/**
 * Problem-order rules (docs/domain/store-order-problems.md, issue 11): plain functions over what
 * is known of one order, so each is tested on hand-made cases and the scan
 * (order-problems.usecase.ts) only loads facts and stores answers. A rule answers one problem
 * (naming every SKU it concerns) or nothing.
 */

/** Bump when a rule changes what it finds: the next scan then looks at every order again. */
export const ORDER_PROBLEM_RULES_VERSION = 1;

/**
 * Amazon's default handling time for seller-fulfilled orders, in business days: the all-orders
 * report carries no latest ship date, so it is purchase date plus this (end of that day, UTC).
 */
export const DEFAULT_HANDLING_BUSINESS_DAYS = 2;

const DAY_MS = 86_400_000;

export interface OrderItemFacts {
  sellerSku: string;
  itemStatus: string | null;
  quantity: number;
  /** The SKU is mapped to a product. */
  mapped: boolean;
  hasCogs: boolean;
  /** Hidden SKUs are ones the seller chose to ignore: no mapping or COGS problems for them. */
  hidden: boolean;
}

export interface OrderUnitsEvent {
  sellerSku: string;
  quantity: number;
  date: Date;
}

export interface OrderFacts {
  orderId: string;
  status: string;
  fulfillmentChannel: 'AFN' | 'MFN';
  purchaseDate: Date;
  shippedAt: Date | null;
  items: readonly OrderItemFacts[];
  refunds: readonly OrderUnitsEvent[];
  /** Customer returns the marketplace received for this order. */
  returns: readonly OrderUnitsEvent[];
  /** Names of the organisation's other report sources that also have this order id. */
  alsoFrom: readonly string[];
}

type Rule = (order: OrderFacts, now: Date) => string | null;

const listOf = (values: readonly string[]) => {
  const unique = [...new Set(values)];
  return unique.length <= 3
    ? unique.join(', ')
    : `${unique.slice(0, 3).join(', ')} and ${unique.length - 3} more`;
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

const day = (date: Date) => date.toISOString().slice(0, 10);

const is = (status: string | null, ...values: string[]) =>
  status !== null && values.some((value) => value.toLowerCase() === status.toLowerCase());

function unmappedSku(order: OrderFacts): string | null {
  const skus = order.items.filter((item) => !item.hidden && !item.mapped).map((item) => item.sellerSku);
  if (skus.length === 0) return null;
  return `${skus.length === 1 ? 'SKU' : 'SKUs'} ${listOf(skus)} ${skus.length === 1 ? 'is' : 'are'} not mapped to a product: stock and forecasts miss these units.`;
}

function missingCogs(order: OrderFacts): string | null {
  const skus = order.items.filter((item) => !item.hidden && !item.hasCogs).map((item) => item.sellerSku);
  if (skus.length === 0) return null;
  return `${skus.length === 1 ? 'SKU' : 'SKUs'} ${listOf(skus)} ${skus.length === 1 ? 'has' : 'have'} no COGS: the order's margin is unknown.`;
}

function cancelledAfterShipment(order: OrderFacts): string | null {
  if (!is(order.status, 'Cancelled')) return null;
  if (order.shippedAt) return `Cancelled after it shipped on ${day(order.shippedAt)}.`;
  const shipped = order.items.filter((item) => is(item.itemStatus, 'Shipped'));
  if (shipped.length === 0) return null;
  return `Cancelled although ${listOf(shipped.map((item) => item.sellerSku))} shipped.`;
}

/**
 * FBA only: Amazon refunds when the customer starts a return and expects the item back within
 * 45 days. A refund older than that, whose units have not all come back (returns received at
 * most 45 days after it), is money to claim back.
 */
function refundWithoutReturn(order: OrderFacts, now: Date): string | null {
  if (order.fulfillmentChannel !== 'AFN') return null;
  const windowMs = RETURN_WINDOW_DAYS * DAY_MS;
  const missing: string[] = [];
  let missingUnits = 0;
  for (const sellerSku of new Set(order.refunds.map((refund) => refund.sellerSku))) {
    const due = order.refunds.filter(
      (refund) => refund.sellerSku === sellerSku && now.getTime() - refund.date.getTime() > windowMs,
    );
    if (due.length === 0) continue;
    const lastDue = Math.max(...due.map((refund) => refund.date.getTime()));
    const refunded = due.reduce((total, refund) => total + refund.quantity, 0);
    // A return often arrives before the refund is booked: every return up to the window's end counts.
    const returned = order.returns
      .filter((item) => item.sellerSku === sellerSku && item.date.getTime() <= lastDue + windowMs)
      .reduce((total, item) => total + item.quantity, 0);
    if (refunded > returned) {
      missing.push(sellerSku);
      missingUnits += refunded - returned;
    }
  }
  if (missing.length === 0) return null;
  return `Refunded ${plural(missingUnits, 'unit')} of ${listOf(missing)} more than ${RETURN_WINDOW_DAYS} days ago and no return has been received for ${missingUnits === 1 ? 'it' : 'them'}.`;
}

/** The end (UTC) of the day `businessDays` working days after `from`. */
export function latestShipDate(from: Date, businessDays = DEFAULT_HANDLING_BUSINESS_DAYS): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = businessDays;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(date.getTime() + DAY_MS - 1);
}

function lateShipment(order: OrderFacts, now: Date): string | null {
  if (order.fulfillmentChannel !== 'MFN' || !is(order.status, 'Unshipped', 'PartiallyShipped')) return null;
  const due = latestShipDate(order.purchaseDate);
  if (now.getTime() <= due.getTime()) return null;
  return `Not shipped by its latest ship date, ${day(due)} (${DEFAULT_HANDLING_BUSINESS_DAYS} business days after purchase).`;
}

function duplicateOrder(order: OrderFacts): string | null {
  if (order.alsoFrom.length === 0) return null;
  return `The same order id also came from ${listOf(order.alsoFrom)}: its units may be counted twice.`;
}

const RULES: Record<OrderProblemRule, Rule> = {
  unmapped_sku: unmappedSku,
  missing_cogs: missingCogs,
  cancelled_after_shipment: cancelledAfterShipment,
  refund_without_return: refundWithoutReturn,
  late_shipment: lateShipment,
  duplicate_order: duplicateOrder,
};

/** Every problem the rules find on the order, in the rules' order. */
export function detectOrderProblems(order: OrderFacts, now: Date): OrderProblem[] {
  const problems: OrderProblem[] = [];
  for (const [rule, check] of Object.entries(RULES) as [OrderProblemRule, Rule][]) {
    const message = check(order, now);
    if (message) problems.push({ rule, message });
  }
  return problems;
}

/**
 * An acknowledgement covers the rules the user saw: it stays while the order's problems are
 * among them (some may have gone), and lapses when a rule it did not cover appears.
 */
export function acknowledgementHolds(
  acknowledgedRules: readonly string[] | null,
  problems: readonly OrderProblem[],
): boolean {
  if (!acknowledgedRules) return false;
  return problems.every((problem) => acknowledgedRules.includes(problem.rule));
}
