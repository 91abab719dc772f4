import {
  DEFAULT_COVER_DAYS,
  DEFAULT_FC_TRANSIT_DAYS,
  DEFAULT_SERVICE_LEVEL,
  FORECAST_HISTORY_DAYS,
  FORECAST_HORIZON_DAYS,
  isServiceLevel,
  type ServiceLevel,
  shippingTimeToWarehouse,
} from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { dayOfIso, isoOfDay } from '../../lib/calendar-days.ts';
import { type LeadTimesForPlanning, leadTimesForPlanning } from '../lead-times/lead-times.facts.ts';
import { shippingTimesOf } from '../suppliers/suppliers.facts.ts';
import { warehouseCountriesOf } from '../warehouses/warehouses.facts.ts';
import type { SkuDayFacts } from './engine/demand-history.domain.ts';
import type { DemandOverride } from './engine/overrides.domain.ts';
import {
  fulfillmentCenterIdsOf,
  inboundTransferArrivals,
  lastCasePacks,
  movementDays,
  openPurchaseOrderLines,
  orderedUnitDays,
  organisationCalendar,
  overridesOf,
  type SkuPlanningRow,
  skuPlanningFacts,
  stockByWarehouse,
} from './forecasts.repository.ts';
import type { SkuForecastFacts, WarehouseArrival } from './sku-forecast.domain.ts';

export interface PlanningContext {
  timeZone: string;
  today: number;
  coverDays: number;
  /** The service level safety stock is held for. */
  serviceLevel: ServiceLevel;
}

export async function planningContext(db: Executor, organisationId: number): Promise<PlanningContext> {
  const calendar = await organisationCalendar(db, { organisationId });
  return {
    timeZone: calendar.timeZone,
    today: dayOfIso(calendar.today),
    coverDays: calendar.coverDays ?? DEFAULT_COVER_DAYS,
    serviceLevel:
      calendar.serviceLevel !== null && isServiceLevel(calendar.serviceLevel)
        ? calendar.serviceLevel
        : DEFAULT_SERVICE_LEVEL,
  };
}

/** What a SKU's plan per region reads beyond its forecast facts (loaded with them; region-plans.usecase.ts). */
export interface SkuRegionFacts {
  /** The countries each warehouse of the batch serves. */
  warehouseCountries: ReadonlyMap<number, readonly { countryCode: string; regionCode: string }[]>;
  /** Lead times learned from what happened, else typed (lead-times module). */
  leadTimes: Pick<LeadTimesForPlanning, 'productionLead' | 'transit'>;
}

