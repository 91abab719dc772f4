/**
 * Replenishment from a forecast: the stock each day if nothing new is ordered, the day it runs out,
 * the last day to order so the order lands before stock falls below the minimum, and how much to
 * order. Days are indexes from today (0 = today). Pure arithmetic, unit-tested on hand-computed cases.
 */
export interface Arrival {
  /** Days from today the units arrive (0 = today; a late arrival in the past counts as today). */
  day: number;
  quantity: number;
}

export interface ReplenishmentInput {
  /** Units expected per day from today on (the forecast, overrides applied). */
  demand: ArrayLike<number>;
  /** Units in the organisation's warehouses now. */
  stock: number;
  /** Inbound transfers and open purchase orders, on the day each is expected. */
  arrivals: readonly Arrival[];
  /** The product's min_stock: units the order must keep on hand (safety stock). */
  minStock: number;
  /** Production lead + shipping + buffer days: from ordering to the goods on hand. */
  leadDays: number;
  /** Days of demand an order covers after it arrives. */
  coverDays: number;
  /** Units per case; null or 1 orders single units. */
  casePack: number | null;
}

export interface Replenishment {
  /** Stock at the end of each day, never below zero (demand that finds no stock is lost). */
  projected: Float64Array;
  /** Demand each day that found no stock. */
  lost: Float64Array;
  /** First day the stock cannot meet that day's demand; null when it lasts the whole horizon. */
  outOfStockDay: number | null;
  /** First day the stock falls below the minimum (or runs out, with no minimum). */
  belowMinimumDay: number | null;
  /**
   * The last day to order so that it lands before the stock falls below the minimum (see
   * `reorderDayOf`); negative means the order is already late by that many days.
   */
  reorderDay: number | null;
  /** For an order placed on max(today, reorderDay); 0 when no order is due within the horizon. */
  recommendedOrderQuantity: number;
}

const EPSILON = 1e-9;

function arrivalsPerDay(arrivals: readonly Arrival[], horizon: number): Float64Array {
  const perDay = new Float64Array(horizon);
  for (const arrival of arrivals) {
    if (arrival.quantity <= 0) continue;
    const day = Math.max(0, arrival.day);
    if (day < horizon) perDay[day] = (perDay[day] as number) + arrival.quantity;
  }
  return perDay;
}

export function planReplenishment(input: ReplenishmentInput): Replenishment {
  const horizon = input.demand.length;
  const incoming = arrivalsPerDay(input.arrivals, horizon);
  const projected = new Float64Array(horizon);
  const lost = new Float64Array(horizon);
  let stock = Math.max(0, input.stock);
  let outOfStockDay: number | null = null;
  let belowMinimumDay: number | null = null;
  const below = new Uint8Array(horizon);
  for (let day = 0; day < horizon; day++) {
    stock += incoming[day] as number;
    const demand = input.demand[day] as number;
    if (outOfStockDay === null && stock - demand <= EPSILON && demand > 0) outOfStockDay = day;
    lost[day] = Math.max(0, demand - stock);
    stock = Math.max(0, stock - demand);
    projected[day] = stock;
    // Below the minimum, or (with none) empty on a day someone wants the item.
    if (stock < input.minStock || (stock <= EPSILON && demand > 0)) {
      below[day] = 1;
      belowMinimumDay ??= day;
    }
  }
  const reorderDay = reorderDayOf(below, input.leadDays);
  return {
    projected,
    lost,
    outOfStockDay,
    belowMinimumDay,
    reorderDay,
    recommendedOrderQuantity:
      reorderDay === null ? 0 : orderQuantity(input, projected, incoming, Math.max(0, reorderDay)),
  };
}

/**
 * The last day to order, from the days the projected stock is short (below the minimum, or empty
 * when someone wants the item). An order placed today lands on day `leadDays`. A shortfall that
 * starts before then and is over by then (an order already on its way refills the stock) is not
 * one a new order could mend, so it does not date the next order: that is due a lead time before
 * the first day short from the landing day on. A shortfall still running on the landing day dates
 * from its own first day: the order is late by the days between.
 */
export function reorderDayOf(below: ArrayLike<number>, leadDays: number): number | null {
  const horizon = below.length;
  if (horizon === 0) return null;
  const landing = Math.min(leadDays, horizon - 1);
  let first = -1;
  for (let day = landing; day < horizon && first < 0; day++) if (below[day]) first = day;
  if (first < 0) return null;
  if (first === landing) while (first > 0 && below[first - 1]) first -= 1;
  return first - leadDays;
}

/**
 * What an order placed on `orderDay` must bring: the demand over the cover period after it lands,
 * plus the minimum stock, less the stock projected at its arrival and what else arrives during the
 * cover. Whole units, rounded up to whole cases.
 */
function orderQuantity(
  input: ReplenishmentInput,
  projected: Float64Array,
  incoming: Float64Array,
  orderDay: number,
): number {
  const horizon = projected.length;
  const arrival = orderDay + input.leadDays;
  if (arrival >= horizon) return 0;
  const onHand = arrival === 0 ? Math.max(0, input.stock) : (projected[arrival - 1] as number);
  let needed = input.minStock - onHand;
  const end = Math.min(horizon, arrival + input.coverDays);
  for (let day = arrival; day < end; day++)
    needed += (input.demand[day] as number) - (incoming[day] as number);
  // Rounded to 6 decimals first, so 0.1 × 30 days does not become 4 units.
  const units = Math.max(0, Math.ceil(Math.round(needed * 1e6) / 1e6));
  const pack = input.casePack && input.casePack > 1 ? input.casePack : 1;
  return Math.ceil(units / pack) * pack;
}
