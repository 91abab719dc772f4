import {
  ANY_REGION,
  DEFAULT_CURRENCY,
  fromMinorUnits,
  type PurchaseOrderSuggestion,
  type PurchaseOrderSuggestionQuery,
  SALES_RATE_DAYS,
  salesRegionName,
  salesRegionsOfCountries,
  shippingTimeToWarehouse,
} from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { FieldErrorBag } from '../../lib/app-error.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { leadTimesForPlanning } from '../lead-times/lead-times.facts.ts';
import { purchaseOrderErrors } from '../purchase-orders/purchase-orders.errors.ts';
import { shippingTimesOf, suppliersExist } from '../suppliers/suppliers.facts.ts';
import { inboundTransferUnitsBySku } from '../transfers/transfers.facts.ts';
import { warehouseCountriesOf, warehousesExist } from '../warehouses/warehouses.facts.ts';
import { forecastDemandRates } from './forecast-demand.usecase.ts';
import { planningContext } from './forecast-facts.usecase.ts';
import type { RegionNeedFacts } from './purchase-order-suggestion.domain.ts';
import {
  lastCasePackBySku,
  openOrderUnitsBySku,
  type SupplierSkuRow,
  stockBySku,
  supplierCurrency,
  supplierSkus,
  unitsSoldBySku,
} from './purchase-order-suggestion.repository.ts';
import {
  applyMinimums,
  mostCommonCost,
  type SuggestedLine,
  suggestionLine,
  suggestionTotal,
} from './purchase-order-suggestion-lines.domain.ts';
import { regionPlansOf } from './region-plans.repository.ts';
import { regionPositions } from './region-positions.usecase.ts';

const DAY_MS = 86_400_000;

/**
 * "Suggested order": what to order of each SKU the supplier supplies into one warehouse now, and
 * why. Only the regions of sale the warehouse serves count (its countries; every region when it
 * names none): per region, the SKU's forecast over lead time + cover and its safety stock (the
 * stored region plans, forecasts.jobs.ts), less the stock, transfers and orders of the warehouses
 * serving that region as they are now (region-positions.usecase.ts). A SKU sold nowhere the
 * warehouse serves is not suggested. Then whole cases and the supplier's minimums per product
 * (purchase-order-suggestion-lines.domain.ts). One currency: the supplier's.
 */
export async function suggestPurchaseOrder({
  db,
  organisationId,
  query,
  now = new Date(),
}: InOrganisation<Executor> & { query: PurchaseOrderSuggestionQuery; now?: Date }): Promise<{
  suggestion: PurchaseOrderSuggestion;
}> {
  const errors = new FieldErrorBag();
  const supplier = await suppliersExist(db, { organisationId, ids: [query.supplier_id] });
  const warehouse = await warehousesExist(db, { organisationId, ids: [query.warehouse_id] });
  if (!supplier.size) errors.add(purchaseOrderErrors.invalidSupplier());
  if (!warehouse.size) errors.add(purchaseOrderErrors.invalidWarehouse());
  errors.throwIfAny();

  // One after the other: inside a request's transaction there is one connection.
  const candidates = await supplierSkus(db, { organisationId, supplierId: query.supplier_id });
  const skuIds = candidates.map((sku) => sku.id);
  const context = await planningContext(db, organisationId);
  const times = await shippingTimesOf(db, { organisationId, supplierIds: [query.supplier_id] });
  const countries = (
    await warehouseCountriesOf(db, { organisationId, warehouseIds: [query.warehouse_id] })
  ).get(query.warehouse_id);
  const destination = salesRegionsOfCountries((countries ?? []).map((country) => country.countryCode));
  const serves = (region: string) =>
    !destination.length || region === ANY_REGION || destination.includes(region);
  const shipping = shippingTimeToWarehouse(times.get(query.supplier_id) ?? [], countries ?? []);
  const plans = await regionPlansOf(db, { organisationId, skuIds });
  const casePacks = await lastCasePackBySku(db, { organisationId, skuIds, supplierId: query.supplier_id });
  const plansBySku = new Map<number, RegionPlan[]>();
  for (const plan of plans) {
    const own = plansBySku.get(plan.skuId);
    if (own) own.push(plan);
    else plansBySku.set(plan.skuId, [plan]);
  }
  const currency =
    (await supplierCurrency(db, { organisationId, supplierId: query.supplier_id })) ??
    mostCommonCost(candidates, DEFAULT_CURRENCY);
  const unplanned = candidates.filter((sku) => !plansBySku.has(sku.id)).map((sku) => sku.id);
  // SKUs never forecast yet (just created): the organisation's figures and last 30 days' sales.
  const fallback = await fallbackFacts(db, { organisationId, skuIds: unplanned, now });
  // Learned from what happened once there are enough observations, else typed (lead-times module).
  const leadTimes = await leadTimesForPlanning(db, { organisationId });
  const transit = leadTimes.transit({ type: 'supplier', id: query.supplier_id }, query.warehouse_id);
  const productionOf = (sku: SupplierSkuRow) =>
    leadTimes.productionLead(query.supplier_id, sku.productionLeadDays).days;
  const periodOf = (sku: SupplierSkuRow) =>
    productionOf(sku) + sku.bufferDays + transit.days + query.cover_days;
  // Stock, transfers and orders as they are now (the plans' are as of their last recompute).
  const live = await regionPositions(db, {
    organisationId,
    regionsBySku: new Map(
      candidates.map((sku) => [
        sku.id,
        (plansBySku.get(sku.id) ?? []).map((plan) => ({ region: plan.region, share: plan.share })),
      ]),
    ),
  });
  const rates = await forecastDemandRates(db, {
    organisationId,
    skuIds,
    days: Math.max(0, ...candidates.map(periodOf)),
  });

  const lines: SuggestedLine[] = [];
  for (const sku of candidates) {
    const periodDays = periodOf(sku);
    const rate = rates.get(sku.id);
    const own = plansBySku.get(sku.id);
    const regions = own
      ? regionsServed({ plans: own, live: live.get(sku.id), rate, periodDays, serves })
      : [unplannedRegion(sku, fallback.get(sku.id), rate, periodDays)];
    if (!regions) continue;
    lines.push(
      suggestionLine({
        sku,
        regions,
        casePack: casePacks.get(sku.id) ?? null,
        currency,
        periodDays,
        rate,
        productionLeadDays: productionOf(sku),
      }),
    );
  }
  applyMinimums(lines, currency);
  const { total, complete } = suggestionTotal(lines);
  return {
    suggestion: {
      supplier_id: query.supplier_id,
      warehouse_id: query.warehouse_id,
      shipping_days: transit.days,
      shipping_code: shipping.code,
      cover_days: query.cover_days,
      regions: destination.map((region) => ({ region, name: salesRegionName(region) })),
      service_level: context.serviceLevel,
      currency,
      total: fromMinorUnits(total, currency),
      total_complete: complete,
      lines: lines.map(({ line }) => line),
    },
  };
}

