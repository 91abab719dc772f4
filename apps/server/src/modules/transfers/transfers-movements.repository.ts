import type { Movement } from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { presentMovement } from '../inventory/inventory.presenter.ts';
import { listDocumentMovements } from '../inventory/movements.repository.ts';

/** The source_type of every ledger row a transfer writes; its source_id is the transfer's id. */
export const TRANSFER_SOURCE = 'transfer';

/** What the transfer did to the ledger: shipped out, received, given back on cancelling. */
export async function transferMovementsOf(
  db: Executor,
  { organisationId, id }: { organisationId: number; id: number },
): Promise<Movement[]> {
  const rows = await listDocumentMovements(db, {
    organisationId,
    sourceType: TRANSFER_SOURCE,
    sourceId: String(id),
  });
  return rows.map(presentMovement);
}
