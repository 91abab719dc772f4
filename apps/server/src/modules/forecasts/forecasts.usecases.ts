import {
  DEFAULT_COVER_DAYS,
  DEFAULT_SERVICE_LEVEL,
  type ForecastAccuracy,
  type ForecastDetail,
  type ForecastListQuery,
  type ForecastOverride,
  type ForecastOverrideRequest,
  type ForecastSettings,
  type ForecastSettingsRequest,
  type ForecastSummary,
  type Paginated,
} from '@backoffice/shared';
import type { Database, Executor } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { isoOfDay } from '../../lib/calendar-days.ts';
import { listPage } from '../../lib/list-page.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { adviceOfSkus } from '../restock-advice/restock-advice.facts.ts';
import { loadChannelDetail } from './forecast-channels.usecase.ts';
import { loadSkuFacts, planningContext } from './forecast-facts.usecase.ts';
import { queueForecasts } from './forecasts.jobs.ts';
import {
  presentForecastDetail,
  presentForecastSummary,
  presentOverride,
  restockAdviceBySku,
} from './forecasts.presenter.ts';
import {
  deleteOverride,
  findForecast,
  findVisibleSku,
  forecastAccuracy,
  forecastList,
  insertOverride,
  organisationCalendar,
  overridesOf,
  queuedSkuIds,
  saveForecastSettings,
} from './forecasts.repository.ts';
import { presentRegionPlans } from './region-plans.presenter.ts';
import { regionPlansOf, warehouseNamesOf } from './region-plans.repository.ts';
import { skuDemandHistory } from './sku-forecast.domain.ts';

export async function listForecasts({
  db,
  organisationId,
  query,
}: InOrganisation<Executor> & { query: ForecastListQuery }): Promise<{ page: Paginated<ForecastSummary> }> {
  const { page, per_page, sort, sortDesc, ...filters } = query;
  const { today } = await planningContext(db, organisationId);
  return {
    page: await listPage(
      { page, per_page, sort, sortDesc },
      forecastList(db, organisationId, { ...filters, today: isoOfDay(today) }),
      async (rows) => {
        const skuIds = rows.map((row) => Number(row.sku.id));
        const queued = await queuedSkuIds(db, { organisationId, skuIds });
        const advice = restockAdviceBySku(await adviceOfSkus(db, { organisationId, skuIds }));
        return rows.map((row) => presentForecastSummary(row, queued, advice));
      },
    ),
  };
}

/**
 * The SKU's forecast from today on, with its demand history (read now, not stored), overrides,
 * its split over sales channels (each channel's history read now too), and Amazon's restock advice
 * for it in each marketplace beside our recommended order.
 */
export async function showForecast({
  db,
  organisationId,
  skuId,
}: InOrganisation<Executor> & { skuId: number }): Promise<{ forecast: ForecastDetail }> {
  const sku = orNotFound(await findVisibleSku(db, { organisationId, skuId }));
  const context = await planningContext(db, organisationId);
  const [loaded] = await loadSkuFacts(db, { organisationId, skuIds: [skuId], context });
  const history = loaded ? skuDemandHistory(loaded.facts) : null;
  const channels = await loadChannelDetail(db, {
    organisationId,
    skuId,
    context,
    historyFirstDay: history?.series.firstDay ?? null,
  });
  const regionRows = await regionPlansOf(db, { organisationId, skuIds: [skuId] });
  const warehouseNames = await warehouseNamesOf(db, {
    organisationId,
    ids: regionRows.flatMap((row) => row.sharedWarehouseIds),
  });
  return {
    forecast: presentForecastDetail({
      sku,
      forecast: (await findForecast(db, { organisationId, skuId })) ?? null,
      today: context.today,
      history: history
        ? { firstDay: history.series.firstDay, sold: history.sold, inStock: history.inStock }
        : null,
      overrides: await overridesOf(db, { organisationId, skuIds: [skuId] }),
      queued: (await queuedSkuIds(db, { organisationId, skuIds: [skuId] })).has(skuId),
      channels,
      advice:
        restockAdviceBySku(await adviceOfSkus(db, { organisationId, skuIds: [skuId] })).get(skuId) ?? [],
      regions: presentRegionPlans(regionRows, { today: context.today, warehouseNames }),
      serviceLevelTarget: context.serviceLevel,
    }),
  };
}

