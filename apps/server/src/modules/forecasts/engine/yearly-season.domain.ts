import { ETS_WINDOW_DAYS, type EtsParameters, etsForecast, tuneEts } from './ets.domain.ts';
import type { ForecastModel } from './model.domain.ts';
import { type DailySeries, daysOfYear, isObserved, WEEK } from './series.domain.ts';

/**
 * Yearly seasonality (Q4 peaks, summer dips) as a smooth multiplicative index per day of the
 * year: a least-squares fit of log(weekly mean demand) on a linear trend plus Fourier terms of
 * the day of the year. Fourier terms make the index smooth by construction and need one pass over
 * the history instead of the 365-day moving averages of a classical decomposition, which cost
 * time and need two full years before they say anything.
 */
export const YEAR = 365;
/** Harmonics of the year: 6 resolves a peak about a month wide (the Black Friday to Christmas season). */
const HARMONICS = 6;
/**
 * The history a series needs for the yearly shape to be a candidate: a year and two months, so the
 * trend is told apart from the season. The forecast uses it only when backtests say it helps.
 */
export const YEARLY_MIN_DAYS = YEAR + 60;
/**
 * The least training a backtest origin fits an index on: every day of the year seen once. A series
 * of YEARLY_MIN_DAYS has an origin a window before its end with at least this much before it, so
 * the yearly shape is backtested, and can win, on every series where it is a candidate.
 */
export const YEARLY_FIT_MIN_DAYS = YEAR;

/** The index per day of the year (0 … 365), averaging 1 over the year; null when it cannot be fitted. */
export function yearlyIndex(series: DailySeries): Float64Array | null {
  const { values, firstDay } = series;
  const n = values.length;
  if (n < YEARLY_FIT_MIN_DAYS) return null;
  const weekly = weeklyMeans(values);
  let total = 0;
  let count = 0;
  for (const value of weekly) {
    if (isObserved(value)) {
      total += value;
      count++;
    }
  }
  if (count < YEARLY_FIT_MIN_DAYS * 0.6 || total <= 0) return null;
  // Keeps log() finite on days without sales while barely moving the busy ones.
  const offset = Math.max(0.05, (0.1 * total) / count);
  const size = 2 + 2 * HARMONICS;
  const normal = new Float64Array(size * size);
  const right = new Float64Array(size);
  const row = new Float64Array(size);
  const doys = daysOfYear(firstDay, n);
  for (let t = 0; t < n; t++) {
    const value = weekly[t] as number;
    if (!isObserved(value)) continue;
    fillRow(row, t / n, doys[t] as number);
    const target = Math.log(value + offset);
    for (let i = 0; i < size; i++) {
      const ri = row[i] as number;
      right[i] = (right[i] as number) + ri * target;
      for (let j = i; j < size; j++)
        normal[i * size + j] = (normal[i * size + j] as number) + ri * (row[j] as number);
    }
  }
  for (let i = 0; i < size; i++)
    for (let j = 0; j < i; j++) normal[i * size + j] = normal[j * size + i] as number;
  const coefficients = solve(normal, right, size);
  if (!coefficients) return null;
  const index = new Float64Array(YEAR + 1);
  let sum = 0;
  for (let doy = 0; doy <= YEAR; doy++) {
    let log = 0;
    const at = doy * 2 * HARMONICS;
    for (let c = 0; c < 2 * HARMONICS; c++)
      log += (coefficients[2 + c] as number) * (HARMONIC_TABLE[at + c] as number);
    index[doy] = Math.exp(log);
    if (doy < YEAR) sum += index[doy] as number;
  }
  const mean = sum / YEAR;
  for (let doy = 0; doy <= YEAR; doy++) index[doy] = (index[doy] as number) / mean;
  return index;
}

/** Centred 7-day means of the observed days (the weekly rhythm averaged out); NaN where none was observed. */
function weeklyMeans(values: Float64Array): Float64Array {
  const n = values.length;
  const means = new Float64Array(n);
  for (let t = 0; t < n; t++) {
    let sum = 0;
    let count = 0;
    for (let s = Math.max(0, t - 3); s <= Math.min(n - 1, t + 3); s++) {
      const value = values[s] as number;
      if (isObserved(value)) {
        sum += value;
        count++;
      }
    }
    means[t] = count >= 3 ? sum / count : Number.NaN;
  }
  return means;
}

/**
 * sin and cos of each harmonic for each day of the year (0 … 365), computed once: the fits at a
 * SKU's backtest origins would otherwise take a dozen sines and cosines for every day, every time.
 */
