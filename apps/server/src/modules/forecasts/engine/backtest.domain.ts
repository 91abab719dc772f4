import type { ForecastModel } from './model.domain.ts';
import { seasonalNaiveScale } from './seasonal-naive.domain.ts';
import { type DailySeries, headOf, isObserved } from './series.domain.ts';

/** Days each backtest forecasts, and how many consecutive windows end the history. */
export const BACKTEST_HORIZON = 28;
export const BACKTEST_ORIGINS = 3;
/** A backtest origin needs at least this much training history before it. */
export const MIN_TRAINING_DAYS = 28;

export interface BacktestResidual {
  /** Days ahead, 1 … horizon. */
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
 * The training lengths of the rolling origins: the last `origins` windows of `horizon` days that
 * still leave MIN_TRAINING_DAYS before them, oldest first.
 */
export function backtestOrigins(
  length: number,
  horizon = BACKTEST_HORIZON,
  origins = BACKTEST_ORIGINS,
): number[] {
  const ends: number[] = [];
  for (let k = origins; k >= 1; k--) {
    const trainingLength = length - k * horizon;
    if (trainingLength >= MIN_TRAINING_DAYS) ends.push(trainingLength);
  }
  return ends;
}

/**
 * Rolling-origin evaluation: at each origin the model sees only the days before it (its
 * parameters tuned on the first origin's window, so no later day leaks into them) and forecasts
 * the next `horizon` days, compared with the days that were observed (not out of stock).
 */
export function backtest<T>(
  model: ForecastModel<T>,
  series: DailySeries,
  origins: readonly number[],
  horizon = BACKTEST_HORIZON,
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
    const points = model.forecast(training, tuning, horizon);
    let absoluteError = 0;
    let days = 0;
    for (let h = 0; h < horizon && origin + h < series.values.length; h++) {
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