interface WithJobs {
  db: Database;
  jobs: JobQueue;
  organisationId: number;
}

export async function requestRecompute({
  db,
  jobs,
  organisationId,
  skuIds,
}: WithJobs & { skuIds?: number[] }): Promise<{ queued: number }> {
  return { queued: await queueForecasts({ db, jobs, organisationId, skuIds }) };
}

export async function createOverride({
  db,
  jobs,
  organisationId,
  skuId,
  input,
}: WithJobs & { skuId: number; input: ForecastOverrideRequest }): Promise<{ override: ForecastOverride }> {
  const row = await inTenant(db, organisationId, async (tx) => {
    orNotFound(await findVisibleSku(tx, { organisationId, skuId }));
    return insertOverride(tx, {
      organisationId,
      skuId,
      startsOn: input.starts_on,
      endsOn: input.ends_on,
      kind: input.kind,
      value: input.value,
      note: input.note || null,
    });
  });
  await queueForecasts({ db, jobs, organisationId, skuIds: [skuId] });
  return { override: presentOverride(row) };
}

export async function removeOverride({
  db,
  jobs,
  organisationId,
  skuId,
  id,
}: WithJobs & { skuId: number; id: number }): Promise<void> {
  const removed = await inTenant(db, organisationId, (tx) =>
    deleteOverride(tx, { organisationId, skuId, id }),
  );
  orNotFound(removed || null);
  await queueForecasts({ db, jobs, organisationId, skuIds: [skuId] });
}

/** The organisation's accuracy across its forecasts, from the backtests stored with them. */
export async function showForecastAccuracy({
  db,
  organisationId,
}: InOrganisation<Executor>): Promise<{ accuracy: ForecastAccuracy }> {
  const { overall, models } = await forecastAccuracy(db, { organisationId });
  const finite = (value: number | string | null | undefined) =>
    value === null || value === undefined || !Number.isFinite(Number(value)) ? null : Number(value);
  const generatedAt = overall?.generated_at ?? null;
  return {
    accuracy: {
      skus: overall?.skus ?? 0,
      mase: finite(overall?.mase),
      baseline_mase: finite(overall?.baseline_mase),
      beating_baseline: overall?.beating_baseline ?? 0,
      wape: finite(overall?.wape),
      generated_at: generatedAt === null ? null : new Date(generatedAt).toISOString(),
      models: models.map((row) => ({ model: row.model, skus: row.skus, mase: finite(row.mase) })),
    },
  };
}

export async function showForecastSettings({
  db,
  organisationId,
}: InOrganisation<Executor>): Promise<{ settings: ForecastSettings }> {
  const calendar = await organisationCalendar(db, { organisationId });
  return {
    settings: {
      time_zone: calendar.timeZone,
      cover_days: calendar.coverDays ?? DEFAULT_COVER_DAYS,
      service_level: calendar.serviceLevel ?? DEFAULT_SERVICE_LEVEL,
    },
  };
}

/** New settings change every SKU's days or quantities: all are recomputed. */
export async function updateForecastSettings({
  db,
  jobs,
  organisationId,
  input,
}: WithJobs & { input: ForecastSettingsRequest }): Promise<{ settings: ForecastSettings }> {
  const serviceLevel = await inTenant(db, organisationId, async (tx) => {
    await saveForecastSettings(tx, {
      organisationId,
      timeZone: input.time_zone,
      coverDays: input.cover_days,
      serviceLevel: input.service_level,
    });
    return (await organisationCalendar(tx, { organisationId })).serviceLevel ?? DEFAULT_SERVICE_LEVEL;
  });
  await queueForecasts({ db, jobs, organisationId });
  return {
    settings: { time_zone: input.time_zone, cover_days: input.cover_days, service_level: serviceLevel },
  };
}
