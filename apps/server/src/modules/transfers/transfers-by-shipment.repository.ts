import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { transfers } from './transfers.tables.ts';

/**
 * Which of these marketplace shipment ids a transfer stands for. Such a transfer books its own
 * receipts into the destination's ledger (decision 12), so the marketplace's receipts of the
 * same shipment must not be booked again (decision 15).
 */
export async function shipmentIdsWithTransfers(
  db: Executor,
  { organisationId, shipmentIds }: { organisationId: number; shipmentIds: readonly string[] },
): Promise<Set<string>> {
  if (shipmentIds.length === 0) return new Set();
  // The ids as one jsonb parameter, however many the report names.
  const rows = await db
    .select({ shipmentId: transfers.shipmentId })
    .from(transfers)
    .where(
      and(
        eq(transfers.organisationId, organisationId),
        sql`${transfers.shipmentId} in (select jsonb_array_elements_text(${JSON.stringify([...new Set(shipmentIds)])}::jsonb))`,
      ),
    );
  return new Set(rows.flatMap((row) => (row.shipmentId === null ? [] : [row.shipmentId])));
}
