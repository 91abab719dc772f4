import type { ForecastModelName } from '@backoffice/shared';
import type { DailySeries } from './series.domain.ts';

/** The models' names are the API's (`FORECAST_MODELS` in shared). */
export type ModelName = ForecastModelName;

/**
 * A forecasting method. `fit` learns from a training series (its parameters may come from an
 * earlier, shorter window through `tuned`, so a backtest re-runs the filter without searching
 * again) and returns the point forecast for the `horizon` days after the series ends.
 */
export interface ForecastModel<Tuning = unknown> {
  name: ModelName;
  /** Whether the model can be fitted on this training series (e.g. a year for yearly). */
  applies(series: DailySeries): boolean;
  /**
   * The history a whole series needs before the model is a candidate for it, when that is more
   * than `applies` asks of a backtest's training (the yearly shape: 425 days to choose it, a year
   * at a backtest origin, so a series just past 425 days can still be backtested with it).
   */
  minHistory?: number;
  /** The least training at a backtest origin, when more than MIN_TRAINING_DAYS (planBacktest). */
  minTraining?: number;
  /** Chooses the model's parameters on a training series. */
  tune(series: DailySeries): Tuning;
  forecast(series: DailySeries, tuning: Tuning, horizon: number): Float64Array;
}
