/**
 * What other modules may read of inventory (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import inventory's tables or repositories.
 */

/** Reads over a bulk-loaded history (the demo's): stock rows, movements of a source, SKUs held since a day. */
export { countMovementsOfSource, countWarehouseStock, stockedSince } from './ledger-history.repository.ts';
