/**
 * What other modules may read of fulfillment-centers (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import fulfillment-centers's tables or repositories.
 */
import { fulfillmentCenters } from './fulfillment-centers.tables.ts';

/** A fulfilment centre's key, for the foreign keys of rows that name one. */
export const fulfillmentCenterKeys = {
  organisationId: fulfillmentCenters.organisationId,
  id: fulfillmentCenters.id,
};
