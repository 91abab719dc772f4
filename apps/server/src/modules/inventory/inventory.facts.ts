/**
 * What other modules may read of inventory (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import inventory's tables or repositories.
 */

import { and, asc, eq, inArray } from 'drizzle-orm';
import { analyseInTransaction } from '../../db/analyse.ts';
import type { Executor } from '../../db/client.ts';
import { facts } from '../../db/facts.ts';
import {
  inventoryMovements,
  skuStockTotals,
  warehouseStock,
  warehouseStockTotals,
} from './inventory.tables.ts';

/** Reads over a bulk-loaded history (the demo's): stock rows, movements of a source, SKUs held since a day. */
export { countMovementsOfSource, countWarehouseStock, stockedSince } from './ledger-history.repository.ts';

/**
 * The ledger's movements as other modules add them up or list them (a transfer's own screen): what
 * moved, where, when, why and who wrote it.
 * `movementFactsAs` names a second copy in one query, or the alias a raw query reads it by.
 */
export function movementFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: inventoryMovements.organisationId,
      id: inventoryMovements.id,
      warehouseId: inventoryMovements.warehouseId,
      skuId: inventoryMovements.skuId,
      type: inventoryMovements.type,
      quantity: inventoryMovements.quantity,
      occurredAt: inventoryMovements.occurredAt,
      sourceType: inventoryMovements.sourceType,
      sourceId: inventoryMovements.sourceId,
      reason: inventoryMovements.reason,
      userId: inventoryMovements.userId,
    })
    .from(inventoryMovements)
    .as(alias);
}
export const movementFacts = movementFactsAs('movement_facts');

/** Whether anything was ever recorded in a warehouse: a warehouse with history is never deleted. */
export { warehouseHasMovements } from './ledger.repository.ts';

/** Stock now per warehouse and SKU (the ledger's sum), and what the marketplace last reported. */
export function warehouseStockFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: warehouseStock.organisationId,
      warehouseId: warehouseStock.warehouseId,
      skuId: warehouseStock.skuId,
      quantity: warehouseStock.quantity,
      inventoryCache: warehouseStock.inventoryCache,
      outOfStockDate: warehouseStock.outOfStockDate,
      fbaInboundWorking: warehouseStock.fbaInboundWorking,
      fbaInboundShipped: warehouseStock.fbaInboundShipped,
      fbaInboundReceiving: warehouseStock.fbaInboundReceiving,
      fbaFetchedAt: warehouseStock.fbaFetchedAt,
      updatedAt: warehouseStock.updatedAt,
    })
    .from(warehouseStock)
    .as(alias);
}
export const warehouseStockFacts = warehouseStockFactsAs('warehouse_stock_facts');

/** Stock now per SKU over all warehouses. */
export function skuStockTotalFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: skuStockTotals.organisationId,
      skuId: skuStockTotals.skuId,
      quantity: skuStockTotals.quantity,
    })
    .from(skuStockTotals)
    .as(alias);
}
export const skuStockTotalFacts = skuStockTotalFactsAs('sku_stock_total_facts');

/**
 * Planner statistics of the SKU totals after a bulk load of SKUs, whose rows come with each new
 * SKU (skus' CSV import analyses what it wrote in its transaction: db/analyse.ts says why).
 */
export function analyseSkuStockTotals(tx: Executor): Promise<void> {
  return analyseInTransaction(tx, [skuStockTotals]);
}

/**
 * Units of each SKU in one warehouse (absent: never held), the rows locked until commit: a caller
 * that checks there are enough before its ledger write (a transfer shipping) cannot be overtaken
 * by another taking the same units in between.
 */
export async function lockedStockIn(
  db: Executor,
  { organisationId, warehouseId, skuIds }: { organisationId: number; warehouseId: number; skuIds: number[] },
): Promise<Map<number, number>> {
  const rows = skuIds.length
    ? await db
        .select({ skuId: warehouseStock.skuId, quantity: warehouseStock.quantity })
        .from(warehouseStock)
        .where(
          and(
            eq(warehouseStock.organisationId, organisationId),
            eq(warehouseStock.warehouseId, warehouseId),
            inArray(warehouseStock.skuId, skuIds),
          ),
        )
        .orderBy(asc(warehouseStock.skuId))
        .for('update')
    : [];
  return new Map(rows.map((row) => [row.skuId, row.quantity]));
}

/** Units, SKUs held and stock rows not at zero per warehouse now (kept by the stock writes, migration 0064). */
export function warehouseStockTotalFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: warehouseStockTotals.organisationId,
      warehouseId: warehouseStockTotals.warehouseId,
      units: warehouseStockTotals.units,
      skusInStock: warehouseStockTotals.skusInStock,
      heldPairs: warehouseStockTotals.heldPairs,
    })
    .from(warehouseStockTotals)
    .as(alias);
}
export const warehouseStockTotalFacts = warehouseStockTotalFactsAs('warehouse_stock_total_facts');
