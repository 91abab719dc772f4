/**
 * The reorder-point policy the service-level bench simulates, one day at a time: demand is served
 * from stock (what finds none is lost), the orders due that day land, then the inventory position
 * (stock + on order) is reviewed and, at or below the reorder point, an order brings it up to the
 * order-up-to level. Plain arithmetic on the state it is given, unit-tested by hand.
 */
export interface OpenOrder {
  /** Day index the order was placed (at the end of that day's review). */
  placed: number;
  /** Day index it lands, after that day's sales: its lead time is `arrives − placed` days of demand. */
  arrives: number;
  quantity: number;
}

export interface PolicyState {
  stock: number;
  open: OpenOrder[];
}

export interface PolicyDay {
  day: number;
  demand: number;
  reorderPoint: number;
  orderUpTo: number;
  /** Lead time in whole days (at least 1) for an order placed today. */
  leadDays: number;
}

export interface DayOutcome {
  served: number;
  lost: number;
  /** Units ordered today (0 when the position was above the reorder point). */
  ordered: number;
  /** Stock at the end of the day, after arrivals. */
  stock: number;
}

export function onOrder(state: PolicyState): number {
  let units = 0;
  for (const order of state.open) units += order.quantity;
  return units;
}

/** One day of the policy; changes `state` (stock and open orders) and says what happened. */
export function policyDay(state: PolicyState, today: PolicyDay): DayOutcome {
  const served = Math.min(today.demand, state.stock);
  state.stock -= served;
  for (let i = state.open.length - 1; i >= 0; i--) {
    const order = state.open[i] as OpenOrder;
    if (order.arrives > today.day) continue;
    state.stock += order.quantity;
    state.open.splice(i, 1);
  }
  const position = state.stock + onOrder(state);
  let ordered = 0;
  if (position <= today.reorderPoint) {
    ordered = Math.max(0, Math.ceil(Math.round((today.orderUpTo - position) * 1e6) / 1e6));
    if (ordered > 0)
      state.open.push({
        placed: today.day,
        arrives: today.day + Math.max(1, today.leadDays),
        quantity: ordered,
      });
  }
  return { served, lost: today.demand - served, ordered, stock: state.stock };
}

/**
 * The cycle service level reached: of the replenishment cycles that ended from `fromDay` to
 * `lastDay` (the days after one delivery up to and including the day the next lands; orders
 * landing the same day are one delivery), the share that lost no demand. At a reorder point set
 * on the inventory position, stock is lowest just before a delivery, so a cycle runs out exactly
 * when the demand over the lead time of the order that ends it passed the reorder point: the
 * chance the target stands for. Null without such a cycle.
 */
export function cycleServiceLevel(
  orders: readonly OpenOrder[],
  lostOn: ArrayLike<number>,
  fromDay: number,
  lastDay: number,
): { cycles: number; stockedOut: number; level: number | null } {
  const deliveries = [...new Set(orders.map((order) => order.arrives))].sort((a, b) => a - b);
  let cycles = 0;
  let stockedOut = 0;
  for (let i = 1; i < deliveries.length; i++) {
    const end = deliveries[i] as number;
    if (end < fromDay || end > lastDay) continue;
    cycles++;
    for (let day = (deliveries[i - 1] as number) + 1; day <= end; day++) {
      if ((lostOn[day] as number) > 0) {
        stockedOut++;
        break;
      }
    }
  }
  return { cycles, stockedOut, level: cycles ? (cycles - stockedOut) / cycles : null };
}

/** z of a normal's 90th percentile: the p10 and p90 lie 1.2816 σ either side of the median. */
const Z90 = 1.2816;

/** p10 and p90 of a log-normal lead time with this median and σ of its logarithm. */
export function leadTimePercentiles(median: number, sigmaLog: number): { p10: number; p90: number } {
  return { p10: median * Math.exp(-Z90 * sigmaLog), p90: median * Math.exp(Z90 * sigmaLog) };
}

/** A log-normal lead time in whole days (at least 1), from a standard normal draw. */
export function drawLeadDays(median: number, sigmaLog: number, normal: number): number {
  return Math.max(1, Math.round(median * Math.exp(sigmaLog * normal)));
}
