import {
  ANY_REGION,
  DEFAULT_CURRENCY,
  fromMinorUnits,
  type PurchaseOrderSuggestion,
  type PurchaseOrderSuggestionLine,
  type PurchaseOrderSuggestionQuery,
  SALES_RATE_DAYS,
  salesRegionName,
  salesRegionsOfCountries,
  shippingTimeToWarehouse,
  skuDisplayName,
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
import { lineNeed, minimumRounding, type RegionNeedFacts } from './purchase-order-suggestion.domain.ts';
import {
  lastCasePackBySku,
  openOrderUnitsBySku,
  type SupplierSkuRow,
  stockBySku,
  supplierCurrency,
  supplierSkus,
  unitsSoldBySku,
} from './purchase-order-suggestion.repository.ts';
import { regionPlansOf } from './region-plans.repository.ts';
import { regionPositions } from './region-positions.usecase.ts';

const DAY_MS = 86_400_000;

/**
 * "Suggested order": what to order of each SKU the supplier supplies into one warehouse now, and
 * why. Only the regions of sale the warehouse serves count (its countries; every region when it
 * names none): per region, the SKU's forecast over lead time + cover and its safety stock (the
 * stored region plans, forecasts.jobs.ts), less the stock, transfers and orders of the warehouses
 * serving that region as they are now (region-positions.usecase.ts). A SKU sold nowhere the warehouse serves is not suggested. Then whole cases
 * and the supplier's minimums per product. One currency: the supplier's.
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
  const currency =
    (await supplierCurrency(db, { organisationId, supplierId: query.supplier_id })) ??
    mostCommonCost(candidates);
  const unplanned = candidates
    .filter((sku) => !plans.some((plan) => plan.skuId === sku.id))
    .map((sku) => sku.id);
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
        plans
          .filter((plan) => plan.skuId === sku.id)
          .map((plan) => ({ region: plan.region, share: plan.share })),
      ]),
    ),
  });
  const rates = await forecastDemandRates(db, {
    organisationId,
    skuIds,
    days: Math.max(0, ...candidates.map(periodOf)),
  });

  const lines: { sku: SupplierSkuRow; line: PurchaseOrderSuggestionLine; unitCost: number | null }[] = [];
  for (const sku of candidates) {
    const period = periodOf(sku);
    const own = plans.filter((plan) => plan.skuId === sku.id);
    const rate = rates.get(sku.id);
    let regions: RegionNeedFacts[];
    if (own.length) {
      regions = own
        .filter((plan) => serves(plan.region))
        .map((plan) => {
          const now = live.get(sku.id)?.get(plan.region);
          return {
            region: plan.region,
            share: plan.share,
            forecastUnits: (rate ?? plan.dailyDemand) * plan.share * period,
            safetyStock: plan.safetyStock,
            stock: now?.stock ?? plan.stock,
            inTransit: now?.inTransit ?? plan.inTransit,
            onOrder: now?.onOrder ?? plan.onOrder,
          };
        });
      // Sold in none of the regions the warehouse serves, and holding nothing there: not this order's.
      if (!regions.some((region) => region.share > 0 || region.stock + region.inTransit + region.onOrder > 0))
        continue;
    } else {
      const facts = fallback.get(sku.id);
      regions = [
        {
          region: ANY_REGION,
          share: 1,
          forecastUnits: (rate ?? facts?.salesPerDay ?? 0) * period,
          safetyStock: Math.max(0, sku.minStock ?? 0),
          stock: facts?.stock ?? 0,
          inTransit: facts?.inbound ?? 0,
          onOrder: facts?.onOrder ?? 0,
        },
      ];
    }
    const casePack = casePacks.get(sku.id) ?? null;
    const need = lineNeed(regions, casePack);
    const cost = costOf(sku);
    const unitCost = cost && cost.currency === currency ? cost.amount : null;
    const sum = (pick: (region: RegionNeedFacts) => number) =>
      regions.reduce((total, region) => total + pick(region), 0);
    const regionShare = sum((region) => region.share);
    lines.push({
      sku,
      unitCost,
      line: {
        sku: {
          id: sku.id,
          sku_id: sku.skuId,
          asin: sku.asin,
          display_name: skuDisplayName({ productName: sku.productName, skuId: sku.skuId }),
          product_id: sku.productId,
        },
        product: { id: sku.productId, name: sku.productName },
        recommended_quantity: need.quantity,
        sales_per_day: round3(
          period > 0 ? sum((region) => region.forecastUnits) / period : (rate ?? 0) * regionShare,
        ),
        rate_source: rate === undefined ? 'sales_30d' : 'forecast',
        stock: sum((region) => region.stock),
        inbound_transfers: sum((region) => region.inTransit),
        open_purchase_orders: sum((region) => region.onOrder),
        min_stock: sum((region) => region.safetyStock),
        production_lead_days: productionOf(sku),
        buffer_days: sku.bufferDays,
        quantity_in_case: casePack,
        unit_cost: unitCost === null ? null : fromMinorUnits(unitCost, currency),
        currency,
        cost_note: cost === null ? 'no_cost' : unitCost === null ? 'other_currency' : null,
        line_total: null,
        why: {
          period_days: period,
          regions: need.regions.map((region) => ({
            region: region.region,
            name: salesRegionName(region.region),
            share: round3(region.share),
            forecast_units: round3(region.forecastUnits),
            safety_stock: region.safetyStock,
            stock: region.stock,
            in_transit: region.inTransit,
            on_order: region.onOrder,
            need: round3(region.need),
          })),
          need: need.need,
          case_rounding: need.caseRounding,
          minimum_rounding: 0,
          min_order_quantity: sku.minOrderQuantity,
          min_order_value: sku.minOrderValue === null ? null : fromMinorUnits(sku.minOrderValue, currency),
        },
      },
    });
  }
  applyMinimums(lines, currency);

  let total = 0;
  let complete = true;
  for (const { line, unitCost } of lines) {
    if (unitCost === null) {
      if (line.recommended_quantity > 0) complete = false;
      continue;
    }
    total += unitCost * line.recommended_quantity;
  }
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

const round3 = (value: number) => Math.round(value * 1000) / 1000;

function costOf(sku: SupplierSkuRow): { amount: number; currency: string } | null {
  if (sku.skuCogs !== null && sku.skuCogsCurrency)
    return { amount: Number(sku.skuCogs), currency: sku.skuCogsCurrency };
  if (sku.productCogs !== null && sku.productCogsCurrency)
    return { amount: Number(sku.productCogs), currency: sku.productCogsCurrency };
  return null;
}

/** A supplier with no currency of its own: the currency most of its SKUs' costs are in. */
function mostCommonCost(skus: readonly SupplierSkuRow[]): string {
  const counts = new Map<string, number>();
  for (const sku of skus) {
    const cost = costOf(sku);
    if (cost) counts.set(cost.currency, (counts.get(cost.currency) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? DEFAULT_CURRENCY;
}

/** The supplier's minimums per product, then each line's total. */
function applyMinimums(
  lines: { sku: SupplierSkuRow; line: PurchaseOrderSuggestionLine; unitCost: number | null }[],
  currency: string,
): void {
  const byProduct = new Map<number, typeof lines>();
  for (const entry of lines)
    byProduct.set(entry.sku.productId, [...(byProduct.get(entry.sku.productId) ?? []), entry]);
  for (const group of byProduct.values()) {
    const first = group[0]?.sku;
    if (!first) continue;
    const extra = minimumRounding(
      group.map(({ line, unitCost }) => ({
        quantity: line.recommended_quantity,
        casePack: line.quantity_in_case,
        unitCost,
      })),
      { minOrderQuantity: first.minOrderQuantity, minOrderValue: first.minOrderValue },
    );
    group.forEach(({ line }, index) => {
      line.why.minimum_rounding = extra[index] ?? 0;
      line.recommended_quantity += extra[index] ?? 0;
    });
  }
  for (const { line, unitCost } of lines)
    line.line_total =
      unitCost === null ? null : fromMinorUnits(unitCost * line.recommended_quantity, currency);
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
