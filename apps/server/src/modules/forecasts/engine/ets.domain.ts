import type { ForecastModel } from './model.domain.ts';
import { type DailySeries, isObserved, WEEK } from './series.domain.ts';

/**
 * Holt-Winters in its error-correction form, ETS(A,Ad,A): a level, a damped trend and an additive
 * weekly season, updated by each day's one-step error. A day out of stock (NaN) carries the states
 * forward without correcting them, the state-space treatment of a missing observation.
 */
export interface EtsParameters {
  alpha: number;
  /** Trend smoothing as a share of alpha (the trend moves by alpha × beta × error). */
  beta: number;
  gamma: number;
  phi: number;
}

interface EtsState {
  level: number;
  trend: number;
  /** Seasonal term per position modulo 7, counted from the window's start. */
  season: Float64Array;
}

/** Only the most recent days are fitted: older ones say little about next month and cost time. */
export const ETS_WINDOW_DAYS = 400;
/** The first days only set the states; their errors are not counted in the fit. */
const WARM_UP_DAYS = 14;
const INIT_DAYS = 28;

const ALPHAS = [0.03, 0.08, 0.15, 0.3];
const BETAS = [0, 0.05];
const GAMMAS = [0.02, 0.08, 0.2];
const PHIS = [0.9, 0.98];

function initialState(values: Float64Array): EtsState {
  const season = new Float64Array(WEEK);
  const phaseSum = new Float64Array(WEEK);
  const phaseCount = new Float64Array(WEEK);
  let sum = 0;
  let count = 0;
  const end = Math.min(values.length, INIT_DAYS);
  for (let t = 0; t < end; t++) {
    const value = values[t] as number;
    if (!isObserved(value)) continue;
    sum += value;
    count++;
    phaseSum[t % WEEK] = (phaseSum[t % WEEK] as number) + value;
    phaseCount[t % WEEK] = (phaseCount[t % WEEK] as number) + 1;
  }
  if (!count) {
    // Out of stock through the first weeks: start from the first days that were observed.
    for (let t = end; t < values.length && count < INIT_DAYS; t++) {
      const value = values[t] as number;
      if (isObserved(value)) {
        sum += value;
        count++;
      }
    }
  }
  const level = count ? sum / count : 0;
  for (let phase = 0; phase < WEEK; phase++) {
    season[phase] = phaseCount[phase]
      ? (phaseSum[phase] as number) / (phaseCount[phase] as number) - level
      : 0;
  }
  return { level, trend: 0, season };
}

/** Runs the filter over the window; returns the end states and the sum of squared one-step errors. */
function runFilter(values: Float64Array, p: EtsParameters): { state: EtsState; sse: number } {
  const state = initialState(values);
  const { season } = state;
  let { level, trend } = state;
  let sse = 0;
  const gamma = Math.min(p.gamma, 1 - p.alpha);
  for (let t = 0; t < values.length; t++) {
    const phase = t % WEEK;
    const damped = p.phi * trend;
    const predicted = level + damped + (season[phase] as number);
    const value = values[t] as number;
    if (isObserved(value)) {
      const error = value - predicted;
      if (t >= WARM_UP_DAYS) sse += error * error;
      level = level + damped + p.alpha * error;
      trend = damped + p.alpha * p.beta * error;
      season[phase] = (season[phase] as number) + gamma * error;
    } else {
      level += damped;
      trend = damped;
    }
  }
  return { state: { level, trend, season }, sse };
}

function windowOf(series: DailySeries): { values: Float64Array; offset: number } {
  const offset = Math.max(0, series.values.length - ETS_WINDOW_DAYS);
  return { values: series.values.subarray(offset), offset };
}

/** The grid point with the least one-step squared error over the window. */
export function tuneEts(series: DailySeries): EtsParameters {
  const { values } = windowOf(series);
  let best: EtsParameters = { alpha: 0.08, beta: 0, gamma: 0.08, phi: 0.98 };
  let bestSse = Number.POSITIVE_INFINITY;
  for (const alpha of ALPHAS)
    for (const beta of BETAS)
      for (const gamma of GAMMAS)
        for (const phi of PHIS) {
          const parameters = { alpha, beta, gamma, phi };
          const { sse } = runFilter(values, parameters);
          if (sse < bestSse) {
            bestSse = sse;
            best = parameters;
          }
        }
  return best;
}

export function etsForecast(series: DailySeries, parameters: EtsParameters, horizon: number): Float64Array {
  const { values } = windowOf(series);
  const { state } = runFilter(values, parameters);
  const points = new Float64Array(horizon);
  let dampedSum = 0;
  let power = 1;
  for (let h = 0; h < horizon; h++) {
    power *= parameters.phi;
    dampedSum += power;
    const phase = (values.length + h) % WEEK;
    points[h] = Math.max(0, state.level + dampedSum * state.trend + (state.season[phase] as number));
  }
  return points;
}

export const ets: ForecastModel<EtsParameters> = {
  name: 'ets',
  applies: (series) => series.values.length >= 2 * WEEK,
  tune: tuneEts,
  forecast: etsForecast,
};
