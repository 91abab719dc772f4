import {
  AGED_AFTER_DAYS,
  agedUnits,
  excessUnits,
  type ForecastModelName,
  SELL_THROUGH_DAYS,
  type StockStatus,
  sellThrough,
  stockStatus,
  WAREHOUSE_SHARE_DAYS,
} from '@backoffice/shared';
import { demandHistory, firstCoveredOrderDay, type SkuDayFacts } from './engine/demand-history.domain.ts';
import { forecastSeries, type SeriesForecast } from './engine/forecast-series.domain.ts';
import { applyOverrides, type DemandOverride } from './engine/overrides.domain.ts';
import { type Arrival, planReplenishment } from './engine/replenishment.domain.ts';
import {
  splitOverWarehouses,
  type WarehouseFacts,
  type WarehousePlan,
} from './engine/warehouse-split.domain.ts';

/** Units arriving on a transfer, and the warehouse they arrive in. */
export interface WarehouseArrival extends Arrival {
  warehouseId: number;
}

/**
 * One SKU's forecast, replenishment and stock health from the facts a recompute loads: the pure
 * core of the job, with days as UTC day numbers of the organisation's calendar.
 */
export interface SkuForecastFacts {
  today: number;
  historyDays: number;
  movements: readonly SkuDayFacts[];
  /** Stock per warehouse now (after every movement, today's included). */
  stockNow: ReadonlyMap<number, number>;
  orderedUnits: ReadonlyMap<number, number>;
  /** Units shipped on live transfers, on the day each should arrive, into their destination. */
  transferArrivals: readonly WarehouseArrival[];
  /** Units still expected on open purchase orders, on their expected arrival day, into their warehouse. */
  purchaseOrderArrivals: readonly WarehouseArrival[];
  minStock: number;
  leadDays: number;
  coverDays: number;
  /** The organisation's warehouses that are fulfilment centres; the others are its own. */
  fulfillmentCenterIds: ReadonlySet<number>;
  /** Days from an own warehouse to a fulfilment centre (DEFAULT_FC_TRANSIT_DAYS). */
  transitDays: number;
  casePack: number | null;
  /** COGS per unit in minor units, and its currency; null when nobody entered it. */
  unitCost: { amount: number; currency: string } | null;
  overrides: readonly DemandOverride[];
  horizon: number;
}

export interface SkuModelFit {
  model: ForecastModelName;
  mase: number | null;
  wape: number | null;
  baselineMase: number | null;
  scores: { model: ForecastModelName; mase: number | null; wape: number | null }[];
  units: number[];
  lo80: number[];
  hi80: number[];
  lo95: number[];
  hi95: number[];
}

export interface SkuPlan {
  /** Null for a SKU with no sales history: demand counts as zero, health comes from stock alone. */
  fit: SkuModelFit | null;
  dailyDemand: number;
  stock: number;
  inTransit: number;
  onOrder: number;
  outOfStockDay: number | null;
  reorderDay: number | null;
  recommendedOrderQuantity: number;
  projectedStock: number[];
  status: StockStatus;
  sold7d: number;
  sold30d: number;
  sellThrough: number | null;
  agedUnits: number;
  excessUnits: number;
  shortUnits: number;
  stockValue: number | null;
  moneyAtRisk: number | null;
  /** Per warehouse the SKU is stocked in, sold from or on its way to. */
  warehouses: WarehousePlan[];
}

/** Days of forecast averaged into "units a day". */
const DAILY_DEMAND_DAYS = 30;

/** Stock at the start of the window: now, less every movement from the window's start on. */
function openingStock(
  facts: Pick<SkuForecastFacts, 'stockNow' | 'movements'>,
  firstDay: number,
): Map<number, number> {
  const opening = new Map(facts.stockNow);
  for (const movement of facts.movements) {
    if (movement.day >= firstDay)
      opening.set(movement.warehouseId, (opening.get(movement.warehouseId) ?? 0) - movement.net);
  }
  return opening;
}

/**
 * The SKU's demand history up to yesterday: the store orders from the day they cover its sales
 * (firstCoveredOrderDay), the ledger before.
 */
export function skuDemandHistory(
  facts: Pick<SkuForecastFacts, 'today' | 'historyDays' | 'movements' | 'stockNow' | 'orderedUnits'>,
) {
  const firstDay = facts.today - facts.historyDays;
  const lastDay = facts.today - 1;
  const orderDays = [...facts.orderedUnits.keys()].filter((day) => day >= firstDay && day <= lastDay);
  const firstOrderDay = firstCoveredOrderDay(orderDays, facts.movements);
  return demandHistory({
    firstDay,
    lastDay,
    opening: openingStock(facts, firstDay),
    facts: facts.movements,
    orderedUnits: facts.orderedUnits,
    firstOrderDay,
  });
}

/**
 * The warehouses the SKU is stocked in, sold from (over WAREHOUSE_SHARE_DAYS up to yesterday, as
 * the demand history) or on its way to, with what the split reads of each.
 */
export function skuWarehouseFacts(
  facts: Pick<
    SkuForecastFacts,
    'today' | 'movements' | 'stockNow' | 'transferArrivals' | 'fulfillmentCenterIds'
  >,
): WarehouseFacts[] {
  const byId = new Map<number, { stock: number; sold: number; arrivals: Arrival[] }>();
  const of = (warehouseId: number) => {
    let entry = byId.get(warehouseId);
    if (!entry) {
      entry = { stock: 0, sold: 0, arrivals: [] };
      byId.set(warehouseId, entry);
    }
    return entry;
  };
  for (const [warehouseId, quantity] of facts.stockNow) of(warehouseId).stock = quantity;
  const firstDay = facts.today - WAREHOUSE_SHARE_DAYS;
  for (const movement of facts.movements) {
    if (movement.day >= firstDay && movement.day < facts.today && movement.sold)
      of(movement.warehouseId).sold += movement.sold;
  }
  for (const arrival of facts.transferArrivals)
    of(arrival.warehouseId).arrivals.push({ day: arrival.day, quantity: arrival.quantity });
  return [...byId]
    .sort(([a], [b]) => a - b)
    .map(([warehouseId, entry]) => ({
      warehouseId,
      isFulfillmentCenter: facts.fulfillmentCenterIds.has(warehouseId),
      ...entry,
    }));
}

