import type { ForecastModel } from './model.domain.ts';
import { type DailySeries, isObserved, WEEK } from './series.domain.ts';

/**
 * The benchmark every model must beat: each day repeats the last observed value of the same
 * weekday. A weekday out of stock on its last occurrence looks one week further back; a weekday
 * never observed forecasts 0.
 */
export const seasonalNaive: ForecastModel<null> = {
  name: 'seasonal_naive',
  applies: (series) => series.values.length >= WEEK,
  tune: () => null,
  forecast(series, _tuning, horizon) {
    const lastByPhase = lastObservedPerWeekPhase(series);
    const n = series.values.length;
    const points = new Float64Array(horizon);
    for (let h = 0; h < horizon; h++) points[h] = lastByPhase[(n + h) % WEEK] as number;
    return points;
  },
};

/** Per position modulo 7 (counted from the series' start), the last observed value, else 0. */
function lastObservedPerWeekPhase({ values }: DailySeries): Float64Array {
  const last = new Float64Array(WEEK);
  const found = new Uint8Array(WEEK);
  let missing = WEEK;
  for (let t = values.length - 1; t >= 0 && missing > 0; t--) {
    const phase = t % WEEK;
    const value = values[t] as number;
    if (!found[phase] && isObserved(value)) {
      last[phase] = value;
      found[phase] = 1;
      missing--;
    }
  }
  return last;
}

/**
 * The in-sample mean absolute error of the seasonal naive method (|y[t] − y[t−7]| over the pairs
 * where both days were observed): the scale of MASE. Null when no pair exists.
 */
export function seasonalNaiveScale({ values }: DailySeries): number | null {
  let sum = 0;
  let count = 0;
  for (let t = WEEK; t < values.length; t++) {
    const now = values[t] as number;
    const before = values[t - WEEK] as number;
    if (isObserved(now) && isObserved(before)) {
      sum += Math.abs(now - before);
      count++;
    }
  }
  return count ? sum / count : null;
}