type RegionPlan = Awaited<ReturnType<typeof regionPlansOf>>[number];
type Fallback = Awaited<ReturnType<typeof fallbackFacts>> extends Map<number, infer F> ? F : never;

/**
 * A planned SKU's regions the warehouse serves, each with its forecast over the period and its
 * stock, transfers and orders as they are now (the plan's when nothing is live). Null when the SKU
 * sells in none of them and holds nothing there: not this order's.
 */
function regionsServed({
  plans,
  live,
  rate,
  periodDays,
  serves,
}: {
  plans: readonly RegionPlan[];
  live: ReadonlyMap<string, { stock: number; inTransit: number; onOrder: number }> | undefined;
  rate: number | undefined;
  periodDays: number;
  serves: (region: string) => boolean;
}): RegionNeedFacts[] | null {
  const regions = plans
    .filter((plan) => serves(plan.region))
    .map((plan) => {
      const now = live?.get(plan.region);
      return {
        region: plan.region,
        share: plan.share,
        forecastUnits: (rate ?? plan.dailyDemand) * plan.share * periodDays,
        safetyStock: plan.safetyStock,
        stock: now?.stock ?? plan.stock,
        inTransit: now?.inTransit ?? plan.inTransit,
        onOrder: now?.onOrder ?? plan.onOrder,
      };
    });
  const concerned = regions.some(
    (region) => region.share > 0 || region.stock + region.inTransit + region.onOrder > 0,
  );
  return concerned ? regions : null;
}

/** A SKU never forecast yet (just created): one region, the organisation's figures and 30 days' sales. */
function unplannedRegion(
  sku: SupplierSkuRow,
  facts: Fallback | undefined,
  rate: number | undefined,
  periodDays: number,
): RegionNeedFacts {
  return {
    region: ANY_REGION,
    share: 1,
    forecastUnits: (rate ?? facts?.salesPerDay ?? 0) * periodDays,
    safetyStock: Math.max(0, sku.minStock ?? 0),
    stock: facts?.stock ?? 0,
    inTransit: facts?.inbound ?? 0,
    onOrder: facts?.onOrder ?? 0,
  };
}

/** What a SKU never forecast is planned on: the organisation's stock, transfers, orders and 30 days of sales. */
async function fallbackFacts(
  db: Executor,
  { organisationId, skuIds, now }: { organisationId: number; skuIds: number[]; now: Date },
): Promise<Map<number, { stock: number; inbound: number; onOrder: number; salesPerDay: number }>> {
  if (!skuIds.length) return new Map();
  const since = new Date(now.getTime() - SALES_RATE_DAYS * DAY_MS);
  const stock = await stockBySku(db, { organisationId, skuIds });
  const sold = await unitsSoldBySku(db, { organisationId, skuIds, since });
  const open = await openOrderUnitsBySku(db, { organisationId, skuIds });
  const inbound = await inboundTransferUnitsBySku(db, { organisationId, skuIds });
  return new Map(
    skuIds.map((id) => [
      id,
      {
        stock: stock.get(id) ?? 0,
        inbound: inbound.get(id) ?? 0,
        onOrder: open.get(id) ?? 0,
        salesPerDay: Math.max(0, sold.get(id) ?? 0) / SALES_RATE_DAYS,
      },
    ]),
  );
}
