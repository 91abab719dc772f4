import { salesRegionsOfCountries } from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { warehouseCountriesOf } from '../warehouses/warehouses.facts.ts';
import { type RegionDemand, type RegionWarehouse, warehouseWeights } from './engine/region-plan.domain.ts';
import { inboundTransferArrivals, openPurchaseOrderLines, stockByWarehouse } from './forecasts.repository.ts';

export interface RegionPosition {
  stock: number;
  inTransit: number;
  onOrder: number;
}

/**
 * What each region of sale holds and expects of these SKUs right now: stock, live transfers and
 * open purchase orders per warehouse, lent to the regions the warehouse serves as the plans lend
 * them (warehouseWeights). Read live, not from the last recompute: a purchase order cancelled a
 * second ago is no longer on order. Keyed by SKU id, then region.
 */
export async function regionPositions(
  db: Executor,
  {
    organisationId,
    regionsBySku,
  }: { organisationId: number; regionsBySku: ReadonlyMap<number, readonly RegionDemand[]> },
): Promise<Map<number, Map<string, RegionPosition>>> {
  const skuIds = [...regionsBySku.keys()];
  const stock = await stockByWarehouse(db, { organisationId, skuIds });
  const transfers = await inboundTransferArrivals(db, { organisationId, skuIds });
  const orders = await openPurchaseOrderLines(db, { organisationId, skuIds });
  const warehouseIds = new Set<number>();
  for (const row of [...stock, ...transfers, ...orders]) warehouseIds.add(Number(row.warehouseId));
  const countries = await warehouseCountriesOf(db, { organisationId, warehouseIds: [...warehouseIds] });

  const warehousesBySku = new Map<
    number,
    Map<number, RegionWarehouse & { transferred: number; ordered: number }>
  >();
  const of = (skuId: number, warehouseId: number) => {
    const bySku = warehousesBySku.get(skuId) ?? new Map();
    warehousesBySku.set(skuId, bySku);
    let entry = bySku.get(warehouseId);
    if (!entry) {
      const codes = (countries.get(warehouseId) ?? []).map((country) => country.countryCode);
      entry = {
        warehouseId,
        regions: salesRegionsOfCountries(codes),
        stock: 0,
        transfers: [],
        purchaseOrders: [],
        transferred: 0,
        ordered: 0,
      };
      bySku.set(warehouseId, entry);
    }
    return entry;
  };
  for (const row of stock) of(row.skuId, row.warehouseId).stock += Number(row.quantity);
  for (const row of transfers) of(row.skuId, row.warehouseId).transferred += Math.max(0, row.quantity);
  for (const row of orders)
    of(Number(row.skuId), Number(row.warehouseId)).ordered += Math.max(0, row.quantity);

  const positions = new Map<number, Map<string, RegionPosition>>();
  for (const [skuId, regions] of regionsBySku) {
    const byRegion = new Map<string, RegionPosition>(
      regions.map((region) => [region.region, { stock: 0, inTransit: 0, onOrder: 0 }]),
    );
    for (const warehouse of warehousesBySku.get(skuId)?.values() ?? []) {
      for (const [region, weight] of warehouseWeights(warehouse, regions)) {
        const position = byRegion.get(region);
        if (!position) continue;
        position.stock += Math.max(0, warehouse.stock) * weight;
        position.inTransit += warehouse.transferred * weight;
        position.onOrder += warehouse.ordered * weight;
      }
    }
    for (const position of byRegion.values()) {
      position.stock = Math.round(position.stock);
      position.inTransit = Math.round(position.inTransit);
      position.onOrder = Math.round(position.onOrder);
    }
    positions.set(skuId, byRegion);
  }
  return positions;
}
