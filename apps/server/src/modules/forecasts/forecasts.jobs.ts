import type { BaseLogger } from 'pino';
import type { Database, Executor } from '../../db/client.ts';
import { lockSkusForWriting, tryLockSkusForWriting } from '../../db/sku-write-locks.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import { defineJob, type JobQueue, jobIdFor } from '../../jobs/job-queue.ts';
import { isoOfDay } from '../../lib/calendar-days.ts';
import { batchBesideRequests, giveWayToRequests } from '../../lib/request-priority.ts';
import { type EventConsumer, isEvent } from '../domain-events/domain-events.domain.ts';
import { recordProjectedOutOfStockDates } from '../inventory/projected-out-of-stock.usecase.ts';
import {
  type ChannelPlanValues,
  type ChannelSalesRow,
  saveChannelPlans,
} from './forecast-channels.repository.ts';
import { channelPlanValues, loadChannelSales } from './forecast-channels.usecase.ts';
import {
  type LoadedSku,
  loadSkuFacts,
  type PlanningContext,
  planningContext,
} from './forecast-facts.usecase.ts';
import {
  analyseForecasts,
  dequeueSkus,
  type ForecastValues,
  organisationsWithQueuedSkus,
  organisationsWithSkus,
  type QueuedSku,
  queueSkus,
  queueSkusOfReport,
  saveForecasts,
  saveWarehousePlans,
  takeQueuedSkus,
  type WarehousePlanValues,
} from './forecasts.repository.ts';
import { inlinePlanRunner, type PlanRunner, planRunnerFor } from './plan-pool.worker.ts';
import { saveRegionPlans } from './region-plans.repository.ts';
import {
  planSkuRegions,
  type RegionPlanValues,
  regionPlanValues,
  skuFiguresOfRegions,
} from './region-plans.usecase.ts';
import { type StoredFit, storedFits } from './replan.repository.ts';
import { planSkuWith, type SkuForecastFacts, type SkuPlan } from './sku-forecast.domain.ts';
import { madeForecast } from './stored-forecast.usecase.ts';

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
/** A run that left SKUs to another writer comes back for them after this long. */
const LEFT_SKUS_RETRY_SECONDS = 5;
/** A recompute of at least this many SKUs analyses the forecasts table after it. */
const ANALYSE_AFTER_SKUS = 1_000;

export interface RecomputeResult {
  computed: number;
  /** Of those, SKUs without sales history: no model, health from stock alone. */
  withoutHistory: number;
  /** SKUs left queued: another transaction was writing their stock or plan (sku-write-locks.ts). */
  left: number;
}

/** The stored row of one SKU's plan. */
export function forecastValues({
  organisationId,
  skuId,
  facts,
  plan,
  today,
  generatedAt,
}: {
  organisationId: number;
  skuId: number;
  facts: SkuForecastFacts;
  plan: SkuPlan;
  today: number;
  generatedAt: Date;
}): ForecastValues {
  const fit = plan.fit;
  return {
    organisationId,
    skuId,
    model: fit?.model ?? null,
    mase: fit?.mase ?? null,
    wape: fit?.wape ?? null,
    baselineMase: fit?.baselineMase ?? null,
    scores: fit?.scores ?? [],
    generatedAt,
    firstDay: isoOfDay(today),
    units: fit?.units ?? [],
    lo80: fit?.lo80 ?? [],
    hi80: fit?.hi80 ?? [],
    lo95: fit?.lo95 ?? [],
    hi95: fit?.hi95 ?? [],
    dailyDemand: plan.dailyDemand,
    hasOverride: facts.overrides.length > 0,
    stock: plan.stock,
    inbound: plan.inTransit + plan.onOrder,
    inTransit: plan.inTransit,
    onOrder: plan.onOrder,
    minStock: facts.minStock,
    leadDays: facts.leadDays,
    coverDays: facts.coverDays,
    casePack: facts.casePack,
    daysOfCover: plan.outOfStockDay,
    outOfStockDate: plan.outOfStockDay === null ? null : isoOfDay(today + plan.outOfStockDay),
    reorderDate: plan.reorderDay === null ? null : isoOfDay(today + plan.reorderDay),
    recommendedOrderQuantity: plan.recommendedOrderQuantity,
    projectedStock: fit ? plan.projectedStock : [],
    status: plan.status,
    sold7d: plan.sold7d,
    sold30d: plan.sold30d,
    sellThrough: plan.sellThrough,
    agedUnits: plan.agedUnits,
    excessUnits: plan.excessUnits,
    shortUnits: plan.shortUnits,
    unitCost: facts.unitCost?.amount ?? null,
    currency: facts.unitCost?.currency ?? null,
    stockValue: plan.stockValue,
    moneyAtRisk: plan.moneyAtRisk,
  };
}

