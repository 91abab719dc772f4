import type { ForecastModel } from './model.domain.ts';
import { isObserved } from './series.domain.ts';

/**
 * Croston's method with the Syntetos-Boylan correction (SBA), for intermittent demand (most days
 * zero): demand sizes and the intervals between demands are smoothed separately and the daily rate
 * is (1 − α/2) × size / interval. Days out of stock are skipped: they neither end an interval nor
 * count as a day without demand. A flat forecast, as befits demand with no visible rhythm.
 */
export const CROSTON_ALPHA = 0.1;

export function crostonSbaRate(values: ArrayLike<number>, alpha = CROSTON_ALPHA): number {
  let size = 0;
  let interval = 0;
  let sinceLast = 0;
  let started = false;
  let observed = 0;
  for (let t = 0; t < values.length; t++) {
    const value = values[t] as number;
    if (!isObserved(value)) continue;
    observed++;
    sinceLast++;
    if (value <= 0) continue;
    if (!started) {
      size = value;
      interval = sinceLast;
      started = true;
    } else {
      size += alpha * (value - size);
      interval += alpha * (sinceLast - interval);
    }
    sinceLast = 0;
  }
  if (!started || !observed) return 0;
  return ((1 - alpha / 2) * size) / interval;
}

export const crostonSba: ForecastModel<null> = {
  name: 'croston_sba',
  applies: (series) => series.values.length > 0,
  tune: () => null,
  forecast(series, _tuning, horizon) {
    return new Float64Array(horizon).fill(crostonSbaRate(series.values));
  },
};
