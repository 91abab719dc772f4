/**
 * The key columns of warehouses' tables that other modules' tables reference (decision 22): a foreign
 * key names the owner's key, never its table. Nothing else lives here, so a tables file that
 * imports it pulls in no query code.
 */
import { warehouses } from './warehouses.tables.ts';

/** A warehouse's key, for the foreign keys of rows that name a warehouse. */
export const warehouseKeys = { organisationId: warehouses.organisationId, id: warehouses.id };
