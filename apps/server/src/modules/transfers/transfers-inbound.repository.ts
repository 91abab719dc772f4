import { IN_TRANSIT_STATUSES } from '@backoffice/shared';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
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