/** The stored rows of one SKU's plan per warehouse. */
export function warehousePlanValues({
  organisationId,
  skuId,
  plan,
  today,
  generatedAt,
}: {
  organisationId: number;
  skuId: number;
  plan: SkuPlan;
  today: number;
  generatedAt: Date;
}): WarehousePlanValues[] {
  return plan.warehouses.map((warehouse) => ({
    organisationId,
    skuId,
    warehouseId: warehouse.warehouseId,
    share: warehouse.share,
    outOfStockDate: warehouse.outOfStockDay === null ? null : isoOfDay(today + warehouse.outOfStockDay),
    recommendedTransferQuantity: warehouse.recommendedTransferQuantity,
    generatedAt,
  }));
}

/**
 * Works through the organisation's forecast queue until it is empty, or until `stopping` aborts
 * (the instance is shutting down: the batches under way are written, the rest stay queued for
 * the next run). Idempotent: a SKU is taken off the queue only with its forecast written, and
 * only if nobody queued it again meanwhile.
 */
export async function recomputeQueuedForecasts({
  db,
  organisationId,
  batchSize = batchBesideRequests(FORECAST_BATCH),
  now = () => new Date(),
  planner = inlinePlanRunner,
  stopping,
}: {
  db: Database;
  organisationId: number;
  stopping?: AbortSignal;
  batchSize?: number;
  now?: () => Date;
  /** Where the models run; on worker threads the next batch's facts are read meanwhile. */
  planner?: PlanRunner;
}): Promise<RecomputeResult> {
  const result: RecomputeResult = { computed: 0, withoutHistory: 0, left: 0 };
  let afterSkuId = 0;
  // Batches planned and not yet written, oldest first; writes go one after another, in order.
  const inFlight: Promise<void>[] = [];
  let lastWrite: Promise<void> = Promise.resolve();
  while (!stopping?.aborted) {
    const loaded = await inTenant(db, organisationId, async (tx) => {
      const taken = (await takeQueuedSkus(tx, { organisationId, limit: batchSize, afterSkuId })) ?? [];
      if (!taken.length) return null;
      const context = await planningContext(tx, organisationId);
      const skuIds = taken.map((row) => row.skuId);
      const skus = await loadSkuFacts(tx, { organisationId, skuIds, context });
      const channelSales = await loadChannelSales(tx, { organisationId, skuIds, context });
      // SKUs queued only because their stock changed keep their forecast (if they have one).
      const replanOnly = taken.filter((row) => !row.refit).map((row) => row.skuId);
      const fits = new Map(
        (await storedFits(tx, { organisationId, skuIds: replanOnly })).map((fit) => [fit.skuId, fit]),
      );
      return { taken, skus, context, channelSales, fits };
    });
    if (!loaded) break;
    afterSkuId = loaded.taken.at(-1)?.skuId ?? afterSkuId;
    const planned = planBatch(loaded, planner);
    // Awaited only once the writes before it are done (or never, when one of those fails).
    planned.catch(() => undefined);
    const written = lastWrite.then(async () => {
      const { plans, replanned } = await planned;
      const rows = batchRows({ organisationId, loaded, plans, generatedAt: now() });
      // A replanned SKU's forecast is the one made then (a refitted one's is now).
      for (const row of rows.forecasts)
        row.generatedAt = replanned.get(Number(row.skuId))?.generatedAt ?? row.generatedAt;
      const { left } = await writeBatch(db, { organisationId, loaded, rows, skipLocked: true });
      result.computed += rows.forecasts.length - left;
      result.withoutHistory += rows.forecasts.filter((row) => row.model === null).length;
      result.left += left;
    });
    // Observed here so that a failure is never "unhandled"; it is thrown where it is awaited.
    written.catch(() => undefined);
    lastWrite = written;
    inFlight.push(written);
    if (inFlight.length >= planner.batchesInFlight) await inFlight.shift();
    await giveWayToRequests();
  }
  await Promise.all(inFlight);
  // Thousands of new rows (the first recompute, the nightly one): fresh statistics for the lists.
  if (result.computed >= ANALYSE_AFTER_SKUS) await inTenant(db, organisationId, (tx) => analyseForecasts(tx));
  return result;
}

/**
 * The batch's plans in the order of its SKUs: the models fitted (on the planner's threads) for the
 * SKUs to refit, and the stored forecast planned again for those whose stock alone changed; a
 * refit is some milliseconds of fitting a SKU, a replan a fraction of one.
 */
