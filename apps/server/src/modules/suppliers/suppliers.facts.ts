/**
 * What other modules may read of suppliers (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import suppliers's tables or repositories.
 */
import { suppliers } from './suppliers.tables.ts';

/** A supplier's key, for the foreign keys of rows that name a supplier. */
export const supplierKeys = { organisationId: suppliers.organisationId, id: suppliers.id };
