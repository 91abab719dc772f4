import { resourceKeys } from '../../lib/query-keys.ts';

/** Sales channel queries: `all`, `lists` / `list(query)`, `detail(id)`. */
export const salesChannelKeys = resourceKeys('sales-channels');
