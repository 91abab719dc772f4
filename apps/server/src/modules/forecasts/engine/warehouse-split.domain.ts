import { type Arrival, planReplenishment } from './replenishment.domain.ts';

/**
 * A SKU's forecast split over its warehouses: each one's share of the demand, the day each runs
 * out, and how many units to send from the seller's own warehouses into each fulfilment centre.
 * Days are indexes from today (0 = today). Pure arithmetic, unit-tested on hand-computed cases.
 */
export interface WarehouseFacts {
  warehouseId: number;
  /** A marketplace's fulfilment centre (Amazon FBA); the others are the seller's own warehouses. */
  isFulfillmentCenter: boolean;
  /** Units there now; below zero counts as none. */
  stock: number;
  /** Units sold from there over the share window (WAREHOUSE_SHARE_DAYS). */
  sold: number;
  /** Units on live transfers into the warehouse, on the day each should arrive. */
  arrivals: readonly Arrival[];
}

export interface WarehouseSplitInput {
  /** The SKU's demand per day from today on (the forecast, overrides applied). */
  demand: ArrayLike<number>;
  warehouses: readonly WarehouseFacts[];
  /** Days from an own warehouse to a fulfilment centre. */
  transitDays: number;
  /** Days of demand a fulfilment centre should hold once the transfer has arrived. */
  coverDays: number;
}

export interface WarehousePlan {
  warehouseId: number;
  /** Its units sold ÷ the SKU's units sold over the window; 0 where it sold nothing. */
  share: number;
  /** First day its stock (and transfers into it) cannot meet share × demand; null when it lasts. */
  outOfStockDay: number | null;
  /** Fulfilment centres: share × demand over transit + cover, less its stock and inbound. 0 elsewhere. */
  shortfall: number;
  /** The shortfall as far as the own warehouses' units go (largest shortfall first); 0 elsewhere. */
  recommendedTransferQuantity: number;
}

/** Whole units, rounded up, after rounding to 6 decimals (so 0.1 × 30 days does not become 4). */
const unitsUp = (value: number) => Math.ceil(Math.round(value * 1e6) / 1e6);

export function splitOverWarehouses(input: WarehouseSplitInput): WarehousePlan[] {
  const horizon = input.demand.length;
  let totalSold = 0;
  for (const warehouse of input.warehouses) totalSold += Math.max(0, warehouse.sold);
  const window = Math.min(horizon, Math.max(0, input.transitDays) + Math.max(0, input.coverDays));
  let windowDemand = 0;
  for (let day = 0; day < window; day++) windowDemand += input.demand[day] as number;

  const plans = input.warehouses.map((warehouse): WarehousePlan => {
    const share = totalSold > 0 ? Math.max(0, warehouse.sold) / totalSold : 0;
    const stock = Math.max(0, warehouse.stock);
    let outOfStockDay: number | null = null;
    if (share > 0) {
      const demand = new Float64Array(horizon);
      for (let day = 0; day < horizon; day++) demand[day] = share * (input.demand[day] as number);
      outOfStockDay = planReplenishment({
        demand,
        stock,
        arrivals: warehouse.arrivals,
        minStock: 0,
        leadDays: 0,
        coverDays: 0,
        casePack: null,
      }).outOfStockDay;
    }
    let shortfall = 0;
    if (warehouse.isFulfillmentCenter && share > 0) {
      let inbound = 0;
      for (const arrival of warehouse.arrivals) inbound += Math.max(0, arrival.quantity);
      shortfall = Math.max(0, unitsUp(share * windowDemand) - (stock + inbound));
    }
    return {
      warehouseId: warehouse.warehouseId,
      share,
      outOfStockDay,
      shortfall,
      recommendedTransferQuantity: 0,
    };
  });

  // The own warehouses' units go to the largest shortfalls first (ties: lower warehouse id).
  let available = 0;
  for (const warehouse of input.warehouses)
    if (!warehouse.isFulfillmentCenter) available += Math.max(0, warehouse.stock);
  const neediest = plans
    .filter((plan) => plan.shortfall > 0)
    .sort((a, b) => b.shortfall - a.shortfall || a.warehouseId - b.warehouseId);
  for (const plan of neediest) {
    plan.recommendedTransferQuantity = Math.min(plan.shortfall, available);
    available -= plan.recommendedTransferQuantity;
  }
  return plans;
}
