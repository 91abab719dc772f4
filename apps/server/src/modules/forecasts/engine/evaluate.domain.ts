import {
  addCoverage,
  coverageShares,
  emptyCoverage,
  overallCoverage,
  type SeasonalCoverage,
} from './calibration.domain.ts';
import { CANDIDATE_MODELS, forecastSeries, isCandidate } from './forecast-series.domain.ts';
import type { ModelName } from './model.domain.ts';
import { seasonalNaive, seasonalNaiveScale } from './seasonal-naive.domain.ts';
import { type DailySeries, isObserved } from './series.domain.ts';

/**
 * The holdout evaluation behind `npm run forecast:eval`: at an origin (a day) every series loses
 * the `holdout` days from it on, each model (and the per-series selection, which backtests only
 * inside the training part) forecasts them from the `history` days before it, and the errors are
 * pooled. The selection is judged on days it never saw, so its figure is not flattered by having
 * been chosen on the same days.
 */
export interface AccuracyRow {
  name: string;
  /** Σ|error| ÷ Σ(seasonal naive in-sample MAE × days): MASE pooled over series. */
  mase: number;
  /** Mean over series of each series' MASE. */
  meanMase: number;
  /** Σ|error| ÷ Σ actual. */
  wape: number;
  /** Pooled MASE ÷ seasonal naive's pooled MASE on the same days. */
  vsNaive: number;
  /** Share of observed days inside the 80 % and 95 % intervals (the selection only). */
  coverage80?: number;
  coverage95?: number;
}

export interface Evaluation {
  series: number;
  days: number;
  /** The first held-out day (UTC day number) when the evaluation had one origin for all. */
  origin: number | null;
  rows: AccuracyRow[];
  /** How often the selection chose each model. */
  chosen: Partial<Record<ModelName, number>>;
  /** The selection's bands, by the season of the held-out day. */
  coverage: SeasonalCoverage;
}

export interface HoldoutOptions {
  /** Days held out. */
  holdout?: number;
  /** The first held-out day (UTC day number); by default each series' last `holdout` days. */
  origin?: number;
  /** Days of training before the origin at most, as the server reads FORECAST_HISTORY_DAYS. */
  history?: number;
  /** The plan's horizon the selection backtests for (forecastSeries' planHorizon). */
  planHorizon?: number;
}

/** Fewer training days than this say too little to judge a model on. */
const MIN_TRAINING = 56;

/**
 * The training (at most `history` days before `origin`, from its first observed day, as a series
 * starts on the first day in stock or sold) and the `holdout` actual days from `origin` on; null
 * when the series does not cover both.
 */
export function splitAtOrigin(
  series: DailySeries,
  { origin, holdout, history }: { origin: number; holdout: number; history: number },
): { training: DailySeries; actuals: Float64Array } | null {
  const at = origin - series.firstDay;
  if (at + holdout > series.values.length) return null;
  let start = Math.max(0, at - history);
  while (start < at && !isObserved(series.values[start] as number)) start++;
  if (at - start < MIN_TRAINING) return null;
  return {
    training: { firstDay: series.firstDay + start, values: series.values.subarray(start, at) },
    actuals: series.values.subarray(at, at + holdout),
  };
}

class Tally {
  absolute = 0;
  scaled = 0;
  actual = 0;
  maseSum = 0;
  maseCount = 0;

  add(points: Float64Array, actuals: Float64Array, scale: number): void {
    let absolute = 0;
    let days = 0;
    for (let h = 0; h < actuals.length; h++) {
      const actual = actuals[h] as number;
      if (!isObserved(actual)) continue;
      absolute += Math.abs(actual - (points[h] as number));
      this.actual += actual;
      days++;
    }
    this.absolute += absolute;
    this.scaled += scale * days;
    if (days) {
      this.maseSum += absolute / days / scale;
      this.maseCount++;
    }
  }

  row(name: string, naiveMase: number): AccuracyRow {
    const mase = this.absolute / this.scaled;
    return {
      name,
      mase,
      meanMase: this.maseSum / this.maseCount,
      wape: this.absolute / this.actual,
      vsNaive: mase / naiveMase,
    };
  }
}

export function evaluateHoldout(all: readonly DailySeries[], options: HoldoutOptions = {}): Evaluation {
  const { holdout = 28, origin, history = Number.POSITIVE_INFINITY, planHorizon } = options;
  const tallies = new Map(CANDIDATE_MODELS.map((model) => [model.name, new Tally()]));
  const selection = new Tally();
  const chosen: Partial<Record<ModelName, number>> = {};
  const coverage = emptyCoverage();
  let count = 0;
  for (const series of all) {
    const from = origin ?? series.firstDay + series.values.length - holdout;
    const split = splitAtOrigin(series, { origin: from, holdout, history });
    if (!split) continue;
    const { training, actuals } = split;
    const scale = seasonalNaiveScale(training);
    if (!scale || !actuals.some(isObserved)) continue;
    count++;
    for (const model of CANDIDATE_MODELS) {
      // A model that is no candidate for the series (too short for it) stands in as seasonal naive.
      const used = isCandidate(model, training) ? model : seasonalNaive;
      (tallies.get(model.name) as Tally).add(
        used.forecast(training, used.tune(training), holdout),
        actuals,
        scale,
      );
    }
    const forecast = forecastSeries(training, { horizon: holdout, planHorizon });
    if (!forecast) continue;
    chosen[forecast.model] = (chosen[forecast.model] ?? 0) + 1;
    selection.add(forecast.points, actuals, scale);
    addCoverage(coverage, { bands: forecast, actuals, firstDay: from });
  }
  const naive = tallies.get('seasonal_naive') as Tally;
  const naiveMase = naive.absolute / naive.scaled;
  const rows = [...tallies].map(([name, tally]) => tally.row(name, naiveMase));
  rows.push({
    ...selection.row('selection per SKU', naiveMase),
    ...coverageShares(overallCoverage(coverage)),
  });
  return { series: count, days: holdout, origin: origin ?? null, rows, chosen, coverage };
}
