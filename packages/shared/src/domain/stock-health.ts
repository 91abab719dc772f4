/**
 * Stock health per SKU (docs/domain/forecasting-and-planning.md): one status from the forecast and
 * the stock, with the thresholds written once for the server that computes it and the screens that
 * explain it. Days are counted from today.
 */
export const STOCK_STATUSES = [
  'out_of_stock',
  'reorder_now',
  'reorder_soon',
  'healthy',
  'overstocked',
] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export const STOCK_STATUS_LABELS: Record<StockStatus, string> = {
  out_of_stock: 'Out of stock',
  reorder_now: 'Reorder now',
  reorder_soon: 'Reorder soon',
  healthy: 'Healthy',
  overstocked: 'Overstocked',
};

/** Bootstrap variants, so every screen colours a status the same way. */
export const STOCK_STATUS_VARIANTS: Record<StockStatus, string> = {
  out_of_stock: 'danger',
  reorder_now: 'danger',
  reorder_soon: 'warning',
  healthy: 'success',
  overstocked: 'info',
};

/** A reorder date within this many days is "reorder soon". */
export const REORDER_SOON_DAYS = 14;
/**
 * Stock beyond what the lead time, the cover and this margin need is excess: the next order can
 * arrive and sell through its cover before these units are needed.
 */
export const OVERSTOCK_MARGIN_DAYS = 90;
/** Units in stock longer than this are aged (Amazon's aged-inventory surcharge starts at 181 days). */
export const AGED_AFTER_DAYS = 180;
/** Sell-through is units sold over this many days ÷ (sold + in stock now). */
export const SELL_THROUGH_DAYS = 30;

export interface StockStatusFacts {
  /** Units in the organisation's warehouses now. */
  stock: number;
  /** Days from today of the reorder date; null when none falls within the forecast. */
  reorderDay: number | null;
  excessUnits: number;
}

/** The first that holds: out of stock, reorder now (date today or past), reorder soon, overstocked, healthy. */
export function stockStatus({ stock, reorderDay, excessUnits }: StockStatusFacts): StockStatus {
  if (stock <= 0) return 'out_of_stock';
  if (reorderDay !== null && reorderDay <= 0) return 'reorder_now';
  if (reorderDay !== null && reorderDay <= REORDER_SOON_DAYS) return 'reorder_soon';
  if (excessUnits > 0) return 'overstocked';
  return 'healthy';
}

/**
 * Units beyond the demand over lead time + cover + the margin (a SKU that sells nothing has only
 * excess), counting what is on its way.
 */
export function excessUnits({
  stock,
  inbound,
  demand,
  leadDays,
  coverDays,
}: {
  stock: number;
  inbound: number;
  /** Daily demand from today on. */
  demand: ArrayLike<number>;
  leadDays: number;
  coverDays: number;
}): number {
  const days = Math.min(demand.length, leadDays + coverDays + OVERSTOCK_MARGIN_DAYS);
  let needed = 0;
  for (let day = 0; day < days; day++) needed += demand[day] as number;
  return Math.max(0, Math.floor(Math.max(0, stock) + Math.max(0, inbound) - needed));
}

/** FIFO: the stock not explained by receipts within AGED_AFTER_DAYS is older than that. */
export function agedUnits({ stock, receivedRecently }: { stock: number; receivedRecently: number }): number {
  return Math.max(0, Math.max(0, stock) - Math.max(0, receivedRecently));
}

/**
 * What a SKU's aged or excess units at Amazon cost to store a month: the larger of the two (they
 * overlap: aged units are often the excess ones), at most the units in its FBA warehouses (excess
 * counts units on their way, and units in the seller's own warehouses cost no FBA storage), at the
 * SKU's fee per unit in the latest month of Amazon's storage fees report (that month's fee ÷ its
 * daily average units on hand). `monthFee` in minor units, fractions allowed (Amazon states the
 * fee to more places); the amount is rounded to minor units. Null when the month held no units.
 */
export function storageAtRisk({
  agedUnits,
  excessUnits,
  unitsAtAmazon,
  monthFee,
  averageUnits,
}: {
  agedUnits: number;
  excessUnits: number;
  unitsAtAmazon: number;
  monthFee: number;
  averageUnits: number;
}): { units: number; amount: number } | null {
  if (!(averageUnits > 0)) return null;
  const units = Math.min(Math.max(0, agedUnits, excessUnits), Math.max(0, unitsAtAmazon));
  return { units, amount: Math.round((units * monthFee) / averageUnits) };
}

/** Sold ÷ (sold + stock) over SELL_THROUGH_DAYS, 0 … 1; null when there was nothing to sell. */
export function sellThrough({ sold, stock }: { sold: number; stock: number }): number | null {
  const total = Math.max(0, sold) + Math.max(0, stock);
  return total > 0 ? Math.max(0, sold) / total : null;
}
