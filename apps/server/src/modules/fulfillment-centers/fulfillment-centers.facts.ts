/**
 * What other modules may read of fulfillment-centers (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import fulfillment-centers's tables or repositories.
 */

import type { Executor } from '../../db/client.ts';
import { facts } from '../../db/facts.ts';
import { ownedIds } from '../../db/tenant-lookups.ts';
import { fulfillmentCenters } from './fulfillment-centers.tables.ts';

/**
 * Fulfilment centres as other modules join them: the name shown, and the reference code and
 * marketplace a shipment's destination code is matched by.
 */
export const fulfillmentCenterFacts = facts
  .select({
    organisationId: fulfillmentCenters.organisationId,
    id: fulfillmentCenters.id,
    name: fulfillmentCenters.name,
    referenceCode: fulfillmentCenters.referenceCode,
    marketplaceId: fulfillmentCenters.marketplaceId,
  })
  .from(fulfillmentCenters)
  .as('fulfillment_center_facts');

/** Which of these ids are fulfilment centres of the organisation, key-share locked until commit (see ownedIds). */
export const fulfillmentCentersExist = (
  db: Executor,
  { organisationId, ids }: { organisationId: number; ids: number[] },
) => ownedIds(db, fulfillmentCenters, organisationId, ids, 'key share');
