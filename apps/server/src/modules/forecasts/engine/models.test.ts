import { describe, expect, it } from 'vitest';
import { backtest } from './backtest.domain.ts';
import { planBacktest } from './backtest-plan.domain.ts';
import { crostonSba, crostonSbaRate } from './croston.domain.ts';
import { ets } from './ets.domain.ts';
import { forecastSeries } from './forecast-series.domain.ts';
import {
  dispersionOf,
  intervalBounds,
  intervalQuantiles,
  POISSON_QUANTILES,
  widening,
} from './intervals.domain.ts';
import { seasonalNaive, seasonalNaiveScale } from './seasonal-naive.domain.ts';
import { type DailySeries, dayOfYearOf, seriesOf } from './series.domain.ts';
import { yearlyIndex } from './yearly-season.domain.ts';

// 2025-01-06 is a Monday; day numbers are days since 1970-01-01.
const MONDAY = Date.UTC(2025, 0, 6) / 86_400_000;
const WEEK_PATTERN = [4, 5, 6, 5, 4, 9, 12];

function weekly(days: number, pattern = WEEK_PATTERN): DailySeries {
  return seriesOf(
    MONDAY,
    Array.from({ length: days }, (_, t) => pattern[t % 7] as number),
  );
}

/** A weekly rhythm under a yearly season peaking on 1 December (±60 %), ending on 31 October 2025. */
function yearlySeasonal(days: number): DailySeries {
  const last = Date.UTC(2025, 9, 31) / 86_400_000;
  const first = last - days + 1;
  return seriesOf(
    first,
    Array.from({ length: days }, (_, t) => {
      const season = 1 + 0.6 * Math.cos((2 * Math.PI * (dayOfYearOf(first + t) - 334)) / 365);
      return 10 * season * ((WEEK_PATTERN[t % 7] as number) / 6.43);
    }),
  );
}

function fitAndForecast<T>(
  model: { tune(s: DailySeries): T; forecast(s: DailySeries, t: T, h: number): Float64Array },
  series: DailySeries,
  horizon: number,
) {
  return Array.from(model.forecast(series, model.tune(series), horizon));
}

describe('calendar', () => {
  it('counts the day of the year from 1 January, leap years included', () => {
    const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
    expect(dayOfYearOf(day('2025-01-01'))).toBe(0);
    expect(dayOfYearOf(day('2025-12-31'))).toBe(364);
    expect(dayOfYearOf(day('2024-12-31'))).toBe(365);
    expect(dayOfYearOf(day('2024-03-01'))).toBe(60);
    expect(dayOfYearOf(day('1999-07-04'))).toBe(184);
  });
});

describe('seasonal naive', () => {
  it('repeats the last week, weekday by weekday', () => {
    expect(fitAndForecast(seasonalNaive, weekly(30), 9)).toEqual([6, 5, 4, 9, 12, 4, 5, 6, 5]);
  });

  it('looks a week further back for a weekday that was out of stock last time', () => {
    const series = weekly(28);
    series.values[27] = Number.NaN; // the last Sunday
    expect(fitAndForecast(seasonalNaive, series, 7)[6]).toBe(12);
  });

  it('scales MASE by its own in-sample error, skipping pairs with a missing day', () => {
    expect(seasonalNaiveScale(weekly(28))).toBe(0);
    expect(seasonalNaiveScale(seriesOf(0, [1, 1, 1, 1, 1, 1, 1, 3, Number.NaN, 1, 1, 1, 1, 1]))).toBe(2 / 6);
    expect(seasonalNaiveScale(seriesOf(0, [1, 2, 3]))).toBeNull();
  });
});

describe('ETS (Holt-Winters, damped trend, weekly season)', () => {
  it('forecasts a constant series as that constant', () => {
    const points = fitAndForecast(ets, seriesOf(MONDAY, Array(120).fill(7)), 30);
    for (const point of points) expect(point).toBeCloseTo(7, 6);
  });

  it('learns the weekly pattern', () => {
    const points = fitAndForecast(ets, weekly(200), 14);
    const expected = [...WEEK_PATTERN.slice(200 % 7), ...WEEK_PATTERN.slice(0, 200 % 7)];
    for (const [i, point] of points.slice(0, 7).entries())
      expect(point).toBeCloseTo(expected[i] as number, 1);
  });

  it('follows a trend, damped so it does not run away over a year', () => {
    const series = seriesOf(
      MONDAY,
      Array.from({ length: 300 }, (_, t) => 10 + 0.1 * t),
    );
    const points = fitAndForecast(ets, series, 365);
    expect(points[0]).toBeGreaterThan(39.5);
    expect(points[29]).toBeGreaterThan(points[0] as number);
    // Undamped the line would reach 10 + 0.1 × 665 = 76.5 after a year.
    expect(points[364]).toBeLessThan(76.5);
  });

  it('carries on through days out of stock instead of reading them as no demand', () => {
    const values = Array<number>(150).fill(10);
    for (let t = 130; t < 150; t++) values[t] = Number.NaN;
    const points = fitAndForecast(ets, seriesOf(MONDAY, values), 7);
    for (const point of points) expect(point).toBeCloseTo(10, 4);
  });

  it('never forecasts negative demand', () => {
    const series = seriesOf(
      MONDAY,
      Array.from({ length: 200 }, (_, t) => Math.max(0, 30 - 0.2 * t)),
    );
    for (const point of fitAndForecast(ets, series, 365)) expect(point).toBeGreaterThanOrEqual(0);
  });
});

