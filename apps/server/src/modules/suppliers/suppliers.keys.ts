/**
 * The key columns of suppliers' tables that other modules' tables reference (decision 22): a foreign
 * key names the owner's key, never its table. Nothing else lives here, so a tables file that
 * imports it pulls in no query code.
 */
import { suppliers } from './suppliers.tables.ts';

/** A supplier's key, for the foreign keys of rows that name a supplier. */
export const supplierKeys = { organisationId: suppliers.organisationId, id: suppliers.id };
