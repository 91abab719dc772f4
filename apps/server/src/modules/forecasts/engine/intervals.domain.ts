import type { BacktestResidual } from './backtest.domain.ts';
import { MIN_BACKTEST_WINDOW } from './backtest-plan.domain.ts';

/**
 * Prediction intervals from the model's own backtest errors instead of its theoretical variance
 * (which, for demand counts, is too narrow: a trial of MSTL's 80 % intervals held about half of
 * the actual values). Errors are standardised by their expected spread at the forecast's level,
 * √(forecast + k × forecast²): count noise grows with √level, a SKU's day-to-day swings and the
 * model's misses in proportion to the level, so a Q4 peak gets a wider band than a summer day from
 * the same residuals. Scaled by √forecast alone, the 80 % band held 82 % of winter's held-out
 * days and 88.3 % of summer's, 76 % of the days of SKUs forecast at 10 a day or more; with k, 83,
 * 87.7 and 78 % (`npm run forecast:eval`'s two origins, issue 31). A slow SKU's band holds about
 * 91 % whatever the scale: around half a unit a day it holds 0 and 1 (91 % of Poisson days) or
 * only 0 (61 %), nothing in between.
 */
export interface IntervalQuantiles {
  lo80: number;
  hi80: number;
  lo95: number;
  hi95: number;
  /** k in variance = forecast + k × forecast²: the part of the errors that grows with the level itself. */
  dispersion: number;
}

/**
 * Below this the √forecast scale would make a day forecast at 0 certain. A quarter of a unit:
 * the 80 % band takes in a sale of 1 from a forecast of 0.25 on, where 78 % of Poisson days sell
 * nothing and 97 % at most one. At half a unit it did from 0.1 on, where 90 % sell nothing: slow
 * SKUs' bands held far more than 80 % (summer, with most of them, 0.5 points more).
 */
const SCALE_FLOOR = 0.25;
/** Fewer residuals than this say too little about their tails: use count noise (variance = mean). */
const MIN_RESIDUALS = 40;
export const POISSON_QUANTILES: IntervalQuantiles = {
  lo80: -1.2816,
  hi80: 1.2816,
  lo95: -1.96,
  hi95: 1.96,
  dispersion: 0,
};

function scaleOf(forecast: number, dispersion: number): number {
  const level = Math.max(forecast, SCALE_FLOOR);
  return Math.sqrt(level + dispersion * level * level);
}

/**
 * The dispersion k of variance = forecast + k × forecast², by moments over the residuals: what
 * the squared errors hold beyond count noise, per unit of forecast². 0 when count noise explains them.
 */
export function dispersionOf(residuals: readonly BacktestResidual[]): number {
  let excess = 0;
  let squares = 0;
  for (const r of residuals) {
    const level = Math.max(r.forecast, SCALE_FLOOR);
    excess += (r.actual - r.forecast) ** 2 - level;
    squares += level * level;
  }
  return squares > 0 ? Math.max(0, excess / squares) : 0;
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
 * The quantiles of standardised backtest errors ((actual − forecast) ÷ √(forecast + k ×
 * forecast²)), with their dispersion k. The bands built from them are never narrower than count
 * noise alone (intervalBounds).
 */
export function intervalQuantiles(residuals: readonly BacktestResidual[]): IntervalQuantiles {
  if (residuals.length < MIN_RESIDUALS) return POISSON_QUANTILES;
  const dispersion = dispersionOf(residuals);
  const standardised = Float64Array.from(
    residuals,
    (r) => (r.actual - r.forecast) / scaleOf(r.forecast, dispersion),
  ).sort();
  return {
    dispersion,
    lo80: quantile(standardised, 0.1),
    hi80: quantile(standardised, 0.9),
    lo95: quantile(standardised, 0.025),
    hi95: quantile(standardised, 0.975),
  };
}

/**
 * How much wider the band is `step` days ahead than within the backtest window it was measured
 * on (`window` days): the level itself becomes uncertain over months. √ growth of the part beyond
 * the window, a thirty-second as fast as a random walk over it: 1.08× a year ahead of 56-day
 * windows. The residuals already span origins a season apart, so they hold most of that drift:
 * on `npm run forecast:eval`'s 91- and 182-day holdouts at two origins, bands without any widening
 * held 80–87 % of the days, and four times this widening took the summer's past 88 %. It stays as
 * a margin for the months beyond what the evaluation can hold out.
 */
export function widening(step: number, window: number = MIN_BACKTEST_WINDOW): number {
  return Math.sqrt(1 + Math.max(0, step - window) / (32 * window));
}

export interface IntervalBounds {
  lo80: Float64Array;
  hi80: Float64Array;
  lo95: Float64Array;
  hi95: Float64Array;
}

/** Bands around `points` from quantiles measured on backtests of `window` days. */
export function intervalBounds(
  points: Float64Array,
  quantiles: IntervalQuantiles,
  window: number = MIN_BACKTEST_WINDOW,
): IntervalBounds {
  const n = points.length;
  const bounds = {
    lo80: new Float64Array(n),
    hi80: new Float64Array(n),
    lo95: new Float64Array(n),
    hi95: new Float64Array(n),
  };
  for (let h = 0; h < n; h++) {
    const point = points[h] as number;
    const widen = widening(h + 1, window);
    const spread = scaleOf(point, quantiles.dispersion) * widen;
    // Never narrower than count noise: a calm backtest must not promise more than Poisson demand allows.
    const poisson = scaleOf(point, 0) * widen;
    bounds.lo80[h] = Math.max(0, point + Math.min(quantiles.lo80 * spread, POISSON_QUANTILES.lo80 * poisson));
    bounds.hi80[h] = Math.max(0, point + Math.max(quantiles.hi80 * spread, POISSON_QUANTILES.hi80 * poisson));
    bounds.lo95[h] = Math.max(0, point + Math.min(quantiles.lo95 * spread, POISSON_QUANTILES.lo95 * poisson));
    bounds.hi95[h] = Math.max(0, point + Math.max(quantiles.hi95 * spread, POISSON_QUANTILES.hi95 * poisson));
  }
  return bounds;
}
