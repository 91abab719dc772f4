import { IN_TRANSIT_STATUSES } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { bigintArray } from '../../db/sql-arrays.ts';
import { ownedIds } from '../../db/tenant-lookups.ts';
import { warehouses } from '../warehouses/warehouses.tables.ts';

interface InOrg {
  organisationId: number;
}

/** Which of these warehouse ids are the organisation's (a read: no lock). */
export const ownedWarehouseIds = (db: Executor, { organisationId, ids }: InOrg & { ids: number[] }) =>
  ownedIds(db, warehouses, organisationId, ids);

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
        join skus s on s.organisation_id = p.organisation_id and s.id = p.sku_id and not s.is_hidden
        left join products pr on pr.organisation_id = s.organisation_id and pr.id = s.product_id
        join warehouse_stock origin on origin.organisation_id = p.organisation_id
          and origin.warehouse_id = ${originId} and origin.sku_id = p.sku_id and origin.quantity > 0
        left join warehouse_stock destination on destination.organisation_id = p.organisation_id
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

/** Units shipped on live transfers into the warehouse and not received yet, per SKU. */
export async function inboundUnitsInto(
  db: Executor,
  { organisationId, warehouseId, skuIds }: InOrg & { warehouseId: number; skuIds: readonly number[] },
): Promise<Map<number, number>> {
  if (!skuIds.length) return new Map();
  const statuses = `{${IN_TRANSIT_STATUSES.join(',')}}`;
  const rows = await queryRows<{ skuId: number; units: string }>(
    db,
    sql`select i.sku_id as "skuId", sum(greatest(i.quantity_shipped - i.quantity_received, 0)) as units
        from transfer_items i
        join transfers t on t.organisation_id = i.organisation_id and t.id = i.transfer_id
        where i.organisation_id = ${organisationId} and i.sku_id = any(${bigintArray(skuIds)})
          and t.destination_warehouse_id = ${warehouseId} and t.status = any(${statuses}::text[])
        group by i.sku_id`,
  );
  return new Map(rows.map((row) => [Number(row.skuId), Number(row.units)]));
}