const HARMONIC_TABLE = (() => {
  const table = new Float64Array((YEAR + 1) * 2 * HARMONICS);
  for (let doy = 0; doy <= YEAR; doy++)
    for (let k = 1; k <= HARMONICS; k++) {
      const angle = (2 * Math.PI * k * doy) / YEAR;
      table[doy * 2 * HARMONICS + 2 * (k - 1)] = Math.sin(angle);
      table[doy * 2 * HARMONICS + 2 * (k - 1) + 1] = Math.cos(angle);
    }
  return table;
})();

function fillRow(row: Float64Array, time: number, doy: number): void {
  row[0] = 1;
  row[1] = time;
  const at = doy * 2 * HARMONICS;
  for (let c = 0; c < 2 * HARMONICS; c++) row[2 + c] = HARMONIC_TABLE[at + c] as number;
}

/** Gaussian elimination with partial pivoting; null for a singular system. */
function solve(matrix: Float64Array, vector: Float64Array, size: number): Float64Array | null {
  const a = Float64Array.from(matrix);
  const b = Float64Array.from(vector);
  for (let col = 0; col < size; col++) {
    let pivot = col;
    for (let r = col + 1; r < size; r++) {
      if (Math.abs(a[r * size + col] as number) > Math.abs(a[pivot * size + col] as number)) pivot = r;
    }
    if (Math.abs(a[pivot * size + col] as number) < 1e-12) return null;
    if (pivot !== col) {
      for (let c = 0; c < size; c++) {
        const tmp = a[col * size + c] as number;
        a[col * size + c] = a[pivot * size + c] as number;
        a[pivot * size + c] = tmp;
      }
      const tmp = b[col] as number;
      b[col] = b[pivot] as number;
      b[pivot] = tmp;
    }
    for (let r = col + 1; r < size; r++) {
      const factor = (a[r * size + col] as number) / (a[col * size + col] as number);
      if (factor === 0) continue;
      for (let c = col; c < size; c++)
        a[r * size + c] = (a[r * size + c] as number) - factor * (a[col * size + c] as number);
      b[r] = (b[r] as number) - factor * (b[col] as number);
    }
  }
  const x = new Float64Array(size);
  for (let r = size - 1; r >= 0; r--) {
    let sum = b[r] as number;
    for (let c = r + 1; c < size; c++) sum -= (a[r * size + c] as number) * (x[c] as number);
    x[r] = sum / (a[r * size + r] as number);
  }
  return x;
}

interface YearlyTuning {
  parameters: EtsParameters;
}

/** tune() and forecast() of one training series fit the same index: keep the last one. */
let lastIndex: {
  buffer: ArrayBufferLike;
  offset: number;
  length: number;
  index: Float64Array | null;
} | null = null;
function indexOf({ values, firstDay }: DailySeries): Float64Array | null {
  const key = { buffer: values.buffer, offset: values.byteOffset, length: values.length };
  if (
    lastIndex &&
    lastIndex.buffer === key.buffer &&
    lastIndex.offset === key.offset &&
    lastIndex.length === key.length
  ) {
    return lastIndex.index;
  }
  const index = yearlyIndex({ values, firstDay });
  lastIndex = { ...key, index };
  return index;
}

/** The series divided by its index, over the days ETS reads (the last ETS_WINDOW_DAYS). */
function adjusted(series: DailySeries, index: Float64Array): DailySeries {
  const skip = Math.max(0, series.values.length - ETS_WINDOW_DAYS);
  const firstDay = series.firstDay + skip;
  const values = series.values.slice(skip);
  const doys = daysOfYear(firstDay, values.length);
  for (let t = 0; t < values.length; t++)
    values[t] = (values[t] as number) / (index[doys[t] as number] as number);
  return { firstDay, values };
}

/**
 * ETS on the series divided by its yearly index, the forecast multiplied back: the weekly model
 * follows the level while the index brings the season it cannot see from 400 days of weeks.
 */
export const etsYearly: ForecastModel<YearlyTuning | null> = {
  name: 'ets_yearly',
  applies: (series) => series.values.length >= YEARLY_FIT_MIN_DAYS && series.values.length >= 2 * WEEK,
  minHistory: YEARLY_MIN_DAYS,
  minTraining: YEARLY_FIT_MIN_DAYS,
  tune(series) {
    const index = indexOf(series);
    return index ? { parameters: tuneEts(adjusted(series, index)) } : null;
  },
  forecast(series, tuning, horizon) {
    const index = indexOf(series);
    if (!index || !tuning) return etsForecast(series, tuneEts(series), horizon);
    const points = etsForecast(adjusted(series, index), tuning.parameters, horizon);
    const doys = daysOfYear(series.firstDay + series.values.length, horizon);
    for (let h = 0; h < horizon; h++)
      points[h] = (points[h] as number) * (index[doys[h] as number] as number);
    return points;
  },
};
