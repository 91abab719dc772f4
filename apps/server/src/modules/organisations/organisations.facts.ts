/**
 * What other modules may read of organisations (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import organisations's tables or repositories.
 */
import { organisations } from './organisations.tables.ts';

/** The organisation's key, for every tenant table's foreign key. */
export const organisationKeys = { id: organisations.id };
