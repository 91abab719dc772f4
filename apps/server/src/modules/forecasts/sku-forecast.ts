import type { ForecastModelName } from '@backoffice/shared';
import { demandHistory, type SkuDayFacts } from './engine/demand-history.ts';
import { forecastSeries } from './engine/forecast-series.ts';
import { applyOverrides, type DemandOverride } from './engine/overrides.ts';
import { type Arrival, planReplenishment } from './engine/replenishment.ts';

/**
 * One SKU's forecast and replenishment from the facts a recompute loads: the pure core of the
 * job, with days as UTC day numbers of the organisation's calendar.
 */
export interface SkuForecastFacts {
  today: number;
  historyDays: number;
  movements: readonly SkuDayFacts[];
  /** Stock per warehouse now (after every movement, today's included). */
  stockNow: ReadonlyMap<number, number>;
  orderedUnits: ReadonlyMap<number, number>;
  arrivals: readonly Arrival[];
  minStock: number;
  leadDays: number;
  coverDays: number;
  casePack: number | null;
  overrides: readonly DemandOverride[];
  horizon: number;
}

export interface SkuForecastResult {
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
  dailyDemand: number;
  stock: number;
  inbound: number;
  daysOfCover: number | null;
  outOfStockDay: number | null;
  reorderDay: number | null;
  recommendedOrderQuantity: number;
  projectedStock: number[];
  history: { sold: Float64Array; inStock: Uint8Array; firstDay: number };
}

/** Days of forecast averaged into the list's "units a day". */
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

/** The SKU's demand history up to yesterday: orders from its first order day on, the ledger before. */
export function skuDemandHistory(
  facts: Pick<SkuForecastFacts, 'today' | 'historyDays' | 'movements' | 'stockNow' | 'orderedUnits'>,
) {
  const firstDay = facts.today - facts.historyDays;
  const lastDay = facts.today - 1;
  let firstOrderDay: number | null = null;
  for (const day of facts.orderedUnits.keys()) {
    if (day >= firstDay && day <= lastDay && (firstOrderDay === null || day < firstOrderDay))
      firstOrderDay = day;
  }
  return demandHistory({
    firstDay,
    lastDay,
    opening: openingStock(facts, firstDay),
    facts: facts.movements,
    orderedUnits: facts.orderedUnits,
    firstOrderDay,
  });
}

export function forecastSku(facts: SkuForecastFacts): SkuForecastResult | null {
  const history = skuDemandHistory(facts);
  const forecast = forecastSeries(history.series, { horizon: facts.horizon });
  if (!forecast) return null;
  const adjusted = applyOverrides(forecast, facts.overrides);
  let stock = 0;
  for (const quantity of facts.stockNow.values()) stock += Math.max(0, quantity);
  const inbound = facts.arrivals.reduce((sum, arrival) => sum + Math.max(0, arrival.quantity), 0);
  const plan = planReplenishment({
    demand: adjusted.points,
    stock,
    arrivals: facts.arrivals,
    minStock: facts.minStock,
    leadDays: facts.leadDays,
    coverDays: facts.coverDays,
    casePack: facts.casePack,
  });
  const round = (values: Float64Array) => Array.from(values, (value) => Math.round(value * 1000) / 1000);
  let demandSum = 0;
  const demandDays = Math.min(DAILY_DEMAND_DAYS, adjusted.points.length);
  for (let h = 0; h < demandDays; h++) demandSum += adjusted.points[h] as number;
  return {
    model: forecast.model,
    mase: forecast.mase,
    wape: forecast.wape,
    baselineMase: forecast.baselineMase,
    scores: Object.entries(forecast.scores).map(([model, score]) => ({
      model: model as ForecastModelName,
      mase: score?.mase ?? null,
      wape: score?.wape ?? null,
    })),
    units: round(adjusted.points),
    lo80: round(adjusted.lo80),
    hi80: round(adjusted.hi80),
    lo95: round(adjusted.lo95),
    hi95: round(adjusted.hi95),
    dailyDemand: demandDays ? demandSum / demandDays : 0,
    stock,
    inbound,
    daysOfCover: plan.outOfStockDay,
    outOfStockDay: plan.outOfStockDay,
    reorderDay: plan.reorderDay,
    recommendedOrderQuantity: plan.recommendedOrderQuantity,
    projectedStock: round(plan.projected),
    history: { sold: history.sold, inStock: history.inStock, firstDay: history.series.firstDay },
  };
}
