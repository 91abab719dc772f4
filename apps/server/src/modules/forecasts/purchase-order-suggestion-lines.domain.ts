import {
  fromMinorUnits,
  type PurchaseOrderSuggestionLine,
  salesRegionName,
  skuDisplayName,
} from '@backoffice/shared';
import { lineNeed, minimumRounding, type RegionNeedFacts } from './purchase-order-suggestion.domain.ts';
import type { SupplierSkuRow } from './purchase-order-suggestion.repository.ts';

/**
 * A suggested order's lines as the API shows them: each SKU's need per region
 * (purchase-order-suggestion.domain.ts) with its why, its cost in the order's one currency, the
 * supplier's minimums per product and the total. Pure.
 */
export interface SuggestedLine {
  sku: SupplierSkuRow;
  line: PurchaseOrderSuggestionLine;
  /** In minor units of the order's currency; null when the SKU has no cost in it. */
  unitCost: number | null;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The SKU's own cost, else its product's; null when neither is set. */
export function costOf(sku: SupplierSkuRow): { amount: number; currency: string } | null {
  if (sku.skuCogs !== null && sku.skuCogsCurrency)
    return { amount: Number(sku.skuCogs), currency: sku.skuCogsCurrency };
  if (sku.productCogs !== null && sku.productCogsCurrency)
    return { amount: Number(sku.productCogs), currency: sku.productCogsCurrency };
  return null;
}

/** A supplier with no currency of its own: the currency most of its SKUs' costs are in. */
export function mostCommonCost(skus: readonly SupplierSkuRow[], otherwise: string): string {
  const counts = new Map<string, number>();
  for (const sku of skus) {
    const cost = costOf(sku);
    if (cost) counts.set(cost.currency, (counts.get(cost.currency) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? otherwise;
}

/** One SKU's line before the supplier's minimums (`applyMinimums`). */
export function suggestionLine({
  sku,
  regions,
  casePack,
  currency,
  periodDays,
  rate,
  productionLeadDays,
}: {
  sku: SupplierSkuRow;
  regions: RegionNeedFacts[];
  casePack: number | null;
  currency: string;
  /** Lead time + cover the forecast units were counted over. */
  periodDays: number;
  /** The forecast's daily demand, when the SKU has one (else 30 days of sales were used). */
  rate: number | undefined;
  productionLeadDays: number;
}): SuggestedLine {
  const need = lineNeed(regions, casePack);
  const cost = costOf(sku);
  const unitCost = cost && cost.currency === currency ? cost.amount : null;
  const sum = (pick: (region: RegionNeedFacts) => number) =>
    regions.reduce((total, region) => total + pick(region), 0);
  const salesPerDay =
    periodDays > 0
      ? sum((region) => region.forecastUnits) / periodDays
      : (rate ?? 0) * sum((region) => region.share);
  return {
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
      sales_per_day: round3(salesPerDay),
      rate_source: rate === undefined ? 'sales_30d' : 'forecast',
      stock: sum((region) => region.stock),
      inbound_transfers: sum((region) => region.inTransit),
      open_purchase_orders: sum((region) => region.onOrder),
      min_stock: sum((region) => region.safetyStock),
      production_lead_days: productionLeadDays,
      buffer_days: sku.bufferDays,
      quantity_in_case: casePack,
      unit_cost: unitCost === null ? null : fromMinorUnits(unitCost, currency),
      currency,
      cost_note: cost === null ? 'no_cost' : unitCost === null ? 'other_currency' : null,
      line_total: null,
      why: {
        period_days: periodDays,
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
  };
}

/** The supplier's minimums per product (units added to its lines, in whole cases), then each line's total. */
export function applyMinimums(lines: readonly SuggestedLine[], currency: string): void {
  const byProduct = new Map<number, SuggestedLine[]>();
  for (const entry of lines) {
    const group = byProduct.get(entry.sku.productId);
    if (group) group.push(entry);
    else byProduct.set(entry.sku.productId, [entry]);
  }
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

/**
 * The order's value in minor units, and whether it is all of it: a line with units to order and
 * no cost in the order's currency leaves it incomplete.
 */
export function suggestionTotal(lines: readonly SuggestedLine[]): { total: number; complete: boolean } {
  let total = 0;
  let complete = true;
  for (const { line, unitCost } of lines) {
    if (unitCost === null) {
      if (line.recommended_quantity > 0) complete = false;
      continue;
    }
    total += unitCost * line.recommended_quantity;
  }
  return { total, complete };
}