export interface LoadedSku {
  planning: SkuPlanningRow;
  facts: SkuForecastFacts;
  /** What its plan per region of sale reads beyond the facts (region-plans.usecase.ts). */
  regions: SkuRegionFacts;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Everything a forecast of these SKUs reads, in a handful of set-based queries (one per kind of
 * fact, for all the SKUs at once): two years of daily ledger movements and orders, stock now,
 * inbound transfers (with their destination) and open purchase orders with the day each should
 * arrive, lead times, case packs and overrides.
 */
export async function loadSkuFacts(
  db: Executor,
  { organisationId, skuIds, context }: { organisationId: number; skuIds: number[]; context: PlanningContext },
): Promise<LoadedSku[]> {
  const { today, timeZone } = context;
  const fromDate = isoOfDay(today - FORECAST_HISTORY_DAYS);
  const planning = await skuPlanningFacts(db, { organisationId, skuIds });
  const movements = await movementDays(db, { organisationId, skuIds, fromDate, timeZone });
  const stock = await stockByWarehouse(db, { organisationId, skuIds });
  const orders = await orderedUnitDays(db, { organisationId, skuIds, fromDate, timeZone });
  const transfers = await inboundTransferArrivals(db, { organisationId, skuIds });
  const purchaseOrders = await openPurchaseOrderLines(db, { organisationId, skuIds });
  const casePacks = await lastCasePacks(db, { organisationId, skuIds });
  const overrides = await overridesOf(db, { organisationId, skuIds });
  const fulfillmentCenterIds = await fulfillmentCenterIdsOf(db, { organisationId });

  // Shipping days from each supplier to each warehouse goods go to (main suppliers' own
  // warehouses and the purchase orders' destinations), as purchase orders compute them.
  const supplierIds = new Set<number>();
  const warehouseIds = new Set<number>();
  for (const row of planning) {
    if (row.supplierId !== null) supplierIds.add(Number(row.supplierId));
    if (row.supplierWarehouseId !== null) warehouseIds.add(Number(row.supplierWarehouseId));
  }
  for (const line of purchaseOrders) {
    supplierIds.add(Number(line.supplierId));
    warehouseIds.add(Number(line.warehouseId));
  }
  // Every warehouse the batch's units are in or headed to: each one's countries give its regions.
  for (const row of stock) warehouseIds.add(Number(row.warehouseId));
  for (const row of transfers) warehouseIds.add(Number(row.warehouseId));
  const times = await shippingTimesOf(db, { organisationId, supplierIds: [...supplierIds] });
  const leadTimes = await leadTimesForPlanning(db, { organisationId });
  const countries = await warehouseCountriesOf(db, { organisationId, warehouseIds: [...warehouseIds] });
  const shippingDays = (supplierId: number | null, warehouseId: number | null) =>
    supplierId === null || warehouseId === null
      ? 0
      : shippingTimeToWarehouse(times.get(Number(supplierId)) ?? [], countries.get(Number(warehouseId)) ?? [])
          .days;

  const movementsBySku = new Map<number, SkuDayFacts[]>();
  for (const row of movements) push(movementsBySku, row.skuId, row);
  const stockBySku = new Map<number, Map<number, number>>();
  for (const row of stock) {
    const perWarehouse = stockBySku.get(row.skuId) ?? new Map<number, number>();
    perWarehouse.set(row.warehouseId, row.quantity);
    stockBySku.set(row.skuId, perWarehouse);
  }
  const ordersBySku = new Map<number, Map<number, number>>();
  for (const row of orders) {
    const perDay = ordersBySku.get(row.skuId) ?? new Map<number, number>();
    perDay.set(row.day, row.units);
    ordersBySku.set(row.skuId, perDay);
  }
  const transfersBySku = new Map<number, WarehouseArrival[]>();
  for (const row of transfers) {
    const day = row.expectedDate ? dayOfIso(row.expectedDate) - today : 0;
    push(transfersBySku, row.skuId, { day, quantity: row.quantity, warehouseId: row.warehouseId });
  }
  const purchaseOrdersBySku = new Map<number, WarehouseArrival[]>();
  for (const line of purchaseOrders) {
    const arrival =
      dayOfIso(line.orderDate) +
      line.productionLeadDays +
      line.bufferDays +
      shippingDays(line.supplierId, line.warehouseId);
    push(purchaseOrdersBySku, Number(line.skuId), {
      day: arrival - today,
      quantity: line.quantity,
      warehouseId: Number(line.warehouseId),
    });
  }
  const overridesBySku = new Map<number, DemandOverride[]>();
  for (const row of overrides) {
    push(overridesBySku, row.skuId, {
      firstIndex: dayOfIso(row.startsOn) - today,
      lastIndex: dayOfIso(row.endsOn) - today,
      kind: row.kind,
      value: row.value,
    });
  }

  return planning.map((row) => {
    const id = Number(row.id);
    return {
      planning: row,
      regions: {
        warehouseCountries: countries,
        leadTimes,
      },
      facts: {
        today,
        historyDays: FORECAST_HISTORY_DAYS,
        movements: movementsBySku.get(id) ?? [],
        stockNow: stockBySku.get(id) ?? new Map(),
        orderedUnits: ordersBySku.get(id) ?? new Map(),
        transferArrivals: transfersBySku.get(id) ?? [],
        purchaseOrderArrivals: purchaseOrdersBySku.get(id) ?? [],
        minStock: Math.max(0, row.minStock ?? 0),
        leadDays:
          row.productionLeadDays + row.bufferDays + shippingDays(row.supplierId, row.supplierWarehouseId),
        coverDays: context.coverDays,
        fulfillmentCenterIds,
        transitDays: DEFAULT_FC_TRANSIT_DAYS,
        casePack: casePacks.get(id) ?? null,
        unitCost:
          row.cogs === null || row.cogsCurrency === null
            ? null
            : { amount: Number(row.cogs), currency: row.cogsCurrency },
        overrides: overridesBySku.get(id) ?? [],
        horizon: FORECAST_HORIZON_DAYS,
      },
    };
  });
}
