import { ORDER_PROBLEM_RULE_LABELS, type OrderProblem, type OrderTimelineEntry } from '@backoffice/shared';

/**
 * What an order's screen adds to the order (pure, unit-tested): its margin and its timeline.
 * Money here is in minor units.
 */

export interface MarginItem {
  sellerSku: string;
  quantity: number;
  currency: string | null;
  itemPrice: number | null;
  /** The SKU's cost of goods per unit, in `cogsCurrency`. */
  cogs: number | null;
  cogsCurrency: string | null;
  /** The marketplace's fees for the line (a cost), in `currency`; null until a settlement states them. */
  fees: number | null;
  /** Amazon's estimate of them (estimatedLineFees), which stands in until they are stated. */
  estimatedFees?: number | null;
}

/** A SKU's per-unit fee estimate in the order's marketplace (the fee preview report). */
export interface FeeEstimate {
  currency: string;
  feeTotal: number;
  referralFee: number | null;
  variableClosingFee: number | null;
}

/**
 * Amazon's estimate of a line's fees: its per-unit estimate × the units, for a priced line in the
 * estimate's currency. Amazon's fulfilment fee is in the total, so a line the seller fulfilled
 * (MFN) is charged the selling fees only (referral and variable closing). Null when there is no
 * estimate to give.
 */
export function estimatedLineFees(
  line: { quantity: number; currency: string | null; itemPrice: number | null },
  fulfillmentChannel: 'AFN' | 'MFN',
  estimate: FeeEstimate | null,
): number | null {
  if (!estimate || line.itemPrice === null || line.quantity <= 0 || line.currency !== estimate.currency)
    return null;
  if (fulfillmentChannel === 'AFN') return estimate.feeTotal * line.quantity;
  if (estimate.referralFee === null) return null;
  return (estimate.referralFee + (estimate.variableClosingFee ?? 0)) * line.quantity;
}

/** What came back after the sale: money refunded to the customer, and units returned. */
export interface OrderAfterSale {
  refunds: readonly { amount: number | null; currency: string | null }[];
  /** Returned units by seller SKU with Amazon's disposition (SELLABLE ones go back on sale). */
  returns: readonly { sellerSku: string; quantity: number; disposition: string | null }[];
}

const NOTHING_AFTER_SALE: OrderAfterSale = { refunds: [], returns: [] };

export interface OrderMargin {
  currency: string | null;
  revenue: number | null;
  /** Refunded to the customer, in the order's currency (0 when nothing was). */
  refunded: number;
  /** COGS of the units sold and not returned sellable. */
  cogs: number | null;
  /** The fees known so far, stated and estimated (null when no line's are known). */
  fees: number | null;
  /** The part of `fees` that is Amazon's estimate (null when none is). */
  estimatedFees: number | null;
  /** Lines whose fees are Amazon's estimate: a settlement has not stated them yet. */
  estimatedFeesSkus: string[];
  /** Price less refunds, less COGS of the units kept, less the fees known. */
  margin: number | null;
  /** Seller SKUs whose COGS is unknown, or in another currency than the order's. */
  unknownCogsSkus: string[];
  /** Priced lines whose fees neither a settlement nor an estimate states: the margin is before them. */
  unknownFeesSkus: string[];
}

/**
 * Price less what was refunded, less the COGS of the units the customer kept (a unit returned
 * sellable goes back on sale, so its cost is not lost), less the marketplace's fees where the
 * settlement report has stated them, or of Amazon's estimate until then (the answer says which
 * part is estimated, and which lines have neither). A refunded unit never returned costs its COGS
 * and the refund: that is the loss a dispute claims back. No currency is converted, so a COGS in another currency leaves the margin
 * unknown (and says which SKU).
 */
