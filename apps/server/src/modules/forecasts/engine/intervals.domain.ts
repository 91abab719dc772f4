import type { BacktestResidual } from './backtest.domain.ts';
import { BACKTEST_HORIZON } from './backtest.domain.ts';

/**
 * Prediction intervals from the model's own backtest errors instead of its theoretical variance
 * (which, for demand counts, is too narrow: a trial of MSTL's 80 % intervals held about half of
 * the actual values). Errors are standardised by √forecast, as count noise grows with the level,
 * so a Q4 peak gets a wider band than a summer day from the same residuals.
 */
export interface IntervalQuantiles {
  lo80: number;
  hi80: number;
  lo95: number;
  hi95: number;
}

/** Below this the √forecast scale would make a day forecast at 0 certain. */
const SCALE_FLOOR = 0.5;
/** Fewer residuals than this say too little about their tails: use count noise (variance = mean). */
const MIN_RESIDUALS = 40;
export const POISSON_QUANTILES: IntervalQuantiles = { lo80: -1.2816, hi80: 1.2816, lo95: -1.96, hi95: 1.96 };

function scaleOf(forecast: number): number {
  return Math.sqrt(Math.max(forecast, SCALE_FLOOR));
}

function quantile(sorted: Float64Array, p: number): number {
  const position = p * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return (
    (sorted[below] as number) + (position - below) * ((sorted[above] as number) - (sorted[below] as number))
  );
}

/**
 * The quantiles of standardised backtest errors ((actual − forecast) ÷ √forecast). They are never
 * narrower than count noise alone: a backtest window that happened to be calm must not promise
 * more certainty than Poisson demand allows.
 */
export function intervalQuantiles(residuals: readonly BacktestResidual[]): IntervalQuantiles {
  if (residuals.length < MIN_RESIDUALS) return POISSON_QUANTILES;
  const standardised = Float64Array.from(
    residuals,
    (r) => (r.actual - r.forecast) / scaleOf(r.forecast),
  ).sort();
  return {
    lo80: Math.min(POISSON_QUANTILES.lo80, quantile(standardised, 0.1)),
    hi80: Math.max(POISSON_QUANTILES.hi80, quantile(standardised, 0.9)),
    lo95: Math.min(POISSON_QUANTILES.lo95, quantile(standardised, 0.025)),
    hi95: Math.max(POISSON_QUANTILES.hi95, quantile(standardised, 0.975)),
  };
}

/**
 * How much wider the band is `step` days ahead than within the backtest horizon it was measured
 * on: the level itself becomes uncertain over months. √ growth of the part beyond the horizon,
 * an eighth as fast as a random walk: about 1.6× by a year ahead. Judged by `npm run
 * forecast:eval` on holdouts of 91 and 182 days, where the 80 % band holds 83 and 89 % of actuals
 * (a quarter as fast held 84 and 91 %: too wide for orders placed months ahead).
 */
export function widening(step: number): number {
  return Math.sqrt(1 + Math.max(0, step - BACKTEST_HORIZON) / (8 * BACKTEST_HORIZON));
}

export interface IntervalBounds {
  lo80: Float64Array;
  hi80: Float64Array;
  lo95: Float64Array;
  hi95: Float64Array;
}

export function intervalBounds(points: Float64Array, quantiles: IntervalQuantiles): IntervalBounds {
  const n = points.length;
  const bounds = {
    lo80: new Float64Array(n),
    hi80: new Float64Array(n),
    lo95: new Float64Array(n),
    hi95: new Float64Array(n),
  };
  for (let h = 0; h < n; h++) {
    const point = points[h] as number;
    const spread = scaleOf(point) * widening(h + 1);
    bounds.lo80[h] = Math.max(0, point + quantiles.lo80 * spread);
    bounds.hi80[h] = Math.max(0, point + quantiles.hi80 * spread);
    bounds.lo95[h] = Math.max(0, point + quantiles.lo95 * spread);
    bounds.hi95[h] = Math.max(0, point + quantiles.hi95 * spread);
  }
  return bounds;
}
