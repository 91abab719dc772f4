/**
 * What other modules may read of warehouses (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import warehouses's tables or repositories.
 */

import type { Executor } from '../../db/client.ts';
import { facts } from '../../db/facts.ts';
import { ownedIds } from '../../db/tenant-lookups.ts';
import { warehouses } from './warehouses.tables.ts';

/**
 * Warehouses as other modules join them: the ulid and name a transfer, purchase order or shipment
 * shows, and what picking an origin or an FBA destination needs.
 */
export const warehouseFacts = warehouseFactsAs('warehouse_facts');

/** The same projection under another name, for a query that joins warehouses twice (origin and destination). */
export function warehouseFactsAs<Alias extends string>(alias: Alias) {
  return facts
    .select({
      organisationId: warehouses.organisationId,
      id: warehouses.id,
      ulid: warehouses.ulid,
      name: warehouses.name,
      isFulfillmentCenter: warehouses.isFulfillmentCenter,
      reportSourceId: warehouses.reportSourceId,
      transitDays: warehouses.transitDays,
    })
    .from(warehouses)
    .as(alias);
}

/**
 * Which of these ids are warehouses of the organisation, key-share locked until commit (see
 * ownedIds): a document about to point at them cannot race their deletion.
 */
export const warehousesExist = (
  db: Executor,
  { organisationId, ids }: { organisationId: number; ids: number[] },
) => ownedIds(db, warehouses, organisationId, ids, 'key share');

/** The countries each warehouse serves, by warehouse (suppliers' shipping times are looked up by them). */
export { warehouseCountriesOf } from './warehouses.repository.ts';
