import {
  ANY_REGION,
  STOCK_STATUSES,
  type StockStatus,
  salesRegionOfCountry,
  salesRegionsOfCountries,
  serviceLevelZ,
  WAREHOUSE_SHARE_DAYS,
} from '@backoffice/shared';
import { isoOfDay } from '../../lib/calendar-days.ts';
import {
  planRegions,
  type RegionPlan,
  type RegionWarehouse,
  regionsToPlan,
} from './engine/region-plan.domain.ts';
import { leadTimeSigma } from './engine/safety-stock.domain.ts';
import type { ChannelSalesRow } from './forecast-channels.repository.ts';
import type { LoadedSku, PlanningContext } from './forecast-facts.usecase.ts';
import type { ForecastRegionPlanRow } from './forecasts.tables.ts';
import type { SkuPlan } from './sku-forecast.domain.ts';

export type RegionPlanValues = Omit<ForecastRegionPlanRow, 'organisationId' | 'skuId' | 'generatedAt'> & {
  organisationId: number;
  skuId: number;
  generatedAt: Date;
};

/**
 * One SKU's plan per region of sale (engine/region-plan.domain.ts): its demand split by the
 * regions its channels' marketplaces are in, its warehouses by the countries they serve, and each
 * region's lead time from its main supplier to the countries of the warehouses serving it.
 */
export function planSkuRegions({
  loaded,
  sales,
  plan,
  context,
}: {
  loaded: Pick<LoadedSku, 'planning' | 'facts' | 'regions'>;
  sales: readonly ChannelSalesRow[];
  plan: Pick<SkuPlan, 'fit'>;
  context: Pick<PlanningContext, 'serviceLevel'>;
}): RegionPlan[] {
  const { facts, planning, regions } = loaded;
  const regionsOf = (warehouseId: number) =>
    salesRegionsOfCountries(
      (regions.warehouseCountries.get(warehouseId) ?? []).map((each) => each.countryCode),
    );
  const shares = channelRegionUnits(sales);
  // Sales that name no marketplace (a shop of the seller's own, the ledger alone): the region of
  // the warehouse that sold them, over the window the warehouse split reads.
  if (![...shares.keys()].some((region) => region !== null)) {
    shares.clear();
    for (const movement of facts.movements) {
      if (!movement.sold || movement.day < facts.today - WAREHOUSE_SHARE_DAYS || movement.day >= facts.today)
        continue;
      const served = regionsOf(movement.warehouseId);
      const region = served.length === 1 ? (served[0] as string) : null;
      shares.set(region, (shares.get(region) ?? 0) + movement.sold);
    }
  }
  type Entry = RegionWarehouse & {
    isFulfillmentCenter: boolean;
    transfers: { day: number; quantity: number }[];
    purchaseOrders: { day: number; quantity: number }[];
  };
  const warehouses = new Map<number, Entry>();
  const of = (warehouseId: number): Entry => {
    let entry = warehouses.get(warehouseId);
    if (!entry) {
      entry = {
        warehouseId,
        regions: regionsOf(warehouseId),
        isFulfillmentCenter: facts.fulfillmentCenterIds.has(warehouseId),
        stock: 0,
        transfers: [],
        purchaseOrders: [],
      };
      warehouses.set(warehouseId, entry);
    }
    return entry;
  };
  for (const [warehouseId, quantity] of facts.stockNow) of(warehouseId).stock = quantity;
  for (const arrival of facts.transferArrivals) of(arrival.warehouseId).transfers.push(arrival);
  for (const arrival of facts.purchaseOrderArrivals) of(arrival.warehouseId).purchaseOrders.push(arrival);
  const list = [...warehouses.values()].sort((a, b) => a.warehouseId - b.warehouseId);

  const leadOf = (region: string) => {
    const destination = regionDestination(list, region, planning.supplierWarehouseId);
    const supplierId = planning.supplierId === null ? null : Number(planning.supplierId);
    if (destination === null || supplierId === null) return { leadDays: facts.leadDays, leadSigmaDays: 0 };
    // Production (learned per supplier once it has enough orders), buffer, and the lane from the
    // supplier into the warehouse that receives for the region (learned per lane, else typed).
    const production = regions.leadTimes.productionLead(supplierId, planning.productionLeadDays);
    const transit = regions.leadTimes.transit({ type: 'supplier', id: supplierId }, destination);
    return {
      leadDays: production.days + planning.bufferDays + transit.days,
      leadSigmaDays: Math.hypot(
        leadTimeSigma(production.p10, production.p90),
        leadTimeSigma(transit.p10, transit.p90),
      ),
    };
  };
  const demand = plan.fit?.units ?? new Float64Array(facts.horizon);
  return planRegions({
    demand,
    lo80: plan.fit?.lo80 ?? demand,
    hi80: plan.fit?.hi80 ?? demand,
    regions: regionsToPlan(shares, list),
    warehouses: list,
    leadOf,
    minStock: facts.minStock,
    coverDays: facts.coverDays,
    casePack: facts.casePack,
    z: serviceLevelZ(context.serviceLevel),
  });
}

