import type { IntervalBounds } from './intervals.domain.ts';
import { isObserved } from './series.domain.ts';

/**
 * Whether the bands hold what they say, season by season: an 80 % band that holds 80 % of the
 * year's days can still hold 70 % through the Q4 peak and 90 % through the summer, and a seller
 * orders for one season at a time. Seasons are the meteorological ones of the northern hemisphere
 * (where the demo's marketplaces are): winter is December to February.
 */
export const SEASONS = ['winter', 'spring', 'summer', 'autumn'] as const;
export type Season = (typeof SEASONS)[number];

const SEASON_OF_MONTH: readonly Season[] = [
  'winter',
  'winter',
  'spring',
  'spring',
  'spring',
  'summer',
  'summer',
  'summer',
  'autumn',
  'autumn',
  'autumn',
  'winter',
];

/** The season of a UTC day number. */
export function seasonOf(day: number): Season {
  return SEASON_OF_MONTH[new Date(day * 86_400_000).getUTCMonth()] as Season;
}

export interface Coverage {
  /** Observed days compared. */
  days: number;
  inside80: number;
  inside95: number;
}

export type SeasonalCoverage = Record<Season, Coverage>;

export function emptyCoverage(): SeasonalCoverage {
  return Object.fromEntries(
    SEASONS.map((season) => [season, { days: 0, inside80: 0, inside95: 0 }]),
  ) as SeasonalCoverage;
}

/**
 * Adds to `into` the observed days of `actuals` (from UTC day `firstDay` on) that fell inside each
 * band, by season; a day out of stock (NaN) is not compared. Bounds are inclusive: a band of
 * [0, 0] holds a day that sold nothing.
 */
export function addCoverage(
  into: SeasonalCoverage,
  { bands, actuals, firstDay }: { bands: IntervalBounds; actuals: ArrayLike<number>; firstDay: number },
): SeasonalCoverage {
  for (let h = 0; h < actuals.length; h++) {
    const actual = actuals[h] as number;
    if (!isObserved(actual)) continue;
    const tally = into[seasonOf(firstDay + h)];
    tally.days++;
    if (actual >= (bands.lo80[h] as number) && actual <= (bands.hi80[h] as number)) tally.inside80++;
    if (actual >= (bands.lo95[h] as number) && actual <= (bands.hi95[h] as number)) tally.inside95++;
  }
  return into;
}

/** Adds `from`'s days to `into`'s, season by season. */
export function mergeCoverage(into: SeasonalCoverage, from: SeasonalCoverage): SeasonalCoverage {
  for (const season of SEASONS) {
    into[season].days += from[season].days;
    into[season].inside80 += from[season].inside80;
    into[season].inside95 += from[season].inside95;
  }
  return into;
}

/** Every season's days together. */
export function overallCoverage(coverage: SeasonalCoverage): Coverage {
  const total = { days: 0, inside80: 0, inside95: 0 };
  for (const season of SEASONS) {
    total.days += coverage[season].days;
    total.inside80 += coverage[season].inside80;
    total.inside95 += coverage[season].inside95;
  }
  return total;
}

/** The share of days inside the 80 % and 95 % bands; null without a day compared. */
export function coverageShares(coverage: Coverage): { coverage80: number; coverage95: number } | null {
  return coverage.days
    ? { coverage80: coverage.inside80 / coverage.days, coverage95: coverage.inside95 / coverage.days }
    : null;
}
