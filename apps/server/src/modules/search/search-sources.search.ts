import type { SearchSource } from '../../lib/search-source.ts';
import { productsSearch } from '../catalog/products.search.ts';
import { fulfillmentCentersSearch } from '../fulfillment-centers/fulfillment-centers.search.ts';
import { purchaseOrdersSearch } from '../purchase-orders/purchase-orders.search.ts';
import { skusSearch } from '../skus/skus.search.ts';
import { suppliersSearch } from '../suppliers/suppliers.search.ts';
import { transfersSearch } from '../transfers/transfers.search.ts';
import { warehousesSearch } from '../warehouses/warehouses.search.ts';

/**
 * The registry: every kind the global search finds, in the order its groups are shown. A module
 * that lands (transfers, purchase orders, orders, disputes) adds its `<module>.search.ts` here and
 * its kind to SEARCH_KINDS in the shared contract; nothing else changes.
 */
export const searchSources: readonly SearchSource[] = [
  skusSearch,
  productsSearch,
  suppliersSearch,
  warehousesSearch,
  fulfillmentCentersSearch,
  transfersSearch,
  purchaseOrdersSearch,
];
