import { ANY_REGION, excessUnits, type StockStatus, stockStatus } from '@backoffice/shared';
import { type Arrival, planReplenishment } from './replenishment.domain.ts';
import {
  boundedDemandSigma,
  demandSigmaOverDays,
  safetyStock,
  serviceLevelReached,
} from './safety-stock.domain.ts';

/**
 * A SKU's plan per region of sale (packages/shared sales-regions): the SKU's forecast split
 * top-down by where it sells, and against it only the stock, transfers and purchase orders of the
 * warehouses that serve that region. Demand, stock and orders of two regions are never added
 * together. A warehouse that serves several regions (a 3PL feeding the UK and the EU) lends its
 * units to each in proportion to their demand, and the plan says so. Days are indexes from today.
 * Pure arithmetic, unit-tested on hand-computed cases.
 */
export interface RegionWarehouse {
  warehouseId: number;
  /** The regions it serves (from its countries); none: it serves every region the SKU sells in. */
  regions: readonly string[];
  stock: number;
  /** Live transfers into it. */
  transfers: readonly Arrival[];
  /** Open purchase orders into it. */
  purchaseOrders: readonly Arrival[];
}

export interface RegionDemand {
  region: string;
  /** Its part of the SKU's demand (the shares add up to 1). */
  share: number;
}

export interface RegionLead {
  /** Days from ordering to the goods on hand in the region (production, shipping, buffer). */
  leadDays: number;
  /** σ of those days (learned spread); 0 when only typed values are known. */
  leadSigmaDays: number;
}

export interface RegionPlanInput {
  demand: ArrayLike<number>;
  lo80: ArrayLike<number>;
  hi80: ArrayLike<number>;
  regions: readonly RegionDemand[];
  warehouses: readonly RegionWarehouse[];
  leadOf: (region: string) => RegionLead;
  /** The product's minimum stock, split over the regions by share. */
  minStock: number;
  coverDays: number;
  casePack: number | null;
  /** The service level's z (packages/shared serviceLevelZ). */
  z: number;
}

export interface RegionPlan {
  region: string;
  share: number;
  /** Mean units a day over the first 30 days of its demand. */
  dailyDemand: number;
  stock: number;
  inTransit: number;
  onOrder: number;
  leadDays: number;
  safetyStock: number;
  outOfStockDay: number | null;
  reorderDay: number | null;
  recommendedOrderQuantity: number;
  /** The chance stock, transfers and orders cover the demand until an order placed today lands. */
  serviceLevel: number | null;
  status: StockStatus;
  /** Days the reorder date has passed (0 when it has not). */
  lateDays: number;
  /** Units an order placed today still saves from being lost, against ordering a week later (lostInWeekAfter). */
  unitsSavedByOrderingToday: number;
  /** Warehouses whose units it shares with other regions. */
  sharedWarehouseIds: number[];
}

const DAILY_DEMAND_DAYS = 30;
/** What "ordering today still saves" compares with: the same order placed this many days later. */
export const ORDER_DELAY_COMPARED_DAYS = 7;

/**
 * The regions a SKU plans in: those it sells in (share > 0), and those of warehouses that hold,
 * expect or have ordered its units while serving no region it sells in. Demand whose region is unknown (channels that are no
 * marketplace's) is spread over the known ones; a SKU with no region at all plans as ANY_REGION.
 */
export function regionsToPlan(
  shares: ReadonlyMap<string | null, number>,
  warehouses: readonly RegionWarehouse[],
): RegionDemand[] {
  const known = [...shares].filter((entry): entry is [string, number] => entry[0] !== null && entry[1] > 0);
  const knownTotal = known.reduce((sum, [, value]) => sum + value, 0);
  const regions = new Map<string, number>(
    known.map(([region, value]) => [region, value / (knownTotal || 1)]),
  );
  for (const warehouse of warehouses) {
    const holds =
      warehouse.stock > 0 ||
      warehouse.transfers.some((arrival) => arrival.quantity > 0) ||
      warehouse.purchaseOrders.some((arrival) => arrival.quantity > 0);
    // Units in a warehouse none of whose regions sells the SKU still need a plan (they may be
    // overstock); a warehouse that also serves a region with demand lends them there instead.
    if (holds && !warehouse.regions.some((region) => regions.has(region)))
      for (const region of warehouse.regions) regions.set(region, 0);
  }
  if (!regions.size) return [{ region: ANY_REGION, share: 1 }];
  return [...regions]
    .map(([region, share]) => ({ region, share }))
    .sort((a, b) => a.region.localeCompare(b.region));
}

/**
 * How much of a warehouse's units each region may count on: all of it for a warehouse of one
 * region, else split by the regions' shares of demand (equally when none of them sells).
 */
