import type { BaseLogger } from 'pino';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import { defineJob, type JobQueue } from '../../jobs/job-queue.ts';
import { isoOfDay } from './calendar-days.ts';
import { loadSkuFacts, planningContext } from './forecast-facts.usecase.ts';
import {
  deleteForecasts,
  dequeueSkus,
  type ForecastValues,
  organisationsWithQueuedSkus,
  organisationsWithSkus,
  queueSkus,
  queueSkusOfReport,
  saveForecasts,
  takeQueuedSkus,
} from './forecasts.repository.ts';
import { forecastSku } from './sku-forecast.ts';

/** Recomputes an organisation's queued SKUs (after a report, an override, a manual request). */
export const forecastRecomputeJob = defineJob<{ organisationId: number }>({
  name: 'forecasts.recompute',
  retryLimit: 3,
  retryDelaySeconds: 30,
});

/** Nightly: every organisation's SKUs, so forecasts move on with the calendar. */
export const nightlyForecastJob = defineJob<Record<string, never>>({
  name: 'forecasts.nightly',
  retryLimit: 1,
  retryDelaySeconds: 300,
});
export const NIGHTLY_FORECAST_CRON = '15 2 * * *';

/**
 * SKUs per batch: their facts are read in one short transaction, the models run outside any
 * transaction (about 3 ms a SKU), and the results are written in a second one, so requests go
 * between batches even on the embedded database's single connection.
 */
export const FORECAST_BATCH = 50;

const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

export interface RecomputeResult {
  computed: number;
  /** SKUs without any history: no forecast (a stale one is removed). */
  withoutHistory: number;
}

/**
 * Works through the organisation's forecast queue until it is empty. Idempotent: a SKU is taken
 * off the queue only with its forecast written, and only if nobody queued it again meanwhile.
 */
export async function recomputeQueuedForecasts({
  db,
  organisationId,
  batchSize = FORECAST_BATCH,
  now = () => new Date(),
}: {
  db: Database;
  organisationId: number;
  batchSize?: number;
  now?: () => Date;
}): Promise<RecomputeResult> {
  const result: RecomputeResult = { computed: 0, withoutHistory: 0 };
  let afterSkuId = 0;
  for (;;) {
    const loaded = await inTenant(db, organisationId, async (tx) => {
      const taken = (await takeQueuedSkus(tx, { organisationId, limit: batchSize, afterSkuId })) ?? [];
      if (!taken.length) return null;
      const context = await planningContext(tx, organisationId);
      const skus = await loadSkuFacts(tx, { organisationId, skuIds: taken.map((row) => row.skuId), context });
      return { taken, skus, context };
    });
    if (!loaded) break;
    const generatedAt = now();
    const rows: ForecastValues[] = [];
    const empty: number[] = [];
    for (const { planning, facts } of loaded.skus) {
      const forecast = forecastSku(facts);
      if (!forecast) {
        empty.push(Number(planning.id));
        continue;
      }
      const { today } = loaded.context;
      rows.push({
        organisationId,
        skuId: Number(planning.id),
        model: forecast.model,
        mase: forecast.mase,
        wape: forecast.wape,
        baselineMase: forecast.baselineMase,
        scores: forecast.scores,
        generatedAt,
        firstDay: isoOfDay(today),
        units: forecast.units,
        lo80: forecast.lo80,
        hi80: forecast.hi80,
        lo95: forecast.lo95,
        hi95: forecast.hi95,
        dailyDemand: forecast.dailyDemand,
        hasOverride: facts.overrides.length > 0,
        stock: forecast.stock,
        inbound: forecast.inbound,
        minStock: facts.minStock,
        leadDays: facts.leadDays,
        coverDays: facts.coverDays,
        casePack: facts.casePack,
        daysOfCover: forecast.daysOfCover,
        outOfStockDate: forecast.outOfStockDay === null ? null : isoOfDay(today + forecast.outOfStockDay),
        reorderDate: forecast.reorderDay === null ? null : isoOfDay(today + forecast.reorderDay),
        recommendedOrderQuantity: forecast.recommendedOrderQuantity,
        projectedStock: forecast.projectedStock,
      });
    }
    await inTenant(db, organisationId, async (tx) => {
      await saveForecasts(tx, rows);
      await deleteForecasts(tx, { organisationId, skuIds: empty });
      await dequeueSkus(tx, { organisationId, taken: loaded.taken });
    });
    result.computed += rows.length;
    result.withoutHistory += empty.length;
    afterSkuId = loaded.taken.at(-1)?.skuId ?? afterSkuId;
    await yieldToRequests();
  }
  return result;
}

/** Queues SKUs (all visible ones, or `skuIds`) and the job that recomputes them; how many were queued. */
export async function queueForecasts({
  db,
  jobs,
  organisationId,
  skuIds,
}: {
  db: Database;
  jobs: JobQueue;
  organisationId: number;
  skuIds?: readonly number[];
}): Promise<number> {
  const queued = await inTenant(db, organisationId, (tx) => queueSkus(tx, { organisationId, skuIds }));
  if (queued) await jobs.enqueue(forecastRecomputeJob, { organisationId });
  return queued;
}

/** After a report was processed: the SKUs it wrote are recomputed, so forecasts are ready without a manual step. */
export async function queueForecastsOfReport({
  db,
  jobs,
  organisationId,
  requestId,
}: {
  db: Database;
  jobs: JobQueue;
  organisationId: number;
  requestId: number;
}): Promise<number> {
  const queued = await inTenant(db, organisationId, (tx) =>
    queueSkusOfReport(tx, { organisationId, requestId }),
  );
  if (queued) await jobs.enqueue(forecastRecomputeJob, { organisationId });
  return queued;
}

export async function workForecasts({
  db,
  jobs,
  log,
}: {
  db: Database;
  jobs: JobQueue;
  log: Pick<BaseLogger, 'info'>;
}): Promise<void> {
  await jobs.work(forecastRecomputeJob, async ({ payload }) => {
    const started = Date.now();
    const result = await recomputeQueuedForecasts({ db, organisationId: payload.organisationId });
    if (result.computed || result.withoutHistory)
      log.info({ ...payload, ...result, ms: Date.now() - started }, 'forecasts recomputed');
  });
  await jobs.work(nightlyForecastJob, async () => {
    for (const organisationId of await organisationsWithSkus(db)) {
      await queueForecasts({ db, jobs, organisationId });
    }
    // Queues a worker left behind (an instance that died mid-run) are picked up too.
    for (const organisationId of await organisationsWithQueuedSkus(db)) {
      await jobs.enqueue(forecastRecomputeJob, { organisationId });
    }
  });
  await jobs.schedule(nightlyForecastJob, NIGHTLY_FORECAST_CRON, {});
  // SKUs queued while no worker ran (the demo seed, a restart mid-run) are done now, not tonight.
  for (const organisationId of await organisationsWithQueuedSkus(db)) {
    await jobs.enqueue(forecastRecomputeJob, { organisationId });
  }
}
