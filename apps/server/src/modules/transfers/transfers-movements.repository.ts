import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { movementFacts } from '../inventory/inventory.facts.ts';
import { selectMovements } from '../ledger-rows/ledger-rows.facts.ts';

/** The source_type of every ledger row a transfer writes; its source_id is the transfer's id. */
export const TRANSFER_SOURCE = 'transfer';

/**
 * What the transfer did to the ledger (shipped out, received, given back on cancelling), oldest
 * first, with each row's SKU, its product's name and the user who wrote it.
 */
export async function transferMovementsOf(
  db: Executor,
  { organisationId, id }: { organisationId: number; id: number },
) {
  return selectMovements(db)
    .where(
      and(
        eq(movementFacts.organisationId, organisationId),
        eq(movementFacts.sourceType, TRANSFER_SOURCE),
        eq(movementFacts.sourceId, String(id)),
      ),
    )
    .orderBy(asc(movementFacts.occurredAt), asc(movementFacts.id));
}
export type TransferMovementRow = Awaited<ReturnType<typeof transferMovementsOf>>[number];
