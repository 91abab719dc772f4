import { CANDIDATE_MODELS, forecastSeries } from './forecast-series.domain.ts';
import type { ModelName } from './model.domain.ts';
import { seasonalNaive, seasonalNaiveScale } from './seasonal-naive.domain.ts';
import { type DailySeries, headOf, isObserved } from './series.domain.ts';

/**
 * The holdout evaluation behind `npm run forecast:eval`: every series loses its last `holdout`
 * days, each model (and the per-series selection, which backtests only inside the training part)
 * forecasts them, and the errors are pooled. The selection is judged on days it never saw, so its
 * figure is not flattered by having been chosen on the same days.
 */
export interface AccuracyRow {
  name: string;
  /** Σ|error| ÷ Σ(seasonal naive in-sample MAE × days): MASE pooled over series. */
  mase: number;
  /** Mean over series of each series' MASE. */
  meanMase: number;
  /** Σ|error| ÷ Σ actual. */
  wape: number;
  /** Share of observed days inside the 80 % and 95 % intervals (the selection only). */
  coverage80?: number;
  coverage95?: number;
}

export interface Evaluation {
  series: number;
  days: number;
  rows: AccuracyRow[];
  /** How often the selection chose each model. */
  chosen: Partial<Record<ModelName, number>>;
}

class Tally {
  absolute = 0;
  scaled = 0;
  actual = 0;
  maseSum = 0;
  maseCount = 0;
  inside80 = 0;
  inside95 = 0;
  days = 0;

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
    this.days += days;
    if (days) {
      this.maseSum += absolute / days / scale;
      this.maseCount++;
    }
  }

  row(name: string): AccuracyRow {
    return {
      name,
      mase: this.absolute / this.scaled,
      meanMase: this.maseSum / this.maseCount,
      wape: this.absolute / this.actual,
    };
  }
}

export function evaluateHoldout(all: readonly DailySeries[], holdout = 28): Evaluation {
  const tallies = new Map(CANDIDATE_MODELS.map((model) => [model.name, new Tally()]));
  const selection = new Tally();
  const chosen: Partial<Record<ModelName, number>> = {};
  let count = 0;
  for (const series of all) {
    const n = series.values.length;
    if (n < holdout + 2 * 28) continue;
    const training = headOf(series, n - holdout);
    const actuals = series.values.subarray(n - holdout);
    const scale = seasonalNaiveScale(training);
    if (!scale || !actuals.some(isObserved)) continue;
    count++;
    for (const model of CANDIDATE_MODELS) {
      // A model that needs more history than the series has stands in as seasonal naive.
      const used = model.applies(training) ? model : seasonalNaive;
      (tallies.get(model.name) as Tally).add(
        used.forecast(training, used.tune(training), holdout),
        actuals,
        scale,
      );
    }
    const forecast = forecastSeries(training, { horizon: holdout });
    if (!forecast) continue;
    chosen[forecast.model] = (chosen[forecast.model] ?? 0) + 1;
    selection.add(forecast.points, actuals, scale);
    for (let h = 0; h < holdout; h++) {
      const actual = actuals[h] as number;
      if (!isObserved(actual)) continue;
      if (actual >= (forecast.lo80[h] as number) && actual <= (forecast.hi80[h] as number))
        selection.inside80++;
      if (actual >= (forecast.lo95[h] as number) && actual <= (forecast.hi95[h] as number))
        selection.inside95++;
    }
  }
  const rows = [...tallies].map(([name, tally]) => tally.row(name));
  rows.push({
    ...selection.row('selection per SKU'),
    coverage80: selection.inside80 / selection.days,
    coverage95: selection.inside95 / selection.days,
  });
  return { series: count, days: holdout, rows, chosen };
}