const round3 = (values: Float64Array) => Array.from(values, (value) => Math.round(value * 1000) / 1000);
const sumOf = (arrivals: readonly Arrival[]) =>
  arrivals.reduce((sum, arrival) => sum + Math.max(0, arrival.quantity), 0);

/** A forecast already made, overrides applied, from today on: what planSku plans with. */
export type MadeForecast = Pick<
  SeriesForecast,
  'model' | 'mase' | 'wape' | 'baselineMase' | 'scores' | 'points' | 'lo80' | 'hi80' | 'lo95' | 'hi95'
>;

export function planSku(facts: SkuForecastFacts): SkuPlan {
  return planSkuWith(facts, undefined);
}

/**
 * `made`: the SKU's stored forecast to plan with again instead of fitting the models, when only its
 * stock or arrivals moved (replan.usecase.ts); null for a SKU that had none; undefined fits them.
 */
export function planSkuWith(facts: SkuForecastFacts, made: MadeForecast | null | undefined): SkuPlan {
  const history = skuDemandHistory(facts);
  // Chosen on backtests as long as what the plan reads of it: the lead time and the cover.
  const forecast =
    made === undefined
      ? forecastSeries(history.series, {
          horizon: facts.horizon,
          planHorizon: facts.leadDays + facts.coverDays,
        })
      : made;
  const zeros = new Float64Array(facts.horizon);
  const adjusted =
    made ??
    applyOverrides(
      forecast ?? { points: zeros, lo80: zeros, hi80: zeros, lo95: zeros, hi95: zeros },
      facts.overrides,
    );
  let stock = 0;
  for (const quantity of facts.stockNow.values()) stock += Math.max(0, quantity);
  const inTransit = sumOf(facts.transferArrivals);
  const onOrder = sumOf(facts.purchaseOrderArrivals);
  const plan = planReplenishment({
    demand: adjusted.points,
    stock,
    arrivals: [...facts.transferArrivals, ...facts.purchaseOrderArrivals],
    minStock: facts.minStock,
    leadDays: facts.leadDays,
    coverDays: facts.coverDays,
    casePack: facts.casePack,
  });

  let demandSum = 0;
  const demandDays = Math.min(DAILY_DEMAND_DAYS, adjusted.points.length);
  for (let h = 0; h < demandDays; h++) demandSum += adjusted.points[h] as number;
  const soldOver = (days: number) => {
    let sold = 0;
    for (let i = Math.max(0, history.sold.length - days); i < history.sold.length; i++)
      sold += history.sold[i] as number;
    return sold;
  };
  const sold30d = soldOver(SELL_THROUGH_DAYS);
  let receivedRecently = 0;
  for (const movement of facts.movements) {
    if (movement.day > facts.today - AGED_AFTER_DAYS) receivedRecently += movement.received ?? 0;
  }
  let lostBeforeArrival = 0;
  for (let day = 0; day < Math.min(facts.leadDays, plan.lost.length); day++)
    lostBeforeArrival += plan.lost[day] as number;
  const excess = excessUnits({
    stock,
    inbound: inTransit + onOrder,
    demand: adjusted.points,
    leadDays: facts.leadDays,
    coverDays: facts.coverDays,
  });
  const shortUnits = Math.ceil(Math.round(lostBeforeArrival * 1e6) / 1e6);
  const cost = facts.unitCost?.amount ?? null;

  return {
    fit: forecast
      ? {
          model: forecast.model,
          mase: forecast.mase,
          wape: forecast.wape,
          baselineMase: forecast.baselineMase,
          scores: Object.entries(forecast.scores).map(([model, score]) => ({
            model: model as ForecastModelName,
            mase: score?.mase ?? null,
            wape: score?.wape ?? null,
          })),
          units: round3(adjusted.points),
          lo80: round3(adjusted.lo80),
          hi80: round3(adjusted.hi80),
          lo95: round3(adjusted.lo95),
          hi95: round3(adjusted.hi95),
        }
      : null,
    dailyDemand: demandDays ? demandSum / demandDays : 0,
    stock,
    inTransit,
    onOrder,
    outOfStockDay: plan.outOfStockDay,
    reorderDay: plan.reorderDay,
    recommendedOrderQuantity: plan.recommendedOrderQuantity,
    projectedStock: round3(plan.projected),
    status: stockStatus({ stock, reorderDay: plan.reorderDay, excessUnits: excess }),
    sold7d: Math.round(soldOver(7)),
    sold30d: Math.round(sold30d),
    sellThrough: sellThrough({ sold: sold30d, stock }),
    agedUnits: agedUnits({ stock, receivedRecently }),
    excessUnits: excess,
    shortUnits,
    stockValue: cost === null ? null : Math.round(stock * cost),
    moneyAtRisk: cost === null ? null : Math.round((shortUnits + excess) * cost),
    warehouses: splitOverWarehouses({
      demand: adjusted.points,
      warehouses: skuWarehouseFacts(facts),
      transitDays: facts.transitDays,
      coverDays: facts.coverDays,
    }),
  };
}
