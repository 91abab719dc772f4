import { CHANNEL_SHARE_DAYS, FORECAST_HISTORY_DAYS } from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { isoOfDay } from '../../lib/calendar-days.ts';
import { splitOverChannels } from './engine/channel-split.domain.ts';
import {
  type ChannelPlanValues,
  type ChannelSalesRow,
  channelPlansOf,
  channelSalesOf,
  channelUnitDays,
} from './forecast-channels.repository.ts';
import type { PlanningContext } from './forecast-facts.usecase.ts';
import type { ForecastChannelPlanRow } from './forecasts.tables.ts';
import type { SkuForecastFacts, SkuPlan } from './sku-forecast.domain.ts';

/** Days of a channel's `units_30d`. */
const UNITS_30D_DAYS = 30;

/**
 * The batch's units ordered per SKU and channel, in one statement: over the share window
 * (CHANNEL_SHARE_DAYS), the last 30 days and the history the forecast reads
 * (FORECAST_HISTORY_DAYS), each up to yesterday as the SKU's demand history.
 */
export async function loadChannelSales(
  db: Executor,
  { organisationId, skuIds, context }: { organisationId: number; skuIds: number[]; context: PlanningContext },
): Promise<Map<number, ChannelSalesRow[]>> {
  const { today, timeZone } = context;
  const rows = await channelSalesOf(db, {
    organisationId,
    skuIds,
    fromDate: isoOfDay(today - FORECAST_HISTORY_DAYS),
    recentFrom: isoOfDay(today - CHANNEL_SHARE_DAYS),
    last30From: isoOfDay(today - UNITS_30D_DAYS),
    toDate: isoOfDay(today),
    timeZone,
  });
  const bySku = new Map<number, ChannelSalesRow[]>();
  for (const row of rows) {
    const list = bySku.get(row.skuId);
    if (list) list.push(row);
    else bySku.set(row.skuId, [row]);
  }
  return bySku;
}

/** The stored rows of one SKU's plan per channel: its forecast split top-down. */
export function channelPlanValues({
  organisationId,
  skuId,
  sales,
  facts,
  plan,
  generatedAt,
}: {
  organisationId: number;
  skuId: number;
  sales: readonly ChannelSalesRow[];
  facts: Pick<SkuForecastFacts, 'coverDays'>;
  plan: Pick<SkuPlan, 'fit' | 'dailyDemand'>;
  generatedAt: Date;
}): ChannelPlanValues[] {
  const split = splitOverChannels({
    channels: sales,
    dailyDemand: plan.dailyDemand,
    demand: plan.fit?.units ?? [],
    coverDays: facts.coverDays,
  });
  return sales.map((channel, index) => ({
    organisationId,
    skuId,
    channelKey: channel.key,
    salesChannelId: channel.salesChannelId,
    name: channel.name,
    share: split[index]?.share ?? 0,
    dailyDemand: split[index]?.dailyDemand ?? 0,
    units30d: Math.max(0, channel.units30d),
    generatedAt,
  }));
}

export interface ChannelDetailFacts {
  plans: ForecastChannelPlanRow[];
  /** Units ordered per channel key, per day of the SKU's history (aligned with it). */
  history: Map<string, Float64Array>;
}

/**
 * One SKU's stored channel plans and, for the days of its demand history (`historyFirstDay` up to
 * yesterday), each channel's units ordered per day, read now in one statement.
 */
export async function loadChannelDetail(
  db: Executor,
  {
    organisationId,
    skuId,
    context,
    historyFirstDay,
  }: { organisationId: number; skuId: number; context: PlanningContext; historyFirstDay: number | null },
): Promise<ChannelDetailFacts> {
  const plans = await channelPlansOf(db, { organisationId, skuId });
  const history = new Map<string, Float64Array>();
  const { today, timeZone } = context;
  if (!plans.length || historyFirstDay === null || historyFirstDay >= today) return { plans, history };
  const days = today - historyFirstDay;
  for (const plan of plans) history.set(plan.channelKey, new Float64Array(days));
  const rows = await channelUnitDays(db, {
    organisationId,
    skuId,
    fromDate: isoOfDay(historyFirstDay),
    toDate: isoOfDay(today),
    timeZone,
  });
  for (const row of rows) {
    const series = history.get(row.key);
    const index = row.day - historyFirstDay;
    if (series && index >= 0 && index < days) series[index] = (series[index] as number) + row.units;
  }
  return { plans, history };
}
