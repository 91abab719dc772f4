import { resourceKeys } from '../../lib/query-keys.ts';

/** Purchase order queries: `all`, `lists` / `list(query)`, `detail(id)`. */
export const purchaseOrderKeys = resourceKeys('purchase-orders');
