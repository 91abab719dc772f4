import { resourceKeys } from '../../lib/query-keys.ts';

/** Supplier queries: `all`, `lists` / `list(query)`, `detail(id)`. */
export const supplierKeys = resourceKeys('suppliers');