async function planBatch(
  loaded: LoadedBatch & { fits: Map<number, StoredFit> },
  planner: PlanRunner,
): Promise<{ plans: SkuPlan[]; replanned: Map<number, StoredFit> }> {
  const { today } = loaded.context;
  // The stored forecast to plan with again, or undefined to fit: none stored, or it ran out.
  const keptOf = (sku: LoadedSku) => {
    const fit = loaded.fits.get(Number(sku.planning.id));
    if (!fit) return undefined;
    const made = madeForecast(fit, today);
    return made || fit.model === null ? { fit, made } : undefined;
  };
  const kept = loaded.skus.map(keptOf);
  const toFit = loaded.skus.filter((_, index) => !kept[index]).map(({ facts }) => facts);
  // A batch of replans alone starts no thread.
  const fitted = toFit.length ? await planner.plan(toFit) : [];
  let next = 0;
  const replanned = new Map<number, StoredFit>();
  const plans = loaded.skus.map((sku, index) => {
    const stored = kept[index];
    if (!stored) return fitted[next++] as SkuPlan;
    replanned.set(stored.fit.skuId, stored.fit);
    return planSkuWith(sku.facts, stored.made);
  });
  return { plans, replanned };
}

interface LoadedBatch {
  taken: QueuedSku[];
  skus: LoadedSku[];
  context: PlanningContext;
  channelSales: Map<number, ChannelSalesRow[]>;
}

interface BatchRows {
  forecasts: ForecastValues[];
  warehouses: WarehousePlanValues[];
  channels: ChannelPlanValues[];
  regions: RegionPlanValues[];
}

/** The stored rows of a batch's plans (in the order of `loaded.skus`); a replan's too. */
export function batchRows({
  organisationId,
  loaded,
  plans,
  generatedAt,
}: {
  organisationId: number;
  loaded: LoadedBatch;
  plans: SkuPlan[];
  generatedAt: Date;
}): BatchRows {
  const { today } = loaded.context;
  const rows: BatchRows = { forecasts: [], warehouses: [], channels: [], regions: [] };
  loaded.skus.forEach((sku, index) => {
    const { planning, facts } = sku;
    const skuId = Number(planning.id);
    const global = plans[index] as SkuPlan;
    const sales = loaded.channelSales.get(skuId) ?? [];
    // Each region of sale plans its own demand against its own warehouses; the SKU's row says
    // what its regions say (region-plans.usecase.ts).
    const regionPlans = planSkuRegions({ loaded: sku, sales, plan: global, context: loaded.context });
    const plan: SkuPlan = { ...global, ...skuFiguresOfRegions(regionPlans, global.stock) };
    rows.forecasts.push(forecastValues({ organisationId, skuId, facts, plan, today, generatedAt }));
    rows.warehouses.push(...warehousePlanValues({ organisationId, skuId, plan, today, generatedAt }));
    rows.channels.push(...channelPlanValues({ organisationId, skuId, sales, facts, plan, generatedAt }));
    rows.regions.push(...regionPlanValues({ organisationId, skuId, plans: regionPlans, today, generatedAt }));
  });
  return rows;
}

/**
 * A batch's results in one transaction (a savepoint in a replan's), and its SKUs off the queue
 * (unless queued again meanwhile). The batch's SKUs are locked for writing first (see
 * sku-write-locks.ts): a replan, inside an action that moved their stock, waits for them; the
 * recompute (`skipLocked`) writes only those it gets at once and leaves the others queued.
 * Answers how many SKUs were left.
 */
