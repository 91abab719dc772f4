/**
 * What other modules may read of skus (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import skus's tables or repositories.
 */
import { skus } from './skus.tables.ts';

/** A SKU's key, for the foreign keys of rows that name a SKU. */
export const skuKeys = { organisationId: skus.organisationId, id: skus.id };