describe('Croston (SBA) for intermittent demand', () => {
  it('is size ÷ interval with the Syntetos-Boylan correction', () => {
    // A demand of 3 every third day: size 3, interval 3, rate (1 − 0.05) × 1.
    const values = Array.from({ length: 60 }, (_, t) => ((t + 1) % 3 === 0 ? 3 : 0));
    expect(crostonSbaRate(values)).toBeCloseTo(0.95, 10);
    expect(fitAndForecast(crostonSba, seriesOf(0, values), 3)).toEqual(
      [0.95, 0.95, 0.95].map((v) => expect.closeTo(v, 10)),
    );
  });

  it('skips days out of stock: they are not days without demand', () => {
    const values = [0, 0, 4, Number.NaN, Number.NaN, Number.NaN, 0, 0, 4, 0, 0, 4];
    expect(crostonSbaRate(values)).toBeCloseTo((0.95 * 4) / 3, 10);
  });

  it('forecasts 0 for a SKU that never sold', () => {
    expect(crostonSbaRate([0, 0, 0, Number.NaN])).toBe(0);
  });
});

describe('yearly index', () => {
  it('finds a December peak and a summer dip of the size they have', () => {
    // Two years of smooth demand: 10 × (1 + 0.5 cos(2π (doy − 334) / 365)), peak on 1 December.
    const first = Date.UTC(2023, 0, 1) / 86_400_000;
    const values = Array.from({ length: 730 }, (_, t) => {
      const doy = dayOfYearOf(first + t);
      return 10 * (1 + 0.5 * Math.cos((2 * Math.PI * (doy - 334)) / 365));
    });
    const index = yearlyIndex(seriesOf(first, values));
    expect(index).not.toBeNull();
    const peak = (index as Float64Array)[334] as number;
    const trough = (index as Float64Array)[152] as number;
    expect(peak).toBeCloseTo(1.5, 1);
    expect(trough).toBeCloseTo(0.5, 1);
  });

  it('needs a full year: every day of it seen once', () => {
    expect(yearlyIndex(seriesOf(0, Array(364).fill(1)))).toBeNull();
    expect(yearlyIndex(seriesOf(0, Array(365).fill(1)))).not.toBeNull();
  });
});

describe('backtest and selection', () => {
  it('scores a perfect forecast at zero error, every window day of every origin', () => {
    const plan = planBacktest({ length: 200 });
    const score = backtest(seasonalNaive, weekly(200), plan);
    expect(score?.absoluteError).toBe(0);
    expect(score?.wape).toBe(0);
    expect(score?.residuals).toHaveLength(plan.origins.length * plan.window);
  });

  it('chooses the intermittent method for sparse demand and a weekly one for a weekly rhythm', () => {
    const sparse = Array.from({ length: 400 }, (_, t) => (t % 11 === 0 || t % 17 === 0 ? 2 : 0));
    expect(forecastSeries(seriesOf(MONDAY, sparse))?.model).toBe('croston_sba');
    expect(forecastSeries(weekly(200))?.model).toMatch(/seasonal_naive|ets/);
  });

  it('backtests the yearly shape on every series of 425 days or more, whatever the plan', () => {
    for (const length of [424, 425, 440, 500, 730])
      for (const planHorizon of [28, 56, 91]) {
        const forecast = forecastSeries(yearlySeasonal(length), { horizon: 28, planHorizon });
        const scored = Object.keys(forecast?.scores ?? {});
        expect(scored.includes('ets_yearly'), `${length} days, plan ${planHorizon}`).toBe(length >= 425);
        // Every candidate on the same origins, each leaving the yearly shape a year of training.
        if (length >= 425) {
          expect(scored).toHaveLength(4);
          for (const origin of forecast?.backtest.origins ?? []) expect(origin).toBeGreaterThanOrEqual(365);
        }
      }
  });

  it('chooses the yearly shape when the season it cannot see from weeks is ahead', () => {
    // 425 days ending at the start of November: the Q4 ramp is where a weekly model falls behind.
    const forecast = forecastSeries(yearlySeasonal(425), { horizon: 56, planHorizon: 56 });
    expect(forecast?.model).toBe('ets_yearly');
  });

  it('forecasts 365 days with ordered intervals that never go below zero', () => {
    const forecast = forecastSeries(weekly(200));
    expect(forecast?.points).toHaveLength(365);
    for (let h = 0; h < 365; h++) {
      const f = forecast as NonNullable<typeof forecast>;
      expect(f.lo95[h]).toBeLessThanOrEqual(f.lo80[h] as number);
      expect(f.lo80[h]).toBeLessThanOrEqual(f.hi80[h] as number);
      expect(f.hi80[h]).toBeLessThanOrEqual(f.hi95[h] as number);
      expect(f.lo95[h]).toBeGreaterThanOrEqual(0);
    }
  });

  it('has nothing to say about a SKU never seen in stock or sold', () => {
    expect(forecastSeries(seriesOf(0, [Number.NaN, Number.NaN]))).toBeNull();
    expect(forecastSeries(seriesOf(0, []))).toBeNull();
  });
});