export function orderMargin(
  currency: string | null,
  items: readonly MarginItem[],
  afterSale: OrderAfterSale = NOTHING_AFTER_SALE,
): OrderMargin {
  const priced = items.filter((item) => item.itemPrice !== null);
  const revenue =
    currency && priced.length > 0 ? priced.reduce((total, item) => total + (item.itemPrice ?? 0), 0) : null;
  const refunded = afterSale.refunds
    .filter((refund) => refund.currency === currency)
    .reduce((total, refund) => total + (refund.amount ?? 0), 0);
  const restocked = new Map<string, number>();
  for (const unit of afterSale.returns)
    if (unit.disposition?.toUpperCase() === 'SELLABLE')
      restocked.set(unit.sellerSku, (restocked.get(unit.sellerSku) ?? 0) + unit.quantity);
  const unknownCogsSkus = items
    .filter((item) => item.quantity > 0 && (item.cogs === null || item.cogsCurrency !== currency))
    .map((item) => item.sellerSku);
  const cogs =
    currency && unknownCogsSkus.length === 0
      ? items.reduce((total, item) => {
          const back = Math.min(item.quantity, restocked.get(item.sellerSku) ?? 0);
          restocked.set(item.sellerSku, (restocked.get(item.sellerSku) ?? 0) - back);
          return total + (item.cogs ?? 0) * (item.quantity - back);
        }, 0)
      : null;
  const inCurrency = (item: MarginItem) => currency !== null && item.currency === currency;
  const charged = items.filter((item) => item.fees !== null && inCurrency(item));
  const estimated = items.filter(
    (item) => item.fees === null && (item.estimatedFees ?? null) !== null && inCurrency(item),
  );
  const sum = (lines: readonly MarginItem[], of: (item: MarginItem) => number) =>
    lines.length > 0 ? lines.reduce((total, item) => total + of(item), 0) : null;
  const estimatedFees = sum(estimated, (item) => item.estimatedFees ?? 0);
  const statedFees = sum(charged, (item) => item.fees ?? 0);
  const fees =
    statedFees === null && estimatedFees === null ? null : (statedFees ?? 0) + (estimatedFees ?? 0);
  const unknownFeesSkus = priced
    .filter(
      (item) =>
        item.quantity > 0 &&
        (item.currency !== currency || (item.fees === null && (item.estimatedFees ?? null) === null)),
    )
    .map((item) => item.sellerSku);
  return {
    currency,
    revenue,
    refunded,
    cogs,
    fees,
    estimatedFees,
    estimatedFeesSkus: estimated.map((item) => item.sellerSku),
    margin: revenue !== null && cogs !== null ? revenue - refunded - cogs - (fees ?? 0) : null,
    unknownCogsSkus,
    unknownFeesSkus,
  };
}

export interface TimelineFacts {
  purchaseDate: Date;
  salesChannelName: string | null;
  fulfillmentChannel: 'AFN' | 'MFN';
  units: number;
  shippedAt: Date | null;
  cancelledAt: Date | null;
  lastUpdatedAt: Date | null;
  status: string;
  problems: readonly OrderProblem[];
  problemsDetectedAt: Date | null;
  acknowledgedAt: Date | null;
  acknowledgedByName: string | null;
  note: string | null;
  refunds: readonly {
    sellerSku: string;
    quantity: number;
    date: Date;
    amount: string | null;
    currency: string | null;
  }[];
  returns: readonly {
    sellerSku: string;
    quantity: number;
    date: Date;
    disposition: string | null;
    reason: string | null;
  }[];
}

const units = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`;

/** What happened to the order, oldest first (same moment: in the order of its life). */
export function orderTimeline(facts: TimelineFacts): OrderTimelineEntry[] {
  const entries: (OrderTimelineEntry & { time: number })[] = [];
  const add = (at: Date | null, kind: OrderTimelineEntry['kind'], text: string) => {
    if (at) entries.push({ at: at.toISOString(), kind, text, time: at.getTime() });
  };
  add(
    facts.purchaseDate,
    'purchased',
    `Ordered${facts.salesChannelName ? ` on ${facts.salesChannelName}` : ''}: ${units(facts.units)}, ${facts.fulfillmentChannel === 'AFN' ? 'fulfilled by Amazon' : 'fulfilled by you'}.`,
  );
  add(facts.shippedAt, 'shipped', facts.fulfillmentChannel === 'AFN' ? 'Shipped by Amazon.' : 'Shipped.');
  add(facts.cancelledAt, 'cancelled', 'Cancelled.');
  for (const refund of facts.refunds)
    add(
      refund.date,
      'refunded',
      `Refunded ${units(refund.quantity)} of ${refund.sellerSku}${refund.amount && refund.currency ? ` (${refund.amount} ${refund.currency})` : ''}.`,
    );
  for (const item of facts.returns)
    add(
      item.date,
      'returned',
      `Returned ${units(item.quantity)} of ${item.sellerSku} to Amazon${item.disposition ? `, ${item.disposition.toLowerCase().replace(/_/g, ' ')}` : ''}${item.reason ? ` (${item.reason.toLowerCase().replace(/_/g, ' ')})` : ''}.`,
    );
  if (facts.problems.length > 0)
    add(
      facts.problemsDetectedAt,
      'problem_detected',
      `Problem found: ${facts.problems.map((problem) => ORDER_PROBLEM_RULE_LABELS[problem.rule]).join(', ')}.`,
    );
  add(
    facts.acknowledgedAt,
    'problem_acknowledged',
    `Acknowledged${facts.acknowledgedByName ? ` by ${facts.acknowledgedByName}` : ''}: ${facts.note ?? ''}`,
  );
  const stated = [facts.shippedAt, facts.cancelledAt].map((date) => date?.getTime());
  if (facts.lastUpdatedAt && !stated.includes(facts.lastUpdatedAt.getTime()))
    add(facts.lastUpdatedAt, 'updated', `Last updated by the marketplace: ${facts.status}.`);
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.time - b.entry.time || a.index - b.index)
    .map(({ entry: { time: _time, ...entry } }) => entry);
}
