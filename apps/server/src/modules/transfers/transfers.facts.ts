/**
 * What other modules may read of transfers (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import transfers's tables or repositories.
 */
import { transfers } from './transfers.tables.ts';

/** A transfer's key, for the foreign keys of rows that name a transfer. */
export const transferKeys = { organisationId: transfers.organisationId, id: transfers.id };

/** Which marketplace shipments a transfer stands for: the ledger report leaves their receipts to it. */
export { shipmentIdsWithTransfers } from './transfers-by-shipment.repository.ts';
