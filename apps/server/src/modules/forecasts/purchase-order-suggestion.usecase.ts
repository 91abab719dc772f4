import {
  DEFAULT_CURRENCY,
  fromMinorUnits,
  type PurchaseOrderSuggestion,
  type PurchaseOrderSuggestionQuery,
  SALES_RATE_DAYS,
  shippingTimeToWarehouse,
  skuDisplayName,
  suggestedOrderQuantity,
} from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { FieldErrorBag } from '../../lib/app-error.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { purchaseOrderErrors } from '../purchase-orders/purchase-orders.errors.ts';
import { shippingTimesOf, suppliersExist } from '../suppliers/suppliers.facts.ts';
import { inboundTransferUnitsBySku } from '../transfers/transfers.facts.ts';
import { warehouseCountriesOf, warehousesExist } from '../warehouses/warehouses.facts.ts';
import { forecastDemandRates } from './forecast-demand.usecase.ts';
import {
  lastCasePackBySku,
  openOrderUnitsBySku,
  stockBySku,
  supplierSkus,
  unitsSoldBySku,
} from './purchase-order-suggestion.repository.ts';

const DAY_MS = 86_400_000;

/**
 * "Suggested order": for each SKU of the products the supplier supplies, what to order into the
 * warehouse now (suggestedOrderQuantity, packages/shared). The rate is the SKU's forecast over the
 * lead time and cover (seasons and trend included), or, for a SKU not forecast yet, the average of
 * the last 30 days of 'sale' movements; stock, inbound transfers and open purchase orders are the
 * organisation's, over all its warehouses.
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

  const candidates = await supplierSkus(db, { organisationId, supplierId: query.supplier_id });
  const skuIds = candidates.map((sku) => sku.id);
  const since = new Date(now.getTime() - SALES_RATE_DAYS * DAY_MS);
  // One after the other: inside a request's transaction there is one connection.
  const times = await shippingTimesOf(db, { organisationId, supplierIds: [query.supplier_id] });
  const countries = await warehouseCountriesOf(db, { organisationId, warehouseIds: [query.warehouse_id] });
  const stock = await stockBySku(db, { organisationId, skuIds });
  const sold = await unitsSoldBySku(db, { organisationId, skuIds, since });
  const open = await openOrderUnitsBySku(db, { organisationId, skuIds });
  const inbound = await inboundTransferUnitsBySku(db, { organisationId, skuIds });
  const casePacks = await lastCasePackBySku(db, { organisationId, skuIds, supplierId: query.supplier_id });
  // Each SKU's own horizon differs by its lead times; the forecast rate over the longest is close
  // enough for a suggestion and keeps this one query.
  const horizon =
    Math.max(0, ...candidates.map((sku) => sku.productionLeadDays + sku.bufferDays)) + query.cover_days;
  const shipping = shippingTimeToWarehouse(
    times.get(query.supplier_id) ?? [],
    countries.get(query.warehouse_id) ?? [],
  );
  const forecastRates = await forecastDemandRates(db, {
    organisationId,
    skuIds,
    days: horizon + shipping.days,
  });

  const lines = candidates.map((sku) => {
    const forecastRate = forecastRates.get(sku.id);
    const salesPerDay = forecastRate ?? Math.max(0, sold.get(sku.id) ?? 0) / SALES_RATE_DAYS;
    const facts = {
      salesPerDay,
      productionLeadDays: sku.productionLeadDays,
      bufferDays: sku.bufferDays,
      shippingDays: shipping.days,
      coverDays: query.cover_days,
      minStock: sku.minStock ?? 0,
      stock: stock.get(sku.id) ?? 0,
      inboundTransfers: inbound.get(sku.id) ?? 0,
      openPurchaseOrders: open.get(sku.id) ?? 0,
      casePack: casePacks.get(sku.id) ?? null,
    };
    const cost =
      sku.skuCogs !== null
        ? { amount: sku.skuCogs, currency: sku.skuCogsCurrency }
        : sku.productCogs !== null
          ? { amount: sku.productCogs, currency: sku.productCogsCurrency }
          : null;
    return {
      sku: {
        id: sku.id,
        sku_id: sku.skuId,
        asin: sku.asin,
        display_name: skuDisplayName({ productName: sku.productName, skuId: sku.skuId }),
        product_id: sku.productId,
      },
      product: { id: sku.productId, name: sku.productName },
      recommended_quantity: suggestedOrderQuantity(facts),
      sales_per_day: Math.round(salesPerDay * 1000) / 1000,
      rate_source: forecastRate === undefined ? ('sales_30d' as const) : ('forecast' as const),
      stock: facts.stock,
      inbound_transfers: facts.inboundTransfers,
      open_purchase_orders: facts.openPurchaseOrders,
      min_stock: facts.minStock,
      production_lead_days: facts.productionLeadDays,
      buffer_days: facts.bufferDays,
      quantity_in_case: facts.casePack,
      unit_cost: cost ? fromMinorUnits(cost.amount, cost.currency) : null,
      currency: cost?.currency ?? DEFAULT_CURRENCY,
    };
  });
  return {
    suggestion: {
      supplier_id: query.supplier_id,
      warehouse_id: query.warehouse_id,
      shipping_days: shipping.days,
      shipping_code: shipping.code,
      cover_days: query.cover_days,
      lines,
    },
  };
}
