import { FORECAST_HORIZON_DAYS } from '@backoffice/shared';
import { type BacktestScore, backtest } from './backtest.domain.ts';
import { type BacktestPlan, MIN_TRAINING_DAYS, planBacktest } from './backtest-plan.domain.ts';
import { crostonSba } from './croston.domain.ts';
import { ets } from './ets.domain.ts';
import {
  type IntervalBounds,
  intervalBounds,
  intervalQuantiles,
  POISSON_QUANTILES,
} from './intervals.domain.ts';
import type { ForecastModel, ModelName } from './model.domain.ts';
import { seasonalNaive } from './seasonal-naive.domain.ts';
import { type DailySeries, observedCount } from './series.domain.ts';
import { etsYearly } from './yearly-season.domain.ts';

/**
 * Every candidate, simplest first: on equal backtest error the simpler one wins. Models are chosen
 * by squared error, whose best forecast is the mean: absolute error is best served by the median,
 * which for a SKU selling on one day in five is zero, and a zero forecast never reorders.
 */
export const CANDIDATE_MODELS: readonly ForecastModel<unknown>[] = [
  seasonalNaive,
  crostonSba,
  ets,
  etsYearly,
] as ForecastModel<unknown>[];

export interface SeriesForecast extends IntervalBounds {
  model: ModelName;
  /** The chosen model's backtest accuracy; null when the history was too short to backtest. */
  mase: number | null;
  wape: number | null;
  /** Seasonal naive's MASE on the same backtest (1 by construction only in-sample; this is out of sample). */
  baselineMase: number | null;
  points: Float64Array;
  scores: Partial<Record<ModelName, BacktestScore>>;
  /** Where the models were backtested (window and origins); no origins when the history was too short. */
  backtest: BacktestPlan;
}

/** Whether `model` competes for this series: it can be fitted, and the series is long enough to choose it. */
export function isCandidate(model: ForecastModel<unknown>, series: DailySeries): boolean {
  return model.applies(series) && series.values.length >= (model.minHistory ?? 0);
}

/**
 * The backtest every candidate is scored on: the same origins for all, so their errors compare,
 * at the training the most demanding candidate needs (with 425 days of history or more, the
 * yearly shape's full year).
 */
export function candidatesBacktest(
  series: DailySeries,
  candidates: readonly ForecastModel<unknown>[],
  planHorizon?: number,
): BacktestPlan {
  let minTraining = MIN_TRAINING_DAYS;
  for (const model of candidates) minTraining = Math.max(minTraining, model.minTraining ?? 0);
  return planBacktest({ length: series.values.length, planHorizon, minTraining });
}

/**
 * The forecast of one series: every candidate is backtested at origins spread over the past year,
 * each over a window as long as the plan's horizon (`planHorizon`: the lead time + cover days the
 * replenishment reads; DEFAULT_PLAN_HORIZON when not given), the one with the least squared error
 * is refitted on the whole history and forecasts `horizon` days, with intervals from its backtest
 * errors. Null for a series with no observed day.
 */
export function forecastSeries(
  series: DailySeries,
  {
    horizon = FORECAST_HORIZON_DAYS,
    planHorizon,
    candidates = CANDIDATE_MODELS,
  }: { horizon?: number; planHorizon?: number; candidates?: readonly ForecastModel<unknown>[] } = {},
): SeriesForecast | null {
  if (!observedCount(series.values)) return null;
  const competing = candidates.filter((model) => isCandidate(model, series));
  const plan = candidatesBacktest(series, competing, planHorizon);
  const scores: Partial<Record<ModelName, BacktestScore>> = {};
  let chosen: ForecastModel<unknown> | null = null;
  let chosenScore: BacktestScore | null = null;
  for (const model of competing) {
    const score = backtest(model, series, plan);
    if (!score) continue;
    scores[model.name] = score;
    if (!chosenScore || score.squaredError < chosenScore.squaredError) {
      chosen = model;
      chosenScore = score;
    }
  }
  // Too short to backtest: the weekly repeat when a week exists, else the intermittent rate.
  chosen ??= seasonalNaive.applies(series) ? seasonalNaive : crostonSba;
  const points = chosen.forecast(series, chosen.tune(series), horizon);
  const quantiles = chosenScore ? intervalQuantiles(chosenScore.residuals) : POISSON_QUANTILES;
  return {
    model: chosen.name,
    mase: chosenScore?.mase ?? null,
    wape: chosenScore?.wape ?? null,
    baselineMase: scores.seasonal_naive?.mase ?? null,
    points,
    ...intervalBounds(points, quantiles, plan.window),
    scores,
    backtest: plan,
  };
}