describe('intervals', () => {
  it('takes the quantiles of the errors standardised by their spread at the level', () => {
    const residuals = Array.from({ length: 100 }, (_, i) => ({
      step: 1,
      forecast: 4,
      actual: 4 + (i - 50) / 5,
    }));
    const quantiles = intervalQuantiles(residuals);
    // Errors −10 … 9.8: mean square 33.34, of which 4 is count noise: k = 29.34 ÷ 4² = 1.834, and
    // the spread √(4 + 1.834 × 16) = √33.34. The 10th percentile −8.02 ÷ 5.774, the 90th 7.82 ÷ 5.774.
    expect(quantiles.dispersion).toBeCloseTo(29.34 / 16, 3);
    expect(quantiles.lo80).toBeCloseTo(-8.02 / Math.sqrt(33.34), 3);
    expect(quantiles.hi80).toBeCloseTo(7.82 / Math.sqrt(33.34), 3);
  });

  it('falls back to count noise with too few residuals, and widens beyond the backtest window', () => {
    expect(intervalQuantiles([{ step: 1, forecast: 1, actual: 9 }])).toEqual(POISSON_QUANTILES);
    expect(widening(1, 56)).toBe(1);
    expect(widening(56, 56)).toBe(1);
    expect(widening(365, 56)).toBeCloseTo(Math.sqrt(1 + 309 / (32 * 56)), 10);
    expect(widening(365, 91)).toBeLessThan(widening(365, 56));
  });

  it('measures the errors beyond count noise that grow with the level (variance = f + k f²)', () => {
    // Count noise alone: squared errors equal to the forecast.
    const poisson = [4, 4, 9, 9].map((forecast, i) => ({
      step: 1,
      forecast,
      actual: forecast + (i % 2 ? 1 : -1) * Math.sqrt(forecast),
    }));
    expect(dispersionOf(poisson)).toBeCloseTo(0, 10);
    // Misses of half the level at 10 a day: (25 − 10) ÷ 100 beyond count noise.
    const swings = [15, 5].map((actual) => ({ step: 1, forecast: 10, actual }));
    expect(dispersionOf(swings)).toBeCloseTo(0.15, 10);
    // Errors smaller than count noise do not make it negative.
    expect(dispersionOf([{ step: 1, forecast: 10, actual: 10 }])).toBe(0);
  });

  it('widens a busy day more than in proportion to √level once errors grow with the level', () => {
    const quantiles = { ...POISSON_QUANTILES, dispersion: 0.1 };
    const points = Float64Array.from([1, 100]);
    const bands = intervalBounds(points, quantiles, 56);
    const above = (h: number) => (bands.hi80[h] as number) - (points[h] as number);
    // √(1 + 0.1) and √(100 + 0.1 × 100²) standard units: 1.05 and 33.2, not 1 and 10.
    expect(above(0)).toBeCloseTo(1.2816 * Math.sqrt(1.1), 6);
    expect(above(1)).toBeCloseTo(1.2816 * Math.sqrt(1100), 6);
  });

  it('never draws a band narrower than count noise, however calm the backtest', () => {
    const calm = { lo80: -0.1, hi80: 0.1, lo95: -0.2, hi95: 0.2, dispersion: 0 };
    const bands = intervalBounds(Float64Array.from([25]), calm, 56);
    expect(bands.lo80[0]).toBeCloseTo(25 - 1.2816 * 5, 6);
    expect(bands.hi95[0]).toBeCloseTo(25 + 1.96 * 5, 6);
  });
});
