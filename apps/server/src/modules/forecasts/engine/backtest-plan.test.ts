import { describe, expect, it } from 'vitest';
import {
  BACKTEST_ORIGINS,
  backtestWindow,
  DEFAULT_PLAN_HORIZON,
  MAX_BACKTEST_WINDOW,
  MIN_BACKTEST_WINDOW,
  MIN_ORIGIN_SPACING,
  planBacktest,
} from './backtest-plan.domain.ts';
import { YEARLY_FIT_MIN_DAYS, YEARLY_MIN_DAYS } from './yearly-season.domain.ts';

const yearly = { minTraining: YEARLY_FIT_MIN_DAYS };

describe('the backtest window', () => {
  it("is the plan's horizon in whole days, between four weeks and a quarter", () => {
    expect(backtestWindow()).toBe(DEFAULT_PLAN_HORIZON);
    expect(backtestWindow(75)).toBe(75);
    expect(backtestWindow(74.6)).toBe(75);
    expect(backtestWindow(14)).toBe(MIN_BACKTEST_WINDOW);
    expect(backtestWindow(400)).toBe(MAX_BACKTEST_WINDOW);
    expect(backtestWindow(Number.NaN)).toBe(DEFAULT_PLAN_HORIZON);
  });
});

describe('the backtest origins', () => {
  it('stand a quarter apart over the past year when the history allows', () => {
    // Two years, no yearly candidate: the latest window ends the history, three more a season each back.
    expect(planBacktest({ length: 730 })).toEqual({ window: 56, origins: [401, 492, 583, 674] });
    expect(planBacktest({ length: 730, planHorizon: 91 })).toEqual({
      window: 91,
      origins: [366, 457, 548, 639],
    });
  });

  it('leave the yearly shape a full year of training, and still a season apart on two years', () => {
    // 674 back to 365: 309 days, more than three quarters.
    expect(planBacktest({ length: 730, ...yearly })).toEqual({ window: 56, origins: [401, 492, 583, 674] });
    // 444 back to 365: 79 days, no closer than four weeks.
    expect(planBacktest({ length: 500, ...yearly })).toEqual({ window: 56, origins: [388, 416, 444] });
    // At 425 days a quarter's window would leave 334 days: the window shortens to keep a year.
    expect(planBacktest({ length: 425, planHorizon: 91, ...yearly })).toEqual({ window: 60, origins: [365] });
  });

  it('give a short history fewer origins, and none when no window fits after four weeks of training', () => {
    expect(planBacktest({ length: 100 })).toEqual({ window: 56, origins: [44] });
    expect(planBacktest({ length: 70 })).toEqual({ window: 42, origins: [28] });
    expect(planBacktest({ length: 50 })).toEqual({ window: 28, origins: [] });
  });

  it('always leave the training asked for, fit the window in the history and stay four weeks apart', () => {
    for (let length = 0; length <= 1_000; length += 7)
      for (const planHorizon of [14, 28, 56, 75, 91, 365])
        for (const training of [{ minTraining: 28 }, yearly]) {
          const { window, origins } = planBacktest({ length, planHorizon, ...training });
          const least = training.minTraining;
          expect(window).toBeGreaterThanOrEqual(MIN_BACKTEST_WINDOW);
          expect(window).toBeLessThanOrEqual(Math.max(MIN_BACKTEST_WINDOW, backtestWindow(planHorizon)));
          expect(origins.length).toBeLessThanOrEqual(BACKTEST_ORIGINS);
          for (const [i, origin] of origins.entries()) {
            expect(origin).toBeGreaterThanOrEqual(least);
            expect(origin + window).toBeLessThanOrEqual(length);
            if (i > 0) expect(origin - (origins[i - 1] as number)).toBeGreaterThanOrEqual(MIN_ORIGIN_SPACING);
          }
          if (length >= YEARLY_MIN_DAYS) expect(origins.length).toBeGreaterThan(0);
        }
  });
});
