import type {
  LeadTimeLane,
  LeadTimeStats as LeadTimeStatsJson,
  ShippingTime,
  TransitPlan,
} from '@backoffice/shared';
import {
  type Destination,
  type Lane,
  type LaneDurations,
  type LeadTimeStats,
  metricStats,
  planLeadTime,
  shippingTimeTargets,
  transitMetric,
  typedTransit,
} from './lead-times.domain.ts';
import type { WarehouseRef } from './lead-times.repository.ts';

export const presentStats = (stats: LeadTimeStats | null): LeadTimeStatsJson | null =>
  stats ? { ...stats } : null;

export type DestinationFacts = WarehouseRef & Pick<Destination, 'countries'>;

export const presentWarehouseRef = (warehouse: WarehouseRef) => ({
  id: warehouse.id,
  ulid: warehouse.ulid,
  name: warehouse.name,
  is_fulfillment_center: warehouse.isFulfillmentCenter,
});

/** The transit planning uses for goods into `destination`, beside what was typed. */
export function presentTransitPlan(
  durations: LaneDurations,
  origin: Lane['origin'],
  destination: DestinationFacts,
  shippingTimes: readonly ShippingTime[],
): TransitPlan {
  const metric = transitMetric(destination.isFulfillmentCenter);
  const typed = typedTransit(origin, destination, shippingTimes);
  const planned = planLeadTime(metricStats(durations, metric), typed.days);
  return {
    metric,
    typed_days: typed.days,
    typed_from: typed.from,
    typed_code: typed.code,
    learned_days: planned.learnedDays,
    plans_with: planned.source,
    planned_days: planned.days,
  };
}

/** Where "Use learned" writes a lane's transit: the supplier's shipping times, or the destination's transit days. */
function adoptInto(
  origin: Lane['origin'],
  destination: DestinationFacts,
  shippingTimes: readonly ShippingTime[],
): LeadTimeLane['adopt_into'] {
  if (origin.type === 'warehouse')
    return { kind: 'warehouse_transit_days', warehouse_ulid: destination.ulid };
  const entries = shippingTimeTargets(shippingTimes, destination.countries);
  return entries.length ? { kind: 'supplier_shipping_times', supplier_id: origin.id, entries } : null;
}

export function presentLane(
  lane: Lane,
  {
    origin,
    destination,
    shippingTimes,
  }: {
    origin: { name: string; ulid: string | null };
    destination: DestinationFacts;
    shippingTimes: readonly ShippingTime[];
  },
): LeadTimeLane {
  return {
    origin: { type: lane.origin.type, id: lane.origin.id, ulid: origin.ulid, name: origin.name },
    destination: presentWarehouseRef(destination),
    first_received: presentStats(lane.firstReceived),
    last_received: presentStats(lane.lastReceived),
    methods: lane.methods.flatMap((method) =>
      method.firstReceived && method.lastReceived
        ? [
            {
              method: method.method,
              first_received: presentStats(method.firstReceived) as LeadTimeStatsJson,
              last_received: presentStats(method.lastReceived) as LeadTimeStatsJson,
            },
          ]
        : [],
    ),
    plan: presentTransitPlan(lane, lane.origin, destination, shippingTimes),
    adopt_into: adoptInto(lane.origin, destination, shippingTimes),
  };
}
