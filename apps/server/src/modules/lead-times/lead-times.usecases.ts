import {
  leadTimeSource,
  MIN_LEARNED_OBSERVATIONS,
  type SupplierLeadTimes,
  type WarehouseLeadTimes,
  wholeLeadDays,
} from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import type { InOrganisation, OnRecord } from '../../lib/use-case.ts';
import { findSupplier, shippingTimesOf } from '../suppliers/suppliers.facts.ts';
import { warehouseCountriesOf } from '../warehouses/warehouses.facts.ts';
import {
  groupIntoLanes,
  leadTimeStats,
  productionDurations,
  receivingInto,
  type TransitObservation,
} from './lead-times.domain.ts';
import {
  type DestinationFacts,
  presentLane,
  presentStats,
  presentTransitPlan,
  presentWarehouseRef,
} from './lead-times.presenter.ts';
import {
  productionObservations,
  supplierNames,
  transitObservations,
  typedProductionLead,
  type WarehouseRef,
  warehouseByUlid,
  warehousesOf,
} from './lead-times.repository.ts';

/** Warehouses with the countries they serve (a supplier's shipping time is looked up by them). */
async function withCountries(
  db: Executor,
  organisationId: number,
  warehouses: WarehouseRef[],
): Promise<Map<number, DestinationFacts>> {
  const countries = await warehouseCountriesOf(db, {
    organisationId,
    warehouseIds: warehouses.map((warehouse) => warehouse.id),
  });
  return new Map(
    warehouses.map((warehouse) => [
      warehouse.id,
      { ...warehouse, countries: countries.get(warehouse.id) ?? [] },
    ]),
  );
}

/**
 * GET …/suppliers/{id}/lead-times: its production lead learned from its purchase orders
 * (confirmed → shipped) beside the days typed for its products, and its transit per destination
 * warehouse (shipped → received) beside its shipping times. 404 for another organisation's.
 */
export async function supplierLeadTimes({
  db,
  organisationId,
  id,
}: OnRecord<Executor>): Promise<{ leadTimes: SupplierLeadTimes }> {
  const { supplier } = orNotFound(await findSupplier(db, { organisationId, id }));
  const production = leadTimeStats(
    productionDurations(await productionObservations(db, { organisationId, supplierId: id })).get(id) ?? [],
  );
  const typed = await typedProductionLead(db, { organisationId, supplierId: id });
  const typedDays = typed.min !== null && typed.min === typed.max ? typed.min : null;
  const usesLearned = production !== null && leadTimeSource(production.observations) === 'learned';
  const learnedDays = production ? wholeLeadDays(production.median) : null;

  const lanes = groupIntoLanes(await transitObservations(db, { organisationId, supplierId: id }));
  const destinations = await withCountries(
    db,
    organisationId,
    await warehousesOf(db, { organisationId, ids: lanes.map((lane) => lane.destinationWarehouseId) }),
  );
  const shippingTimes = (await shippingTimesOf(db, { organisationId, supplierIds: [id] })).get(id) ?? [];

  return {
    leadTimes: {
      supplier_id: id,
      min_observations: MIN_LEARNED_OBSERVATIONS,
      production: {
        learned: presentStats(production),
        typed_min: typed.min,
        typed_max: typed.max,
        products: typed.products,
        typed_days: typedDays,
        learned_days: learnedDays,
        plans_with: usesLearned ? 'learned' : 'typed',
        planned_days: usesLearned ? learnedDays : typedDays,
      },
      lanes: lanes
        .flatMap((lane) => {
          const destination = destinations.get(lane.destinationWarehouseId);
          return destination
            ? [presentLane(lane, { origin: { name: supplier.name, ulid: null }, destination, shippingTimes })]
            : [];
        })
        .sort((a, b) => a.destination.name.localeCompare(b.destination.name)),
    },
  };
}

/** Names (and warehouses' ulids) of the lanes' origins. */
async function originsOf(db: Executor, organisationId: number, observations: TransitObservation[]) {
  const ids = (type: 'supplier' | 'warehouse') =>
    observations.filter((each) => each.origin.type === type).map((each) => each.origin.id);
  const suppliers = await supplierNames(db, { organisationId, ids: ids('supplier') });
  const warehouses = await warehousesOf(db, { organisationId, ids: ids('warehouse') });
  return {
    supplier: (id: number) => ({ name: suppliers.get(id) ?? `Supplier ${id}`, ulid: null }),
    warehouse: (id: number) => {
      const warehouse = warehouses.find((each) => each.id === id);
      return { name: warehouse?.name ?? `Warehouse ${id}`, ulid: warehouse?.ulid ?? null };
    },
  };
}

/**
 * GET …/warehouses/{ulid}/lead-times: transit into the warehouse per origin (suppliers' purchase
 * orders, own warehouses' transfers) beside what was typed, and for a fulfilment-network
 * warehouse its receiving (shipped → first and last received, every origin). 404 for another
 * organisation's.
 */
export async function warehouseLeadTimes({
  db,
  organisationId,
  ulid,
}: InOrganisation<Executor> & { ulid: string }): Promise<{ leadTimes: WarehouseLeadTimes }> {
  const warehouse = orNotFound(await warehouseByUlid(db, { organisationId, ulid }));
  const destination = (await withCountries(db, organisationId, [warehouse])).get(
    warehouse.id,
  ) as DestinationFacts;
  const observations = await transitObservations(db, {
    organisationId,
    destinationWarehouseId: warehouse.id,
  });
  const lanes = groupIntoLanes(observations);
  const origins = await originsOf(db, organisationId, observations);
  const supplierIds = lanes.filter((lane) => lane.origin.type === 'supplier').map((lane) => lane.origin.id);
  const shippingTimes = await shippingTimesOf(db, { organisationId, supplierIds });
  const receiving = receivingInto(observations, warehouse.id);

  return {
    leadTimes: {
      warehouse: { ...presentWarehouseRef(warehouse), transit_days: warehouse.transitDays },
      min_observations: MIN_LEARNED_OBSERVATIONS,
      lanes: lanes
        .map((lane) =>
          presentLane(lane, {
            origin: origins[lane.origin.type](lane.origin.id),
            destination,
            shippingTimes: lane.origin.type === 'supplier' ? (shippingTimes.get(lane.origin.id) ?? []) : [],
          }),
        )
        .sort(
          (a, b) => a.origin.type.localeCompare(b.origin.type) || a.origin.name.localeCompare(b.origin.name),
        ),
      receiving: warehouse.isFulfillmentCenter
        ? {
            first_received: presentStats(receiving.firstReceived),
            last_received: presentStats(receiving.lastReceived),
            plan: presentTransitPlan(receiving, { type: 'warehouse', id: warehouse.id }, destination, []),
            adopt_into: { kind: 'warehouse_transit_days', warehouse_ulid: warehouse.ulid },
          }
        : null,
    },
  };
}
