import { keepProjections } from '../modules/domain-events/record-event.usecase.ts';
import { forecastsFollowTransit } from '../modules/forecasts/replan.usecase.ts';

/**
 * Every projection kept in a producer's own transaction (decision 23, "Projections"): a module
 * declares its projection, and here it meets recordEvent, as consumers meet the dispatcher in
 * workers.ts. The app registers them when it is built (app.ts), so every request and job of the
 * process applies them.
 */
export function keepEventProjections(): void {
  keepProjections([forecastsFollowTransit]);
}
