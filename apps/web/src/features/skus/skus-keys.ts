import { resourceKeys } from '../../lib/query-keys.ts';

/**
 * SKU queries: `all` (everything), `lists` / `list(query)` (every GET /skus page, whoever asks:
 * the SKU screens, the stock adjustment's SKU search, a sales channel's listed SKUs), `detail(id)`.
 */
export const skuKeys = resourceKeys('skus');
