import type { Executor } from '../../db/client.ts';
import type { EventProjection } from '../domain-events/domain-events.domain.ts';
import { loadChannelSales } from './forecast-channels.usecase.ts';
import { loadSkuFacts, planningContext } from './forecast-facts.usecase.ts';
import { batchRows, writeBatch } from './forecasts.jobs.ts';
import { type StoredFit, storedFits } from './replan.repository.ts';
import { planSkuWith } from './sku-forecast.domain.ts';
import { madeForecast } from './stored-forecast.usecase.ts';

/**
 * Plans these SKUs again, in `db` (the caller's transaction), with their stock, transfers and
 * orders as they are now and the forecasts they have, without fitting the models again: every
 * figure of their rows (stock, in transit, days of cover, out-of-stock and reorder dates, status,
 * per warehouse and per region) follows a change of stock or arrivals at once, while the full
 * recompute the change also queues follows after the commit. Pending SKUs are left to it. The
 * rows keep the time their forecast was made.
 */
export async function replanSkus({
  db,
  organisationId,
  skuIds,
}: {
  db: Executor;
  organisationId: number;
  skuIds: readonly number[];
}): Promise<{ replanned: number }> {
  const fits = new Map((await storedFits(db, { organisationId, skuIds })).map((fit) => [fit.skuId, fit]));
  if (!fits.size) return { replanned: 0 };
  const context = await planningContext(db, organisationId);
  const ids = [...fits.keys()];
  const skus = await loadSkuFacts(db, { organisationId, skuIds: ids, context });
  const channelSales = await loadChannelSales(db, { organisationId, skuIds: ids, context });
  const plans = skus.map(({ planning, facts }) => {
    const fit = fits.get(Number(planning.id)) as StoredFit;
    return planSkuWith(facts, madeForecast(fit, context.today));
  });
  const loaded = { taken: [], skus, context, channelSales };
  const rows = batchRows({ organisationId, loaded, plans, generatedAt: new Date() });
  for (const row of rows.forecasts)
    row.generatedAt = fits.get(Number(row.skuId))?.generatedAt ?? row.generatedAt;
  await writeBatch(db, { organisationId, loaded, rows });
  return { replanned: rows.forecasts.length };
}

/**
 * A transfer's ship, receipt, close or cancel moves its SKUs' stock and units in transit: their
 * Stock rows show it on the very next request (the projection runs in the action's transaction),
 * and the recompute the event queues (forecastsFollowChanges) refits their models after.
 */
export const forecastsFollowTransit: EventProjection = {
  name: 'forecasts.replan-after-transit',
  follows: ['transfer.shipped', 'transfer.received', 'transfer.closed'],
  async apply({ tx, event }) {
    if ('skuIds' in event.payload)
      await replanSkus({ db: tx, organisationId: event.organisationId, skuIds: event.payload.skuIds });
  },
};
