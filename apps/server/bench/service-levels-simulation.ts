import { type ServiceLevel, serviceLevelZ } from '@backoffice/shared';
import { dailyDemand, dateOfDay, dayNumber } from '../src/modules/demo/demand.domain.ts';
import {
  defaultProductCount,
  type PlannedSku,
  planCatalog,
} from '../src/modules/demo/demo-catalog.domain.ts';
import { createRandom, deriveSeed, type Random } from '../src/modules/demo/random.domain.ts';
import {
  forecastSeries,
  type SeriesForecast,
} from '../src/modules/forecasts/engine/forecast-series.domain.ts';
import {
  boundedDemandSigma,
  demandSigmaOverDays,
  leadTimeSigma,
  safetyStock,
} from '../src/modules/forecasts/engine/safety-stock.domain.ts';
import {
  cycleServiceLevel,
  drawLeadDays,
  leadTimePercentiles,
  type OpenOrder,
  type PolicyState,
  policyDay,
} from './service-level-policy.ts';

/**
 * What each service level costs (issue 31): every demo SKU through a held-out year under a
 * reorder-point policy whose safety stock is the product's (safety-stock.domain.ts: the forecast's
 * own bands over the lead time and the lead time's spread), at 90, 95 and 99 %. Figures and
 * ratios, not timings.
 *
 * Each SKU's demand is the demo generator's (its region's marketplaces summed), 730 days of
 * history and a held-out year from 1 November 2026. The policy is reviewed daily: at the end of
 * each day the forecast made from the history up to its last refit (every `refitDays`) gives the
 * expected demand over the lead time, σ_D from its 80 % bands, and the safety stock; reorder point
 * = expected + safety stock; at or below it, the inventory position (stock + on order) is brought
 * up to the reorder point + `coverDays` of forecast demand. Orders land after a log-normal lead
 * time around the typed one; demand that finds no stock is lost.
 */
export interface ServiceLevelBenchOptions {
  skus: number;
  seed: number;
  /** σ of log(lead time): 0.12 puts the p10 and p90 at 0.86× and 1.17× the typed lead time. */
  leadSpread: number;
  refitDays: number;
  coverDays: number;
  /** demandSigmaOverDays' scale: 1 is the product's σ_D. */
  sigmaScale: number;
}

const LEVELS: readonly ServiceLevel[] = [0.9, 0.95, 0.99];
const HISTORY_DAYS = 730;
const HELD_OUT_DAYS = 365;
/** The policy starts this long before the measured year, so its first orders have landed. */
const WARM_UP_DAYS = 140;
/** A SKU launched late starts once it has four weeks of history. */
const MIN_HISTORY_DAYS = 28;
/** The held-out year starts on 1 November 2026, Q4 ahead, where `npm run forecast:eval` ends. */
const FIRST_DAY = dayNumber(new Date('2026-11-01T00:00:00Z')) - HISTORY_DAYS;

export interface LevelTotals {
  demanded: number;
  served: number;
  skuDays: number;
  stockOutDays: number;
  /** Stock-out days per month of the held-out year, November first. */
  stockOutDaysByMonth: number[];
  unitDays: number;
  /** Units × unit cost summed over days, per currency (SKUs without a cost left out). */
  valueDays: Record<string, number>;
  safetyUnitDays: number;
  orders: number;
  cycles: number;
  cyclesStockedOut: number;
}

/** How the forecast's bands held on the held-out year, apart from the policy. */
export interface Calibration {
  /** SKU-days whose next typed lead time lies in the year. */
  days: number;
  /** Of those, days the lead time's demand stayed at or below expected + z σ_D, per level. */
  within: number[];
  /** Σ ((actual − expected) ÷ σ_D)² with σ_D as the product computes it (days independent). */
  squares: number;
  /** The same with σ_D the plain sum of the days' σ (their errors fully correlated). */
  squaresCorrelated: number;
  actual: number;
  expected: number;
  /** Held-out days inside their day's 80 % band, of those forecast (1 to 28 days ahead). */
  inBand: number;
  bandDays: number;
  /** Per month of the reviewing day (November first): days, days within expected + z₉₅ σ_D, demand and forecast. */
  byMonth: { days: number; within95: number; actual: number; expected: number }[];
}

export interface ServiceLevelResults {
  levels: readonly ServiceLevel[];
  historyDays: number;
  skus: number;
  totals: Map<ServiceLevel, LevelTotals>;
  calibration: Calibration;
  leadDays: number[];
  forecasts: number;
  forecastSeconds: number;
}

