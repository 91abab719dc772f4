import { resourceKeys } from '../../lib/query-keys.ts';

/** Store order queries: `lists` / `list(query)` (the orders list, each order with its items). */
export const storeOrderKeys = resourceKeys('store-orders');
