/**
 * The key columns of transfers' tables that other modules' tables reference (decision 22): a foreign
 * key names the owner's key, never its table. Nothing else lives here, so a tables file that
 * imports it pulls in no query code.
 */
import { transfers } from './transfers.tables.ts';

/** A transfer's key, for the foreign keys of rows that name a transfer. */
export const transferKeys = { organisationId: transfers.organisationId, id: transfers.id };
