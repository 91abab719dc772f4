/**
 * Where the backtests stand: how many days each forecasts (the window) and the training lengths
 * at which they start (the origins). A model is chosen for the plan that reads it, so the window
 * is as long as the forecast the plan uses (lead time + cover days), and the origins are spread
 * over the past year: a weekly-only model can win four weeks of summer and lose the Q4 peak.
 */

/** The window when the caller says nothing of its plan: eight weeks, a short lead time and a month's cover. */
export const DEFAULT_PLAN_HORIZON = 56;
/**
 * The window never shorter than four weeks (fewer days say little about a level), nor longer than
 * a quarter: a longer plan's last months are judged through the bands' widening instead, and a
 * longer window would push every origin back a season and cost history before it.
 */
export const MIN_BACKTEST_WINDOW = 28;
export const MAX_BACKTEST_WINDOW = 91;
/** At most this many origins, a quarter apart when the history allows: one per season. */
export const BACKTEST_ORIGINS = 4;
export const ORIGIN_SPACING = 91;
/** Closer than this the windows mostly repeat each other: fewer origins instead. */
export const MIN_ORIGIN_SPACING = 28;
/** A backtest origin needs at least this much training history before it. */
export const MIN_TRAINING_DAYS = 28;

export interface BacktestPlan {
  /** Days each backtest forecasts and compares. */
  window: number;
  /** Training lengths (days before each origin), oldest first; empty when the history is too short. */
  origins: number[];
}

/** The plan's horizon as a backtest window: whole days within MIN_BACKTEST_WINDOW … MAX_BACKTEST_WINDOW. */
export function backtestWindow(planHorizon: number = DEFAULT_PLAN_HORIZON): number {
  const days = Number.isFinite(planHorizon) ? Math.round(planHorizon) : DEFAULT_PLAN_HORIZON;
  return Math.min(MAX_BACKTEST_WINDOW, Math.max(MIN_BACKTEST_WINDOW, days));
}

export interface BacktestPlanInput {
  /** Days in the series. */
  length: number;
  /** Days of forecast the plan reads; see backtestWindow. */
  planHorizon?: number;
  /** The least training every candidate needs at an origin (the yearly shape: a full year). */
  minTraining?: number;
}

/**
 * The latest origin leaves one window at the end of the history; the others step back a quarter
 * each (four origins: a year of seasons), or, when the history is shorter, share what lies between
 * the latest origin and the least training, no closer than MIN_ORIGIN_SPACING. A short history
 * shortens the window first (so at least one origin keeps minTraining), never below
 * MIN_BACKTEST_WINDOW.
 */
export function planBacktest({
  length,
  planHorizon,
  minTraining = MIN_TRAINING_DAYS,
}: BacktestPlanInput): BacktestPlan {
  const least = Math.max(MIN_TRAINING_DAYS, minTraining);
  const window = Math.max(MIN_BACKTEST_WINDOW, Math.min(backtestWindow(planHorizon), length - least));
  const latest = length - window;
  if (latest < least) return { window, origins: [] };
  const spacing = Math.min(
    ORIGIN_SPACING,
    Math.max(MIN_ORIGIN_SPACING, Math.floor((latest - least) / (BACKTEST_ORIGINS - 1))),
  );
  const origins: number[] = [];
  for (let k = 0; k < BACKTEST_ORIGINS; k++) {
    const origin = latest - k * spacing;
    if (origin < least) break;
    origins.unshift(origin);
  }
  return { window, origins };
}
