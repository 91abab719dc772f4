import { resourceKeys } from '../../lib/query-keys.ts';

/** Shipment queries: `lists` / `list(query)` (the list screen's pages) and `detail(id)` (one with its items). */
export const shipmentKeys = resourceKeys('shipments');
