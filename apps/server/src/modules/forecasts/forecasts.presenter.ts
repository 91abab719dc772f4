import {
  type AmazonRestockMarketplace,
  type ForecastDetail,
  type ForecastOverride,
  type ForecastRegionPlan,
  type ForecastReplenishment,
  type ForecastSummary,
  skuDisplayName,
} from '@backoffice/shared';
import { dayOfIso, isoOfDay } from '../../lib/calendar-days.ts';
import type { StoredRestockAdvice } from '../restock-advice/restock-advice.facts.ts';
import { amazonRestockBeside } from './amazon-restock.domain.ts';
import { presentChannels } from './forecast-channels.presenter.ts';
import type { ChannelDetailFacts } from './forecast-channels.usecase.ts';
import type { ForecastListRow } from './forecasts.repository.ts';
import type { ForecastFigures, ForecastOverrideRow, ForecastRow } from './forecasts.tables.ts';

/** Figures shown to three decimals: enough for a slow seller's 0.043 a day, no float noise. */
const round3 = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

interface SkuFacts {
  id: number;
  skuId: string;
  productId: number | null;
  productName: string | null;
  imageUrl: string | null;
}

export function presentForecastSku(sku: SkuFacts) {
  return {
    id: Number(sku.id),
    sku_id: sku.skuId,
    display_name: skuDisplayName({ productName: sku.productName, skuId: sku.skuId }),
    product_id: sku.productId === null ? null : Number(sku.productId),
    image_url: sku.imageUrl,
  };
}

export function presentReplenishment(row: ForecastFigures): ForecastReplenishment {
  return {
    stock: row.stock,
    inbound: row.inbound,
    min_stock: row.minStock,
    lead_days: row.leadDays,
    cover_days: row.coverDays,
    case_pack: row.casePack,
    days_of_cover: row.daysOfCover,
    out_of_stock_date: row.outOfStockDate,
    reorder_date: row.reorderDate,
    recommended_order_quantity: row.recommendedOrderQuantity,
  };
}

/** Amazon's advice for a SKU in one marketplace, as the forecast screens show it. */
export function presentRestockMarketplace(row: StoredRestockAdvice): AmazonRestockMarketplace {
  return {
    marketplace_id: row.marketplaceId,
    marketplace_name: row.marketplaceName,
    country_code: row.countryCode,
    recommended_quantity: row.recommendedQuantity,
    recommended_ship_date: row.recommendedShipDate,
    alert: row.alert,
    days_of_supply: row.daysOfSupply,
    as_of: row.asOf.toISOString(),
    report_request_id: Number(row.reportRequestId),
  };
}

/** Each SKU's advice, by the SKU's id. */
export function restockAdviceBySku(rows: readonly StoredRestockAdvice[]) {
  const bySku = new Map<number, AmazonRestockMarketplace[]>();
  for (const row of rows) {
    const skuId = Number(row.skuId);
    const ofSku = bySku.get(skuId) ?? [];
    ofSku.push(presentRestockMarketplace(row));
    bySku.set(skuId, ofSku);
  }
  return bySku;
}

export function presentForecastSummary(
  row: ForecastListRow,
  queued: ReadonlySet<number>,
  advice: ReadonlyMap<number, AmazonRestockMarketplace[]>,
): ForecastSummary {
  const forecast = row.forecast;
  return {
    sku: presentForecastSku(row.sku),
    model: forecast?.model ?? null,
    mase: round3(forecast?.mase ?? null),
    wape: round3(forecast?.wape ?? null),
    generated_at: forecast?.generatedAt.toISOString() ?? null,
    queued: queued.has(Number(row.sku.id)),
    daily_demand: round3(forecast?.dailyDemand ?? null),
    has_override: forecast?.hasOverride ?? false,
    status: forecast?.status ?? null,
    replenishment: forecast ? presentReplenishment(forecast) : null,
    amazon_restock: amazonRestockBeside(
      forecast?.recommendedOrderQuantity ?? null,
      advice.get(Number(row.sku.id)) ?? [],
    ),
  };
}

export function presentOverride(row: ForecastOverrideRow): ForecastOverride {
  return {
    id: Number(row.id),
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    kind: row.kind,
    value: row.value,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The stored forecast from `today` on: a forecast made yesterday starts a day earlier, so its
 * first days are dropped and the last ones are not known (points run to the stored horizon).
 */
export function presentForecastDetail({
  sku,
  forecast,
  today,
  history,
  overrides,
  queued,
  channels,
  advice,
  regions,
  serviceLevelTarget,
}: {
  sku: SkuFacts;
  forecast: ForecastRow | null;
  today: number;
  history: { firstDay: number; sold: Float64Array; inStock: Uint8Array } | null;
  overrides: ForecastOverrideRow[];
  queued: boolean;
  channels: ChannelDetailFacts;
  /** Amazon's advice for the SKU, a marketplace each. */
  advice: AmazonRestockMarketplace[];
  regions: ForecastRegionPlan[];
  serviceLevelTarget: number;
}): ForecastDetail {
  const offset = forecast ? Math.max(0, today - dayOfIso(forecast.firstDay)) : 0;
  const points = forecast?.model
    ? forecast.units.slice(offset).map((units, i) => ({
        date: isoOfDay(today + i),
        units,
        lo80: forecast.lo80[offset + i] as number,
        hi80: forecast.hi80[offset + i] as number,
        lo95: forecast.lo95[offset + i] as number,
        hi95: forecast.hi95[offset + i] as number,
      }))
    : [];
  return {
    sku_id: Number(sku.id),
    sku: presentForecastSku(sku),
    model: forecast?.model ?? null,
    mase: round3(forecast?.mase ?? null),
    wape: round3(forecast?.wape ?? null),
    baseline_mase: round3(forecast?.baselineMase ?? null),
    scores: (forecast?.scores ?? []).map((score) => ({
      model: score.model,
      mase: round3(score.mase),
      wape: round3(score.wape),
    })),
    generated_at: forecast?.generatedAt.toISOString() ?? null,
    queued,
    history: history
      ? Array.from(history.sold, (units, i) => ({
          date: isoOfDay(history.firstDay + i),
          units,
          in_stock: history.inStock[i] === 1,
        }))
      : [],
    points,
    projected_stock: forecast
      ? forecast.projectedStock.slice(offset).map((units, i) => ({ date: isoOfDay(today + i), units }))
      : [],
    overrides: overrides.map(presentOverride),
    replenishment: forecast ? presentReplenishment(forecast) : null,
    amazon_restock: amazonRestockBeside(forecast?.recommendedOrderQuantity ?? null, advice),
    channels: presentChannels({
      facts: channels,
      points,
      coverDays: forecast?.coverDays ?? 0,
      historyFirstDay: history?.firstDay ?? null,
    }),
    regions,
    service_level_target: serviceLevelTarget,
  };
}
