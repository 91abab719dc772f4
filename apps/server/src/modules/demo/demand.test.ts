import { describe, expect, it } from 'vitest';
import {
  type DemandProfile,
  dailyDemand,
  dayNumber,
  dayOfWeek,
  expectedDemand,
  randomDemandProfile,
  weeklyFactor,
} from './demand.domain.ts';
import { createRandom } from './random.domain.ts';

const profile: DemandProfile = {
  base: 20,
  trendPerYear: 0.3,
  weekendFactor: 1.4,
  q4Peak: 0.8,
  summerDip: 0.3,
  noise: 0.25,
};
const firstDay = dayNumber(new Date('2024-01-01T00:00:00Z'));

/** Two years of simulated daily demand with the date of each day. */
function series(seed: number, days = 731) {
  const random = createRandom(seed);
  return Array.from({ length: days }, (_, index) => ({
    day: firstDay + index,
    date: new Date((firstDay + index) * 86_400_000),
    units: dailyDemand(profile, firstDay + index, index, random),
  }));
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('daily demand', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(series(7)).toEqual(series(7));
    expect(series(8).map((point) => point.units)).not.toEqual(series(7).map((point) => point.units));
  });

  it('sells more on weekends, visibly in the averages', () => {
    const days = series(1);
    const weekend = mean(days.filter((point) => [0, 6].includes(dayOfWeek(point.day))).map((p) => p.units));
    const weekday = mean(days.filter((point) => ![0, 6].includes(dayOfWeek(point.day))).map((p) => p.units));
    expect(weekend / weekday).toBeGreaterThan(1.25);
    expect(weekend / weekday).toBeLessThan(1.55);
  });

  it('peaks in Q4 and dips in summer', () => {
    const days = series(2);
    const months = (from: number, to: number) =>
      mean(
        days
          .filter((point) => point.date.getUTCMonth() >= from && point.date.getUTCMonth() <= to)
          .map((p) => p.units),
      );
    const novemberDecember = months(10, 11);
    const julyAugust = months(6, 7);
    const spring = months(2, 4);
    expect(novemberDecember).toBeGreaterThan(julyAugust * 1.5);
    expect(novemberDecember).toBeGreaterThan(spring);
    expect(julyAugust).toBeLessThan(spring);
  });

  it('follows the trend from one year to the next', () => {
    const days = series(3);
    const firstYear = mean(days.slice(0, 365).map((point) => point.units));
    const secondYear = mean(days.slice(365, 730).map((point) => point.units));
    expect(secondYear / firstYear).toBeGreaterThan(1.2);
    expect(secondYear / firstYear).toBeLessThan(1.45);
  });

  it('is noisy around its expectation, never negative and whole', () => {
    const days = series(4);
    const residuals = days.map((point, index) => point.units / expectedDemand(profile, point.day, index));
    expect(Math.min(...days.map((point) => point.units))).toBeGreaterThanOrEqual(0);
    expect(days.every((point) => Number.isInteger(point.units))).toBe(true);
    expect(mean(residuals)).toBeGreaterThan(0.95);
    expect(mean(residuals)).toBeLessThan(1.05);
    const spread = Math.sqrt(mean(residuals.map((value) => (value - 1) ** 2)));
    expect(spread).toBeGreaterThan(0.2);
  });

  it('keeps the weekly rhythm from shifting the level: a week averages 1', () => {
    const week = Array.from({ length: 7 }, (_, index) => weeklyFactor(profile, firstDay + index));
    expect(mean(week)).toBeCloseTo(1, 10);
  });

  it('draws profiles within realistic bounds', () => {
    const random = createRandom(9);
    for (let i = 0; i < 500; i++) {
      const drawn = randomDemandProfile(random);
      expect(drawn.base).toBeGreaterThan(0);
      expect(drawn.base).toBeLessThanOrEqual(60);
      expect(drawn.weekendFactor).toBeGreaterThan(1);
      expect(drawn.q4Peak).toBeGreaterThan(drawn.summerDip);
    }
  });
});