export async function writeBatch(
  db: Executor,
  {
    organisationId,
    loaded,
    rows,
    skipLocked = false,
  }: { organisationId: number; loaded: LoadedBatch; rows: BatchRows; skipLocked?: boolean },
): Promise<{ left: number }> {
  return inTenant(db, organisationId, async (tx) => {
    const skuIds = loaded.skus.map(({ planning }) => Number(planning.id));
    if (!skipLocked) await lockSkusForWriting(tx, { organisationId, skuIds });
    const locked = skipLocked ? await tryLockSkusForWriting(tx, { organisationId, skuIds }) : new Set(skuIds);
    const written = skuIds.filter((skuId) => locked.has(skuId));
    // The rows of SKUs the batch could not lock are left out, and those SKUs stay queued (a queued
    // SKU that is no longer planned, deleted meanwhile, still comes off).
    const left = new Set(skuIds.filter((skuId) => !locked.has(skuId)));
    const ours = <T extends { skuId: number }>(list: T[]) =>
      list.filter((row) => !left.has(Number(row.skuId)));
    await saveForecasts(tx, ours(rows.forecasts));
    await saveWarehousePlans(tx, { organisationId, skuIds: written, rows: ours(rows.warehouses) });
    await saveChannelPlans(tx, { organisationId, skuIds: written, rows: ours(rows.channels) });
    await saveRegionPlans(tx, { organisationId, skuIds: written, rows: ours(rows.regions) });
    // The projected day on warehouse_stock, where the stock is (rows at zero keep the day they ran out).
    await recordProjectedOutOfStockDates({
      db: tx,
      organisationId,
      dates: ours(rows.warehouses).map((row) => ({
        warehouseId: row.warehouseId,
        skuId: row.skuId,
        outOfStockDate: row.outOfStockDate ?? null,
      })),
    });
    await dequeueSkus(tx, { organisationId, taken: ours(loaded.taken) });
    return { left: left.size };
  });
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

/**
 * A recompute for every organisation with SKUs still queued: a stop ends a running recompute at
 * its next batch, and its job may be recorded as done before the process exits, leaving SKUs
 * queued with no job to take them (under load the restart's "resumed" recompute never came).
 * Answers how many organisations it queued a recompute for.
 */
export async function resumeQueuedRecomputes({
  db,
  jobs,
}: {
  db: Database;
  jobs: JobQueue;
}): Promise<number> {
  const organisations = await organisationsWithQueuedSkus(db);
  for (const organisationId of organisations) await jobs.enqueue(forecastRecomputeJob, { organisationId });
  return organisations.length;
}

export async function workForecasts({
  db,
  jobs,
  log,
  threads,
}: {
  db: Database;
  jobs: JobQueue;
  log: Pick<BaseLogger, 'info'>;
  /** Worker threads for the models (FORECAST_THREADS); 0 runs them on this thread. */
  threads: number;
}): Promise<void> {
  const planner = planRunnerFor(threads);
  await jobs.work(forecastRecomputeJob, async ({ payload, stopping }) => {
    const started = Date.now();
    const result = await recomputeQueuedForecasts({
      db,
      organisationId: payload.organisationId,
      planner,
      stopping,
    });
    if (result.computed || result.withoutHistory)
      log.info({ ...payload, ...result, ms: Date.now() - started }, 'forecasts recomputed');
    // Their writer queued them again too, but only once its work is delivered: a later run takes them.
    if (result.left)
      await jobs.enqueue(forecastRecomputeJob, payload, { startAfterSeconds: LEFT_SKUS_RETRY_SECONDS });
  });
  await resumeQueuedRecomputes({ db, jobs });
  await jobs.work(nightlyForecastJob, async () => {
    for (const organisationId of await organisationsWithSkus(db)) {
      await queueForecasts({ db, jobs, organisationId });
    }
  });
  await jobs.schedule(nightlyForecastJob, NIGHTLY_FORECAST_CRON, {});
}

/**
 * What moves a SKU's plan, followed through the outbox (decision 23): its stock, its units on
 * order or in transit, a report's sales, a new SKU. The SKUs are queued and a recompute with them,
 * in the delivery's transaction: once per event, and never lost to a crash after the change.
 *
 * A change of stock alone queues its SKUs to be replanned, not refitted: the history a model is
 * fitted on ends yesterday and stock changes are dated when they happen (a report's older
 * movements come with its report.processed, which refits). Their models are fitted again with
 * their sales and by the nightly run.
 */
export const forecastsFollowChanges: EventConsumer = {
  name: 'forecasts.recompute-after-change',
  follows: [
    'report.processed',
    'stock.changed',
    'purchase-orders.changed',
    'skus.created',
    'store-orders.recorded',
    'store-orders.synced',
    'transfer.shipped',
    'transfer.closed',
  ],
  queues: [forecastRecomputeJob],
  async handle({ tx, event, enqueue }) {
    const { organisationId } = event;
    const queued = isEvent(event, 'report.processed')
      ? await queueSkusOfReport(tx, { organisationId, requestId: event.payload.reportRequestId })
      : 'skuIds' in event.payload
        ? await queueSkus(tx, {
            organisationId,
            skuIds: event.payload.skuIds,
            // A change of stock moves the plan, not the model: see forecast_queue.refit.
            refit: !isEvent(event, 'stock.changed'),
          })
        : // Orders recorded outside a report: every SKU's sales may have moved.
          await queueSkus(tx, { organisationId });
    if (queued === 0) return;
    await enqueue(
      forecastRecomputeJob,
      { organisationId },
      { id: jobIdFor(`forecasts.recompute@${event.id}`) },
    );
  },
};