export function warehouseWeights(
  warehouse: RegionWarehouse,
  regions: readonly RegionDemand[],
): Map<string, number> {
  const served = regions.filter(
    (each) =>
      each.region === ANY_REGION || !warehouse.regions.length || warehouse.regions.includes(each.region),
  );
  const total = served.reduce((sum, each) => sum + each.share, 0);
  return new Map(served.map((each) => [each.region, total > 0 ? each.share / total : 1 / served.length]));
}

const scaled = (arrivals: readonly Arrival[], weight: number): Arrival[] =>
  arrivals.map((arrival) => ({ day: arrival.day, quantity: arrival.quantity * weight }));
const units = (arrivals: readonly Arrival[]) =>
  arrivals.reduce((sum, each) => sum + Math.max(0, each.quantity), 0);
const whole = (value: number) => Math.round(value);

export function planRegions(input: RegionPlanInput): RegionPlan[] {
  const horizon = input.demand.length;
  const regions = input.regions;
  const weights = input.warehouses.map((warehouse) => warehouseWeights(warehouse, regions));
  return regions.map(({ region, share }) => {
    let stock = 0;
    const transfers: Arrival[] = [];
    const orders: Arrival[] = [];
    const sharedWarehouseIds: number[] = [];
    input.warehouses.forEach((warehouse, index) => {
      const weight = weights[index]?.get(region) ?? 0;
      if (weight <= 0) return;
      if (weight < 1) sharedWarehouseIds.push(warehouse.warehouseId);
      stock += Math.max(0, warehouse.stock) * weight;
      transfers.push(...scaled(warehouse.transfers, weight));
      orders.push(...scaled(warehouse.purchaseOrders, weight));
    });
    const demand = new Float64Array(horizon);
    for (let day = 0; day < horizon; day++) demand[day] = share * (input.demand[day] as number);
    const { leadDays, leadSigmaDays } = input.leadOf(region);
    let demandOverLead = 0;
    for (let day = 0; day < Math.min(leadDays, horizon); day++) demandOverLead += demand[day] as number;
    const spread = {
      demandSigma: boundedDemandSigma(
        demandSigmaOverDays(input.lo80, input.hi80, leadDays, share),
        demandOverLead,
      ),
      dailyDemand: leadDays > 0 ? demandOverLead / leadDays : 0,
      leadSigmaDays,
    };
    const safety = safetyStock({ ...spread, z: input.z });
    const minimum = Math.max(safety, Math.ceil(Math.max(0, input.minStock) * share));
    const arrivals = [...transfers, ...orders];
    const plan = planReplenishment({
      demand,
      stock,
      arrivals,
      minStock: minimum,
      leadDays,
      coverDays: input.coverDays,
      casePack: input.casePack,
    });
    const inbound = units(arrivals);
    // Counted above the safety stock (its days of demand), not into it.
    const excess = excessUnits({
      stock,
      inbound,
      demand,
      leadDays: leadDays + minimumDays(minimum, spread),
      coverDays: input.coverDays,
    });
    let demandSum = 0;
    const days = Math.min(DAILY_DEMAND_DAYS, horizon);
    for (let day = 0; day < days; day++) demandSum += demand[day] as number;
    const lateDays = plan.reorderDay !== null && plan.reorderDay < 0 ? -plan.reorderDay : 0;
    return {
      region,
      share,
      dailyDemand: days ? demandSum / days : 0,
      stock: whole(stock),
      inTransit: whole(units(transfers)),
      onOrder: whole(units(orders)),
      leadDays,
      safetyStock: minimum,
      outOfStockDay: plan.outOfStockDay,
      reorderDay: plan.reorderDay,
      recommendedOrderQuantity: plan.recommendedOrderQuantity,
      serviceLevel: serviceLevelReached({
        position: stock + inbound,
        expectedDemand: demandOverLead,
        sigma: Math.sqrt(spread.demandSigma ** 2 + (spread.dailyDemand * leadSigmaDays) ** 2),
      }),
      status: stockStatus({ stock, reorderDay: plan.reorderDay, excessUnits: excess }),
      lateDays,
      unitsSavedByOrderingToday:
        plan.reorderDay !== null && plan.reorderDay <= 0 ? lostInWeekAfter(plan.lost, leadDays) : 0,
      sharedWarehouseIds,
    };
  });
}

/** Days of demand the minimum stock stands for (so excess is counted above it, not into it). */
function minimumDays(minimum: number, spread: { dailyDemand: number }): number {
  return spread.dailyDemand > 0 ? Math.ceil(minimum / spread.dailyDemand) : 0;
}

/**
 * What ordering today still saves against ordering a week later: the demand of the week after
 * today's order would land that, without it, finds no stock. Whole units.
 */
function lostInWeekAfter(lost: Float64Array, leadDays: number): number {
  let sum = 0;
  for (let day = leadDays; day < Math.min(lost.length, leadDays + ORDER_DELAY_COMPARED_DAYS); day++)
    sum += lost[day] as number;
  return Math.round(sum);
}
