import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

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
  const rows = await queryRows<{ shipment_id: string }>(
    db,
    sql`select shipment_id from transfers
        where organisation_id = ${organisationId}
          and shipment_id in (select jsonb_array_elements_text(${JSON.stringify([...new Set(shipmentIds)])}::jsonb))`,
  );
  return new Set(rows.map((row) => row.shipment_id));
}
