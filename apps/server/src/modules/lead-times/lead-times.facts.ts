/**
 * What other modules may read of lead-times (decision 22): the lead times planning uses, learned
 * from purchase orders and transfers or typed, with their spread. This module has no tables of its
 * own; it reads the owners' facts.
 */
import { MIN_LEARNED_OBSERVATIONS } from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { shippingTimesOf } from '../suppliers/suppliers.facts.ts';
import { warehouseCountriesOf } from '../warehouses/warehouses.facts.ts';
import {
  type Destination,
  groupIntoLanes,
  type LaneOrigin,
  type LeadTimeStats,
  leadTimeStats,
  metricStats,
  type PlannedLeadTime,
  planLeadTime,
  productionDurations,
  type TransitMetric,
  type TypedFrom,
  transitMetric,
  typedTransit,
} from './lead-times.domain.ts';
import {
  productionObservations,
  supplierNames,
  transitObservations,
  warehousesOf,
} from './lead-times.repository.ts';

export type { LaneOrigin, LeadTimeStats, PlannedLeadTime } from './lead-times.domain.ts';

export interface PlannedTransit extends PlannedLeadTime {
  /** Until the goods arrive (first received), or into a fulfilment-network warehouse until received in full. */
  metric: TransitMetric;
  /** Where the typed value came from (a supplier's shipping time, the destination's transit days, a default). */
  typedFrom: TypedFrom;
}

export interface LeadTimesForPlanning {
  /** Observations a learned value needs before planning uses it (MIN_LEARNED_OBSERVATIONS). */
  minObservations: number;
  /** Per supplier with purchase orders confirmed and shipped: the learned production lead. */
  production: { supplierId: number; learned: LeadTimeStats }[];
  /** Per lane with goods shipped and received: its transit as planning uses it. */
  lanes: {
    origin: LaneOrigin;
    destinationWarehouseId: number;
    learned: LeadTimeStats | null;
    plan: PlannedTransit;
  }[];
  /**
   * The production lead days to plan an order from `supplierId` with: learned (rounded median,
   * p10/p90) once MIN_LEARNED_OBSERVATIONS orders were confirmed and shipped, else `typedDays` (the
   * product's production_lead_days for that supplier) with no spread.
   */
  productionLead(supplierId: number, typedDays: number): PlannedLeadTime;
  /**
   * The transit days from an origin (a supplier, or one of the organisation's warehouses) into a
   * warehouse: learned once the lane has MIN_LEARNED_OBSERVATIONS, else typed (the supplier's
   * shipping time to the warehouse's countries; the destination's transit_days, else 14 days into
   * a fulfilment centre and 5 elsewhere). Lanes never travelled plan with the typed value.
   */
  transit(origin: LaneOrigin, destinationWarehouseId: number): PlannedTransit;
}

/**
 * Everything planning needs about the organisation's lead times, read once (a few queries over
 * its purchase orders, receipts, transfers and their timelines) and then looked up in memory.
 */
export async function leadTimesForPlanning(
  db: Executor,
  { organisationId }: { organisationId: number },
): Promise<LeadTimesForPlanning> {
  const learnedProduction = new Map(
    [...productionDurations(await productionObservations(db, { organisationId }))].flatMap(
      ([supplierId, days]) => {
        const stats = leadTimeStats(days);
        return stats ? [[supplierId, stats] as const] : [];
      },
    ),
  );
  const lanes = groupIntoLanes(await transitObservations(db, { organisationId }));
  const warehouses = await warehousesOf(db, { organisationId });
  const countries = await warehouseCountriesOf(db, {
    organisationId,
    warehouseIds: warehouses.map((warehouse) => warehouse.id),
  });
  const destinations = new Map<number, Destination>(
    warehouses.map((warehouse) => [
      warehouse.id,
      { ...warehouse, countries: countries.get(warehouse.id) ?? [] },
    ]),
  );
  const supplierIds = [...(await supplierNames(db, { organisationId })).keys()];
  const shippingTimes = await shippingTimesOf(db, { organisationId, supplierIds });
  const laneOf = new Map(
    lanes.map((lane) => [`${lane.origin.type}:${lane.origin.id}>${lane.destinationWarehouseId}`, lane]),
  );

  const transit = (origin: LaneOrigin, destinationWarehouseId: number): PlannedTransit => {
    // A warehouse not (or no longer) the organisation's: typed with no countries, not a fulfilment centre.
    const destination = destinations.get(destinationWarehouseId) ?? {
      id: destinationWarehouseId,
      isFulfillmentCenter: false,
      transitDays: null,
      countries: [],
    };
    const metric = transitMetric(destination.isFulfillmentCenter);
    const typed = typedTransit(
      origin,
      destination,
      origin.type === 'supplier' ? (shippingTimes.get(origin.id) ?? []) : [],
    );
    const lane = laneOf.get(`${origin.type}:${origin.id}>${destinationWarehouseId}`);
    const learned = lane ? metricStats(lane, metric) : null;
    return { ...planLeadTime(learned, typed.days), metric, typedFrom: typed.from };
  };

  return {
    minObservations: MIN_LEARNED_OBSERVATIONS,
    production: [...learnedProduction].map(([supplierId, learned]) => ({ supplierId, learned })),
    lanes: lanes.map((lane) => {
      const plan = transit(lane.origin, lane.destinationWarehouseId);
      return {
        origin: lane.origin,
        destinationWarehouseId: lane.destinationWarehouseId,
        learned: metricStats(lane, plan.metric),
        plan,
      };
    }),
    productionLead: (supplierId, typedDays) =>
      planLeadTime(learnedProduction.get(supplierId) ?? null, typedDays),
    transit,
  };
}
