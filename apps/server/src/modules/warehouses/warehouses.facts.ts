/**
 * What other modules may read of warehouses (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import warehouses's tables or repositories.
 */
import { warehouses } from './warehouses.tables.ts';

/** A warehouse's key, for the foreign keys of rows that name a warehouse. */
export const warehouseKeys = { organisationId: warehouses.organisationId, id: warehouses.id };
