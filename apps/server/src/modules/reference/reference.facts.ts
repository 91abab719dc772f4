/**
 * What other modules may read of reference (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import reference's tables or repositories.
 */

/** Every country, whole: the codes generated data (the demo's warehouses) names countries by. */
export { listCountries } from './reference.repository.ts';
