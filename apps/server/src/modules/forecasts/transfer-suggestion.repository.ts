import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { warehouseStockFactsAs } from '../inventory/inventory.facts.ts';
import { productFactsAs } from '../products/products.facts.ts';
import { skuFactsAs } from '../skus/skus.facts.ts';
import { warehouseFacts } from '../warehouses/warehouses.facts.ts';

interface InOrg {
  organisationId: number;
}

/** Which of these warehouse ids are the organisation's (a read: no lock). */
export async function ownedWarehouseIds(
  db: Executor,
  { organisationId, ids }: InOrg & { ids: number[] },
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: warehouseFacts.id })
    .from(warehouseFacts)
    .where(
      and(eq(warehouseFacts.organisationId, organisationId), inArray(warehouseFacts.id, [...new Set(ids)])),
    );
  return new Set(rows.map((row) => row.id));
}

export interface SuggestedTransferRow {
  skuId: number;
  skuCode: string;
  productName: string | null;
  recommendedTransferQuantity: number;
  share: number;
  outOfStockDate: string | null;
  originStock: number;
  destinationStock: number;
}

/**
 * The destination's forecast plans with units to send (forecast_warehouse_plans, written by the
 * recompute) of visible SKUs the origin holds, with both warehouses' stock now.
 */
export async function plannedTransfersInto(
  db: Executor,
  { organisationId, originId, destinationId }: InOrg & { originId: number; destinationId: number },
): Promise<SuggestedTransferRow[]> {
  const rows = await queryRows<SuggestedTransferRow>(
    db,
    sql`select p.sku_id as "skuId", s.sku_id as "skuCode", pr.name as "productName",
               p.recommended_transfer_quantity as "recommendedTransferQuantity", p.share,
               to_char(p.out_of_stock_date, 'YYYY-MM-DD') as "outOfStockDate",
               origin.quantity as "originStock", coalesce(destination.quantity, 0) as "destinationStock"
        from forecast_warehouse_plans p
        join ${skuFactsAs('s')} on s.organisation_id = p.organisation_id and s.id = p.sku_id and not s.is_hidden
        left join ${productFactsAs('pr')} on pr.organisation_id = s.organisation_id and pr.id = s.product_id
        join ${warehouseStockFactsAs('origin')} on origin.organisation_id = p.organisation_id
          and origin.warehouse_id = ${originId} and origin.sku_id = p.sku_id and origin.quantity > 0
        left join ${warehouseStockFactsAs('destination')} on destination.organisation_id = p.organisation_id
          and destination.warehouse_id = p.warehouse_id and destination.sku_id = p.sku_id
        where p.organisation_id = ${organisationId} and p.warehouse_id = ${destinationId}
          and p.recommended_transfer_quantity > 0`,
  );
  return rows.map((row) => ({
    ...row,
    skuId: Number(row.skuId),
    recommendedTransferQuantity: Number(row.recommendedTransferQuantity),
    share: Number(row.share),
    originStock: Number(row.originStock),
    destinationStock: Number(row.destinationStock),
  }));
}
