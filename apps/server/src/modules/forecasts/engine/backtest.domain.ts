import type { BacktestPlan } from './backtest-plan.domain.ts';
import type { ForecastModel } from './model.domain.ts';
import { seasonalNaiveScale } from './seasonal-naive.domain.ts';
import { type DailySeries, headOf, isObserved } from './series.domain.ts';

export interface BacktestResidual {
  /** Days ahead, 1 … the window. */
  step: number;
  forecast: number;
  actual: number;
}

export interface BacktestScore {
  absoluteError: number;
  squaredError: number;
  actualSum: number;
  /** Observed days compared. */
  days: number;
  /** Mean over origins of MAE ÷ the in-sample seasonal naive MAE; null when no origin had a scale. */
  mase: number | null;
  /** Sum |error| ÷ sum actual; null when nothing sold in the windows. */
  wape: number | null;
  residuals: BacktestResidual[];
}

/**
 * Rolling-origin evaluation (origins and window from planBacktest): at each origin the model sees
 * only the days before it (its parameters tuned on the first origin's training, so no later day
 * leaks into them, and tuned once: the grid search is the costly part, the filter at each origin is
 * not) and forecasts the next `window` days, compared with the days that were observed (not out
 * of stock).
 */
export function backtest<T>(
  model: ForecastModel<T>,
  series: DailySeries,
  { origins, window }: BacktestPlan,
): BacktestScore | null {
  const usable = origins.filter((origin) => model.applies(headOf(series, origin)));
  if (!usable.length) return null;
  const tuning = model.tune(headOf(series, usable[0] as number));
  const score: BacktestScore = {
    absoluteError: 0,
    squaredError: 0,
    actualSum: 0,
    days: 0,
    mase: null,
    wape: null,
    residuals: [],
  };
  let scaledSum = 0;
  let scaledCount = 0;
  for (const origin of usable) {
    const training = headOf(series, origin);
    const points = model.forecast(training, tuning, window);
    let absoluteError = 0;
    let days = 0;
    for (let h = 0; h < window && origin + h < series.values.length; h++) {
      const actual = series.values[origin + h] as number;
      if (!isObserved(actual)) continue;
      const forecast = points[h] as number;
      absoluteError += Math.abs(actual - forecast);
      score.squaredError += (actual - forecast) ** 2;
      score.actualSum += actual;
      days++;
      score.residuals.push({ step: h + 1, forecast, actual });
    }
    score.absoluteError += absoluteError;
    score.days += days;
    const scale = seasonalNaiveScale(training);
    if (days && scale) {
      scaledSum += absoluteError / days / scale;
      scaledCount++;
    }
  }
  score.mase = scaledCount ? scaledSum / scaledCount : null;
  score.wape = score.actualSum > 0 ? score.absoluteError / score.actualSum : null;
  return score;
}
