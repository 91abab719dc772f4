import type { DailySeries } from './series.domain.ts';

/**
 * One SKU's daily facts as the ledger and the orders give them, turned into the demand series the
 * models read. Days are UTC day numbers of the organisation's calendar days.
 */
export interface SkuDayFacts {
  day: number;
  warehouseId: number;
  /** Net change of stock that day in that warehouse (every movement, signed). */
  net: number;
  /** Units the ledger records as sold that day there (customer shipments, positive). */
  sold: number;
  /** Units received from suppliers that day there (receipts, positive); ages the stock. */
  received?: number;
}

export interface DemandHistoryInput {
  /** First and last day (inclusive) of the history window. */
  firstDay: number;
  lastDay: number;
  /** Stock per warehouse at the start of `firstDay` (every movement before it). */
  opening: ReadonlyMap<number, number>;
  facts: readonly SkuDayFacts[];
  /** Units ordered per day in store orders (not cancelled), from the SKU's first order on. */
  orderedUnits?: ReadonlyMap<number, number>;
  /** From this day on the orders are the demand; before it, the ledger's sales. */
  firstOrderDay?: number | null;
}

export interface DemandHistory {
  /** Units wanted per day from the SKU's first day on sale; NaN on days it was out of stock. */
  series: DailySeries;
  /** Units sold per day (as recorded, also on days out of stock), aligned with `series`. */
  sold: Float64Array;
  inStock: Uint8Array;
}

/**
 * Orders missing for this long while the ledger shipped the SKU mean the orders before were not
 * all of them: a stray older order (a refund, a return, one order imported by hand), not a sync.
 */
export const ORDER_GAP_DAYS = 28;

/**
 * The day from which the store orders are the SKU's demand: its first order day, unless a gap of
 * more than ORDER_GAP_DAYS between two order days saw the ledger ship it, in which case the orders
 * start after the latest such gap. On the demo one order 70 days back and the last 14 days of
 * orders made 56 days of sales read as no demand, and the SKU's bands 0 to 878 around 26 a day. A
 * slow seller's long gaps without ledger sales either are real and keep its older orders.
 */
export function firstCoveredOrderDay(
  orderDays: Iterable<number>,
  facts: readonly Pick<SkuDayFacts, 'day' | 'sold'>[],
): number | null {
  const days = [...orderDays].sort((a, b) => a - b);
  if (!days.length) return null;
  const shipped = new Set(facts.filter((fact) => fact.sold > 0).map((fact) => fact.day));
  const shippedWithin = (from: number, to: number) => {
    for (let day = from + 1; day < to; day++) if (shipped.has(day)) return true;
    return false;
  };
  let first = days[days.length - 1] as number;
  for (let index = days.length - 2; index >= 0; index--) {
    const before = days[index] as number;
    if (first - before > ORDER_GAP_DAYS && shippedWithin(before, first)) break;
    first = before;
  }
  return first;
}

/**
 * Demand per day with days out of stock treated as missing, not as zero demand: a day is out of
 * stock when the SKU's selling warehouses (those with sales in the window) held nothing at its
 * start or at its end, so that day's sales were capped by stock. When the ledger never received
 * the SKU (only sales are known, e.g. orders without inventory reports) stock is unknown and every
 * day from its first sale counts. The series starts on the first day the SKU was in stock or sold;
 * a SKU with neither has no history.
 */
export function demandHistory(input: DemandHistoryInput): DemandHistory {
  const { firstDay, lastDay } = input;
  const days = Math.max(0, lastDay - firstDay + 1);
  const sold = new Float64Array(days);
  const netSelling = new Float64Array(days);
  const selling = new Set<number>();
  let everReceived = false;
  for (const fact of input.facts) {
    if (fact.sold > 0) selling.add(fact.warehouseId);
    if (fact.net > fact.sold * -1) everReceived = true;
  }
  for (const [, quantity] of input.opening) if (quantity > 0) everReceived = true;
  for (const fact of input.facts) {
    const index = fact.day - firstDay;
    if (index < 0 || index >= days) continue;
    sold[index] = (sold[index] as number) + fact.sold;
    if (selling.has(fact.warehouseId)) netSelling[index] = (netSelling[index] as number) + fact.net;
  }
  const firstOrderIndex =
    input.firstOrderDay === null || input.firstOrderDay === undefined ? days : input.firstOrderDay - firstDay;
  for (let index = Math.max(0, firstOrderIndex); index < days; index++) {
    sold[index] = input.orderedUnits?.get(firstDay + index) ?? 0;
  }

  let stock = 0;
  for (const warehouse of selling) stock += input.opening.get(warehouse) ?? 0;
  const inStock = new Uint8Array(days);
  const knowsStock = everReceived && selling.size > 0;
  let start = -1;
  for (let index = 0; index < days; index++) {
    const before = stock;
    stock += netSelling[index] as number;
    const stocked = !knowsStock || (before > 0 && stock > 0);
    inStock[index] = stocked ? 1 : 0;
    if (start < 0 && ((knowsStock && stocked) || (sold[index] as number) > 0)) start = index;
  }
  if (start < 0) start = days;
  const values = new Float64Array(days - start);
  for (let index = start; index < days; index++) {
    values[index - start] = inStock[index] ? (sold[index] as number) : Number.NaN;
  }
  return {
    series: { firstDay: firstDay + start, values },
    sold: sold.subarray(start),
    inStock: inStock.subarray(start),
  };
}
