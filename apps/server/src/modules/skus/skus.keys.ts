/**
 * The key columns of skus' tables that other modules' tables reference (decision 22): a foreign
 * key names the owner's key, never its table. Nothing else lives here, so a tables file that
 * imports it pulls in no query code.
 */
import { skus } from './skus.tables.ts';

/** A SKU's key, for the foreign keys of rows that name a SKU. */
export const skuKeys = { organisationId: skus.organisationId, id: skus.id };
