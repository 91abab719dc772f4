/**
 * The key columns of products' tables that other modules' tables reference (decision 22): a foreign
 * key names the owner's key, never its table. Nothing else lives here, so a tables file that
 * imports it pulls in no query code.
 */
import { products } from './products.tables.ts';

/** A product's key, for the foreign keys of rows that name a product (a SKU's). */
export const productKeys = { organisationId: products.organisationId, id: products.id };
