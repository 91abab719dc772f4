import { resourceKeys } from '../../lib/query-keys.ts';

/** Fulfilment centre queries: `all`, `lists` / `list(query)`, `detail(id)`. */
export const fulfillmentCenterKeys = resourceKeys('fulfillment-centers');
