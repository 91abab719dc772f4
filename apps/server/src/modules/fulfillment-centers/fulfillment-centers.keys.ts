/**
 * The key columns of fulfillment-centers' tables that other modules' tables reference (decision 22): a foreign
 * key names the owner's key, never its table. Nothing else lives here, so a tables file that
 * imports it pulls in no query code.
 */
import { fulfillmentCenters } from './fulfillment-centers.tables.ts';

/** A fulfilment centre's key, for the foreign keys of rows that name one. */
export const fulfillmentCenterKeys = {
  organisationId: fulfillmentCenters.organisationId,
  id: fulfillmentCenters.id,
};
