import type { Executor } from '../../db/client.ts';
import { dayOfIso } from '../../lib/calendar-days.ts';
import { planningContext } from './forecast-facts.usecase.ts';
import { forecastUnits } from './forecasts.repository.ts';

/**
 * Units a day each SKU's forecast expects over the next `days` days (from today in the
 * organisation's time zone), for planning screens such as the purchase-order suggestion: the
 * season ahead, not the average of the last month. A SKU without a forecast is left out.
 */
export async function forecastDemandRates(
  db: Executor,
  { organisationId, skuIds, days }: { organisationId: number; skuIds: number[]; days: number },
): Promise<Map<number, number>> {
  const stored = await forecastUnits(db, { organisationId, skuIds });
  if (!stored.size) return new Map();
  const { today } = await planningContext(db, organisationId);
  const rates = new Map<number, number>();
  for (const [skuId, { firstDay, units }] of stored) {
    const offset = today - dayOfIso(firstDay);
    const window = units.slice(Math.max(0, offset), Math.max(0, offset) + Math.max(1, days));
    if (!window.length) continue;
    rates.set(skuId, window.reduce((sum, value) => sum + value, 0) / window.length);
  }
  return rates;
}
