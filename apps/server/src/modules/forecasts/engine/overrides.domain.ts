import type { IntervalBounds } from './intervals.domain.ts';

/**
 * A seller's correction of the forecast for a period the history cannot know about (a promotion,
 * a listing going dark): `multiplier` scales each day, `fixed` replaces it with that many units
 * a day. Days are indexes from the forecast's first day; the bands scale with their point.
 */
export interface DemandOverride {
  firstIndex: number;
  lastIndex: number;
  kind: 'multiplier' | 'fixed';
  value: number;
}

export interface ForecastSeries extends IntervalBounds {
  points: Float64Array;
}

export function applyOverrides(
  forecast: ForecastSeries,
  overrides: readonly DemandOverride[],
): ForecastSeries {
  const result: ForecastSeries = {
    points: Float64Array.from(forecast.points),
    lo80: Float64Array.from(forecast.lo80),
    hi80: Float64Array.from(forecast.hi80),
    lo95: Float64Array.from(forecast.lo95),
    hi95: Float64Array.from(forecast.hi95),
  };
  const n = result.points.length;
  for (const override of overrides) {
    for (let h = Math.max(0, override.firstIndex); h <= Math.min(n - 1, override.lastIndex); h++) {
      const point = result.points[h] as number;
      let factor: number;
      if (override.kind === 'multiplier') factor = override.value;
      else if (point > 0) factor = override.value / point;
      else {
        // Nothing to scale: the band collapses onto the seller's figure.
        for (const series of [result.points, result.lo80, result.hi80, result.lo95, result.hi95]) {
          series[h] = override.value;
        }
        continue;
      }
      for (const series of [result.points, result.lo80, result.hi80, result.lo95, result.hi95]) {
        series[h] = (series[h] as number) * factor;
      }
    }
  }
  return result;
}
