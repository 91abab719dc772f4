import { describe, expect, it } from 'vitest';
import {
  addCoverage,
  coverageShares,
  emptyCoverage,
  mergeCoverage,
  overallCoverage,
  seasonOf,
} from './calibration.domain.ts';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
const bandsOf = (lo80: number[], hi80: number[], lo95: number[], hi95: number[]) => ({
  lo80: Float64Array.from(lo80),
  hi80: Float64Array.from(hi80),
  lo95: Float64Array.from(lo95),
  hi95: Float64Array.from(hi95),
});

describe('seasons', () => {
  it('are the meteorological ones of the northern hemisphere', () => {
    expect(seasonOf(day('2026-12-01'))).toBe('winter');
    expect(seasonOf(day('2026-02-28'))).toBe('winter');
    expect(seasonOf(day('2028-02-29'))).toBe('winter');
    expect(seasonOf(day('2026-03-01'))).toBe('spring');
    expect(seasonOf(day('2026-06-01'))).toBe('summer');
    expect(seasonOf(day('2026-08-31'))).toBe('summer');
    expect(seasonOf(day('2026-09-01'))).toBe('autumn');
    expect(seasonOf(day('2026-11-30'))).toBe('autumn');
  });
});

describe('band coverage', () => {
  it('counts the observed days inside each band by the season of the day, bounds included', () => {
    // 27 February to 2 March 2026: two winter days, then two spring days.
    const bands = bandsOf([0, 2, 1, 0], [0, 4, 3, 1], [0, 1, 0, 0], [1, 6, 4, 3]);
    const coverage = addCoverage(emptyCoverage(), {
      bands,
      actuals: [0, 5, Number.NaN, 2],
      firstDay: day('2026-02-27'),
    });
    // A day that sold nothing sits inside [0, 0]; 5 is outside [2, 4] but inside [1, 6]; the day
    // out of stock is not compared; 2 is outside [0, 1], inside [0, 3].
    expect(coverage.winter).toEqual({ days: 2, inside80: 1, inside95: 2 });
    expect(coverage.spring).toEqual({ days: 1, inside80: 0, inside95: 1 });
    expect(coverage.summer).toEqual({ days: 0, inside80: 0, inside95: 0 });
    expect(coverageShares(overallCoverage(coverage))).toEqual({ coverage80: 1 / 3, coverage95: 1 });
  });

  it('pools origins season by season, and has no share without a day', () => {
    const one = addCoverage(emptyCoverage(), {
      bands: bandsOf([0], [2], [0], [3]),
      actuals: [1],
      firstDay: day('2026-07-01'),
    });
    const other = addCoverage(emptyCoverage(), {
      bands: bandsOf([0], [2], [0], [3]),
      actuals: [3],
      firstDay: day('2025-07-01'),
    });
    const pooled = mergeCoverage(emptyCoverage(), one);
    mergeCoverage(pooled, other);
    expect(pooled.summer).toEqual({ days: 2, inside80: 1, inside95: 2 });
    expect(coverageShares(pooled.winter)).toBeNull();
  });
});