/**
 * The demand customers wanted, per day from the history's first day: the demo's own demand model
 * summed over the SKU's marketplaces in its region, never capped by stock. (The demo's ledger
 * holds sales, which its own replenishment capped: lost demand would read as no demand.)
 */
function skuDemand(sku: PlannedSku, seed: number, index: number, days: number): Float64Array {
  const random = createRandom(deriveSeed(seed, 31, index));
  const values = new Float64Array(days);
  const { launchDay, outlets } = sku.simulation;
  for (let day = launchDay; day < days; day++)
    for (const outlet of outlets)
      values[day] =
        (values[day] as number) + dailyDemand(outlet.profile, FIRST_DAY + day, day - launchDay, random);
  return values;
}

function emptyTotals(): LevelTotals {
  return {
    demanded: 0,
    served: 0,
    skuDays: 0,
    stockOutDays: 0,
    stockOutDaysByMonth: new Array(12).fill(0),
    unitDays: 0,
    valueDays: {},
    safetyUnitDays: 0,
    orders: 0,
    cycles: 0,
    cyclesStockedOut: 0,
  };
}

export function runServiceLevels(options: ServiceLevelBenchOptions): ServiceLevelResults {
  const catalog = planCatalog({
    skus: options.skus,
    products: defaultProductCount(options.skus),
    days: HISTORY_DAYS,
    seed: options.seed,
  });
  const results: ServiceLevelResults = {
    levels: LEVELS,
    historyDays: HISTORY_DAYS,
    skus: 0,
    totals: new Map(LEVELS.map((level) => [level, emptyTotals()])),
    calibration: {
      days: 0,
      within: LEVELS.map(() => 0),
      squares: 0,
      squaresCorrelated: 0,
      actual: 0,
      expected: 0,
      inBand: 0,
      bandDays: 0,
      byMonth: Array.from({ length: 12 }, () => ({ days: 0, within95: 0, actual: 0, expected: 0 })),
    },
    leadDays: [],
    forecasts: 0,
    forecastSeconds: 0,
  };
  for (const [index, sku] of catalog.skus.entries()) {
    // Hidden SKUs are the discontinued ones: nobody plans their stock.
    if (sku.hidden) continue;
    results.skus++;
    results.leadDays.push(sku.simulation.leadDays);
    simulateSku(sku, index, options, results);
  }
  return results;
}

const TOTAL_DAYS = HISTORY_DAYS + HELD_OUT_DAYS;
/** 0 for November … 11 for October: the held-out year's months in order. */
const monthOf = (day: number) => (dateOfDay(FIRST_DAY + day).getUTCMonth() + 2) % 12;
const MEASURED_FROM = HISTORY_DAYS;
const LAST_DAY = TOTAL_DAYS - 1;

interface LevelRun {
  level: ServiceLevel;
  z: number;
  state: PolicyState | null;
  lost: Float64Array;
  placed: OpenOrder[];
  /** One lead-time stream per level, seeded alike: the levels differ in their stock, not their luck. */
  leadRandom: Random;
  totals: LevelTotals;
}

