import { dayOfIso } from '../../lib/calendar-days.ts';
import type { StoredFit } from './replan.repository.ts';
import type { MadeForecast } from './sku-forecast.domain.ts';

/**
 * The stored forecast seen from `today`: its days before today dropped (it was made on an earlier
 * day). Null for a SKU whose forecast had no model (no sales history then) or runs out before today.
 */
export function madeForecast(fit: StoredFit, today: number): MadeForecast | null {
  const from = Math.max(0, today - dayOfIso(fit.firstDay));
  if (fit.model === null || from >= fit.units.length) return null;
  const series = (values: readonly number[]) => Float64Array.from(values.slice(from));
  return {
    model: fit.model,
    mase: fit.mase,
    wape: fit.wape,
    baselineMase: fit.baselineMase,
    scores: Object.fromEntries(
      fit.scores.map((score) => [score.model, { mase: score.mase, wape: score.wape }]),
    ) as MadeForecast['scores'],
    points: series(fit.units),
    lo80: series(fit.lo80),
    hi80: series(fit.hi80),
    lo95: series(fit.lo95),
    hi95: series(fit.hi95),
  };
}
