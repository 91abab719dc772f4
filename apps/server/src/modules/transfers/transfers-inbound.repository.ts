import { IN_TRANSIT_STATUSES } from '@backoffice/shared';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bigintArray } from '../../db/sql-arrays.ts';
import { transferItems, transfers } from './transfers.tables.ts';

/**
 * Units shipped on live transfers (IN_TRANSIT_STATUSES) into one of the organisation's warehouses
 * and not yet received, per SKU: stock that left its origin's ledger and is not in the
 * destination's yet.
 */
export async function inboundTransferUnitsBySku(
  db: Executor,
  { organisationId, skuIds }: { organisationId: number; skuIds: number[] },
): Promise<Map<number, number>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .select({
      skuId: transferItems.skuId,
      value: sql<string>`sum(greatest(${transferItems.quantityShipped} - ${transferItems.quantityReceived}, 0))`,
    })
    .from(transferItems)
    .innerJoin(
      transfers,
      and(
        eq(transfers.organisationId, transferItems.organisationId),
        eq(transfers.id, transferItems.transferId),
      ),
    )
    .where(
      and(
        eq(transferItems.organisationId, organisationId),
        inArray(transferItems.skuId, skuIds),
        inArray(transfers.status, [...IN_TRANSIT_STATUSES]),
        isNotNull(transfers.destinationWarehouseId),
      ),
    )
    .groupBy(transferItems.skuId);
  return new Map(rows.map((row) => [row.skuId, Number(row.value ?? 0)]));
}

/** Units shipped on live transfers into the warehouse and not received yet, per SKU. */
export async function inboundUnitsInto(
  db: Executor,
  {
    organisationId,
    warehouseId,
    skuIds,
  }: { organisationId: number; warehouseId: number; skuIds: readonly number[] },
): Promise<Map<number, number>> {
  if (!skuIds.length) return new Map();
  const rows = await db
    .select({
      skuId: transferItems.skuId,
      units: sql<string>`sum(greatest(${transferItems.quantityShipped} - ${transferItems.quantityReceived}, 0))`,
    })
    .from(transferItems)
    .innerJoin(
      transfers,
      and(
        eq(transfers.organisationId, transferItems.organisationId),
        eq(transfers.id, transferItems.transferId),
      ),
    )
    .where(
      and(
        eq(transferItems.organisationId, organisationId),
        sql`${transferItems.skuId} = any(${bigintArray(skuIds)})`,
        eq(transfers.destinationWarehouseId, warehouseId),
        inArray(transfers.status, [...IN_TRANSIT_STATUSES]),
      ),
    )
    .groupBy(transferItems.skuId);
  return new Map(rows.map((row) => [Number(row.skuId), Number(row.units)]));
}