function simulateSku(
  sku: PlannedSku,
  index: number,
  options: ServiceLevelBenchOptions,
  results: ServiceLevelResults,
) {
  const demand = skuDemand(sku, options.seed, index, TOTAL_DAYS);
  const lead = sku.simulation.leadDays;
  const launch = sku.simulation.launchDay;
  const { p10, p90 } = leadTimePercentiles(lead, options.leadSpread);
  const leadSigmaDays = leadTimeSigma(p10, p90);
  const start = Math.max(MEASURED_FROM - WARM_UP_DAYS, launch + MIN_HISTORY_DAYS);
  // The forecast must reach the end of the cover after an order placed on the refit's last day.
  const horizon = options.refitDays + lead + options.coverDays + 1;
  const runs: LevelRun[] = LEVELS.map((level) => ({
    level,
    z: serviceLevelZ(level),
    state: null,
    lost: new Float64Array(TOTAL_DAYS),
    placed: [],
    leadRandom: createRandom(deriveSeed(options.seed, 32, index)),
    totals: results.totals.get(level) as LevelTotals,
  }));
  const { calibration } = results;
  let forecast: SeriesForecast | null = null;
  let fittedAt = start;

  for (let day = start; day < TOTAL_DAYS; day++) {
    if (!forecast || day - fittedAt >= options.refitDays) {
      const began = performance.now();
      forecast = forecastSeries(
        { firstDay: FIRST_DAY + launch, values: demand.subarray(launch, day) },
        { horizon },
      );
      results.forecastSeconds += (performance.now() - began) / 1000;
      results.forecasts++;
      fittedAt = day;
    }
    // Never null here: four weeks of history are observed days (the generator has no missing day).
    if (!forecast) continue;
    const today = day - fittedAt;
    // Reviewed at the end of the day: the lead time's demand is that of the next `lead` days.
    const from = today + 1;
    let expected = 0;
    for (let step = from; step < from + lead; step++) expected += forecast.points[step] as number;
    let cover = 0;
    for (let step = from + lead; step < from + lead + options.coverDays; step++)
      cover += forecast.points[step] as number;
    const lo80 = forecast.lo80.subarray(from);
    const hi80 = forecast.hi80.subarray(from);
    const demandSigma = boundedDemandSigma(
      demandSigmaOverDays(lo80, hi80, lead, options.sigmaScale),
      expected,
    );
    if (day >= MEASURED_FROM) {
      calibration.bandDays++;
      const actualToday = demand[day] as number;
      if (actualToday >= (forecast.lo80[today] as number) && actualToday <= (forecast.hi80[today] as number))
        calibration.inBand++;
    }
    if (day >= MEASURED_FROM && day + lead <= LAST_DAY)
      calibrate(calibration, demand, day, lead, expected, demandSigma, lo80, hi80, options.sigmaScale);

    for (const run of runs) {
      const safety = safetyStock({ z: run.z, demandSigma, dailyDemand: expected / lead, leadSigmaDays });
      const reorderPoint = expected + safety;
      // The policy starts full: its order-up-to level on hand, nothing on order.
      run.state ??= { stock: Math.ceil(reorderPoint + cover), open: [] };
      const outcome = policyDay(run.state, {
        day,
        demand: demand[day] as number,
        reorderPoint,
        orderUpTo: reorderPoint + cover,
        leadDays: drawLeadDays(lead, options.leadSpread, run.leadRandom.normal()),
      });
      if (outcome.ordered > 0) run.placed.push(run.state.open.at(-1) as OpenOrder);
      run.lost[day] = outcome.lost;
      if (day < MEASURED_FROM) continue;
      const sum = run.totals;
      sum.demanded += demand[day] as number;
      sum.served += outcome.served;
      sum.skuDays++;
      if (outcome.lost > 0) {
        sum.stockOutDays++;
        const month = monthOf(day);
        sum.stockOutDaysByMonth[month] = (sum.stockOutDaysByMonth[month] as number) + 1;
      }
      sum.unitDays += outcome.stock;
      sum.safetyUnitDays += safety;
      if (outcome.ordered > 0) sum.orders++;
      if (sku.cogs !== null)
        sum.valueDays[sku.cogsCurrency] =
          (sum.valueDays[sku.cogsCurrency] ?? 0) + (outcome.stock * sku.cogs) / 100;
    }
  }
  for (const run of runs) {
    const cycles = cycleServiceLevel(run.placed, run.lost, MEASURED_FROM, LAST_DAY);
    run.totals.cycles += cycles.cycles;
    run.totals.cyclesStockedOut += cycles.stockedOut;
  }
}

function calibrate(
  calibration: Calibration,
  demand: Float64Array,
  day: number,
  lead: number,
  expected: number,
  demandSigma: number,
  lo80: Float64Array,
  hi80: Float64Array,
  scale: number,
) {
  let actual = 0;
  for (let ahead = day + 1; ahead <= day + lead; ahead++) actual += demand[ahead] as number;
  calibration.days++;
  calibration.actual += actual;
  calibration.expected += expected;
  for (const [i, level] of LEVELS.entries())
    if (actual <= expected + serviceLevelZ(level) * demandSigma)
      calibration.within[i] = (calibration.within[i] as number) + 1;
  const month = calibration.byMonth[monthOf(day)];
  if (month) {
    month.days++;
    month.actual += actual;
    month.expected += expected;
    if (actual <= expected + serviceLevelZ(0.95) * demandSigma) month.within95++;
  }
  if (demandSigma <= 0) return;
  calibration.squares += ((actual - expected) / demandSigma) ** 2;
  // Errors that move together add their σ, not their variances.
  let correlated = 0;
  for (let step = 0; step < lead; step++)
    correlated += demandSigmaOverDays(lo80.subarray(step), hi80.subarray(step), 1, scale);
  calibration.squaresCorrelated += ((actual - expected) / correlated) ** 2;
}