/**
 * The warehouse a supplier's goods for a region are received into: the supplier's own destination
 * when it serves the region, else the lowest-numbered warehouse serving it that is not a
 * marketplace's (the seller's own receive from suppliers), else any serving it; null for a region
 * none of the SKU's warehouses serves.
 */
function regionDestination(
  warehouses: readonly (RegionWarehouse & { isFulfillmentCenter?: boolean })[],
  region: string,
  supplierWarehouseId: number | null,
): number | null {
  const serving = warehouses.filter((each) => region === ANY_REGION || each.regions.includes(region));
  if (
    supplierWarehouseId !== null &&
    serving.some((each) => each.warehouseId === Number(supplierWarehouseId))
  )
    return Number(supplierWarehouseId);
  return (serving.find((each) => !each.isFulfillmentCenter) ?? serving[0])?.warehouseId ?? null;
}

/** Units ordered per region of sale, by the marketplace of each channel (null: a channel that is none). */
function channelRegionUnits(sales: readonly ChannelSalesRow[]): Map<string | null, number> {
  const units = new Map<string | null, number>();
  const byRecent = sales.some((channel) => channel.recentUnits > 0);
  for (const channel of sales) {
    const region = channel.countryCode ? salesRegionOfCountry(channel.countryCode) : null;
    units.set(
      region,
      (units.get(region) ?? 0) + Math.max(0, byRecent ? channel.recentUnits : channel.historyUnits),
    );
  }
  return units;
}

/** The stored rows of a SKU's region plans. */
export function regionPlanValues({
  organisationId,
  skuId,
  plans,
  today,
  generatedAt,
}: {
  organisationId: number;
  skuId: number;
  plans: readonly RegionPlan[];
  today: number;
  generatedAt: Date;
}): RegionPlanValues[] {
  const dateOf = (day: number | null) => (day === null ? null : isoOfDay(today + day));
  return plans.map((plan) => ({
    organisationId,
    skuId,
    region: plan.region,
    share: plan.share,
    dailyDemand: plan.dailyDemand,
    stock: plan.stock,
    inTransit: plan.inTransit,
    onOrder: plan.onOrder,
    leadDays: plan.leadDays,
    safetyStock: plan.safetyStock,
    outOfStockDate: dateOf(plan.outOfStockDay),
    reorderDate: dateOf(plan.reorderDay),
    recommendedOrderQuantity: plan.recommendedOrderQuantity,
    serviceLevel: plan.serviceLevel,
    status: plan.status,
    lateDays: plan.lateDays,
    unitsSavedByOrderingToday: plan.unitsSavedByOrderingToday,
    sharedWarehouseIds: plan.sharedWarehouseIds,
    generatedAt,
  }));
}

/**
 * What the SKU's own row says once it plans per region: the most urgent region's status, the
 * earliest reorder and out-of-stock days, and the sum of the regions' orders (each region's stock
 * serves only its own demand, so they are never netted against each other).
 */
export function skuFiguresOfRegions(
  plans: readonly RegionPlan[],
  stock: number,
): {
  status: StockStatus;
  reorderDay: number | null;
  outOfStockDay: number | null;
  recommendedOrderQuantity: number;
} {
  const rank = (status: StockStatus) => STOCK_STATUSES.indexOf(status);
  const earliest = (days: (number | null)[]) =>
    days.reduce<number | null>(
      (first, day) => (day !== null && (first === null || day < first) ? day : first),
      null,
    );
  // A SKU with units somewhere is not "out of stock" because one region has none: it needs an order there.
  const statuses = plans.map((plan) =>
    plan.status === 'out_of_stock' && stock > 0 ? ('reorder_now' as const) : plan.status,
  );
  // The most urgent of the regions' (STOCK_STATUSES is in order of urgency).
  const status = statuses.reduce<StockStatus | null>(
    (worst, each) => (worst === null || rank(each) < rank(worst) ? each : worst),
    null,
  );
  return {
    status: status ?? (stock > 0 ? 'healthy' : 'out_of_stock'),
    reorderDay: earliest(plans.map((plan) => plan.reorderDay)),
    outOfStockDay: earliest(plans.map((plan) => plan.outOfStockDay)),
    recommendedOrderQuantity: plans.reduce((sum, plan) => sum + plan.recommendedOrderQuantity, 0),
  };
}
