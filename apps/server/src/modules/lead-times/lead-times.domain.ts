import {
  DEFAULT_FC_TRANSIT_DAYS,
  DEFAULT_SHIPPING_DAYS,
  type LeadTimeSource,
  leadTimeSource,
  type ShippingTime,
  shippingTimeToWarehouse,
  wholeLeadDays,
} from '@backoffice/shared';

/**
 * Lead times learned from what happened (docs/domain/lead-times.md): durations between the days
 * purchase orders and transfers were confirmed, shipped and received, summarised per supplier and
 * per lane by their median and spread, and the rule that picks the learned or the typed value.
 * Pure: the repository reads the days, the use cases and facts put these together.
 */

const DAY_MS = 86_400_000;

/** Whole days from one calendar day (YYYY-MM-DD) to another; negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The p-quantile (0 ≤ p ≤ 1) of values sorted ascending, linear between the two nearest (the
 * common definition: spreadsheets' PERCENTILE, R's type 7), so a handful of observations gives a
 * spread between them rather than jumping from one to the next.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('percentile of no values');
  const at = (sorted.length - 1) * Math.min(1, Math.max(0, p));
  const below = Math.floor(at);
  const low = sorted[below] as number;
  const high = sorted[Math.min(below + 1, sorted.length - 1)] as number;
  return low + (at - below) * (high - low);
}

export interface LeadTimeStats {
  median: number;
  p10: number;
  p90: number;
  observations: number;
}

/** Median, 10th and 90th percentiles (to a tenth of a day) and count; null for no observations. */
export function leadTimeStats(durations: readonly number[]): LeadTimeStats | null {
  if (durations.length === 0) return null;
  const sorted = [...durations].sort((a, b) => a - b);
  const tenth = (value: number) => Math.round(value * 10) / 10;
  return {
    median: tenth(percentile(sorted, 0.5)),
    p10: tenth(percentile(sorted, 0.1)),
    p90: tenth(percentile(sorted, 0.9)),
    observations: sorted.length,
  };
}

/** A purchase order that was confirmed and has shipped. */
export interface ProductionObservation {
  supplierId: number;
  confirmedDay: string;
  shippedDay: string;
}

/** Days from confirmed to shipped per supplier; an order shipped before it was confirmed says nothing. */
export function productionDurations(observations: readonly ProductionObservation[]): Map<number, number[]> {
  const bySupplier = new Map<number, number[]>();
  for (const each of observations) {
    const days = daysBetween(each.confirmedDay, each.shippedDay);
    if (days < 0) continue;
    bySupplier.set(each.supplierId, [...(bySupplier.get(each.supplierId) ?? []), days]);
  }
  return bySupplier;
}

export type LaneOrigin = { type: 'supplier'; id: number } | { type: 'warehouse'; id: number };

/** Goods that shipped and were received: a purchase order (from its supplier) or a transfer. */
export interface TransitObservation {
  origin: LaneOrigin;
  destinationWarehouseId: number;
  /** The shipping method where known (a transfer's courier), else null. */
  method: string | null;
  shippedDay: string;
  firstReceivedDay: string;
  lastReceivedDay: string;
}

export interface LaneDurations {
  firstReceived: LeadTimeStats | null;
  lastReceived: LeadTimeStats | null;
}

export interface Lane extends LaneDurations {
  origin: LaneOrigin;
  destinationWarehouseId: number;
  /** By method, most observed first; only observations with a method. */
  methods: (LaneDurations & { method: string })[];
}

const laneKey = (origin: LaneOrigin, destinationWarehouseId: number) =>
  `${origin.type}:${origin.id}>${destinationWarehouseId}`;

/** "DHL ", "dhl" and "Dhl" are one method; the first spelling met names it. */
const methodKey = (method: string) => method.trim().replace(/\s+/g, ' ').toLowerCase();

interface Durations {
  first: number[];
  last: number[];
}

function summarise({ first, last }: Durations): LaneDurations {
  return { firstReceived: leadTimeStats(first), lastReceived: leadTimeStats(last) };
}

/**
 * Observations grouped into lanes (origin → destination warehouse), each with its shipped → first
 * received and shipped → last received durations, and the same per shipping method. An
 * observation received before it shipped (a shipping date typed later than the goods arrived)
 * is left out rather than counted as a negative transit.
 */
export function groupIntoLanes(observations: readonly TransitObservation[]): Lane[] {
  const lanes = new Map<
    string,
    {
      origin: LaneOrigin;
      destinationWarehouseId: number;
      all: Durations;
      methods: Map<string, Durations & { name: string }>;
    }
  >();
  for (const each of observations) {
    const first = daysBetween(each.shippedDay, each.firstReceivedDay);
    const last = daysBetween(each.shippedDay, each.lastReceivedDay);
    if (first < 0 || last < first) continue;
    const key = laneKey(each.origin, each.destinationWarehouseId);
    let lane = lanes.get(key);
    if (!lane) {
      lane = {
        origin: each.origin,
        destinationWarehouseId: each.destinationWarehouseId,
        all: { first: [], last: [] },
        methods: new Map(),
      };
      lanes.set(key, lane);
    }
    lane.all.first.push(first);
    lane.all.last.push(last);
    const name = each.method?.trim().replace(/\s+/g, ' ');
    if (!name) continue;
    const byMethod = lane.methods.get(methodKey(name)) ?? { name, first: [], last: [] };
    byMethod.first.push(first);
    byMethod.last.push(last);
    lane.methods.set(methodKey(name), byMethod);
  }
  return [...lanes.values()].map((lane) => ({
    origin: lane.origin,
    destinationWarehouseId: lane.destinationWarehouseId,
    ...summarise(lane.all),
    methods: [...lane.methods.values()]
      .sort((a, b) => b.first.length - a.first.length || a.name.localeCompare(b.name))
      .map((method) => ({ method: method.name, ...summarise(method) })),
  }));
}

/** Every observation into one destination, whatever its origin: receiving at Amazon. */
export function receivingInto(
  observations: readonly TransitObservation[],
  destinationWarehouseId: number,
): LaneDurations {
  const durations: Durations = { first: [], last: [] };
  for (const each of observations) {
    if (each.destinationWarehouseId !== destinationWarehouseId) continue;
    const first = daysBetween(each.shippedDay, each.firstReceivedDay);
    const last = daysBetween(each.shippedDay, each.lastReceivedDay);
    if (first < 0 || last < first) continue;
    durations.first.push(first);
    durations.last.push(last);
  }
  return summarise(durations);
}

export type TransitMetric = 'first_received' | 'last_received';

/**
 * What a lane's transit counts until: into a fulfilment-network warehouse, until it has received
 * everything (units sell only once received, and Amazon's check-in takes days of its own);
 * elsewhere, until the goods arrive (the first receipt).
 */
export const transitMetric = (destinationIsFulfillmentCenter: boolean): TransitMetric =>
  destinationIsFulfillmentCenter ? 'last_received' : 'first_received';

export const metricStats = (durations: LaneDurations, metric: TransitMetric) =>
  metric === 'last_received' ? durations.lastReceived : durations.firstReceived;

/** A lead time as planning uses it. */
export interface PlannedLeadTime {
  source: LeadTimeSource;
  /** Whole days: the learned median rounded, or the typed days. */
  days: number;
  /** The spread; a typed value has none, so both are its days. */
  p10: number;
  p90: number;
  /** Observations of the learned value (below the minimum when the typed one is used). */
  observations: number;
  /** The learned median in whole days, whether used or not; null without observations. */
  learnedDays: number | null;
}

/** The learned value once it rests on enough observations, else the typed one. */
export function planLeadTime(learned: LeadTimeStats | null, typedDays: number): PlannedLeadTime {
  const observations = learned?.observations ?? 0;
  const learnedDays = learned ? wholeLeadDays(learned.median) : null;
  if (learned && leadTimeSource(observations) === 'learned')
    return {
      source: 'learned',
      days: wholeLeadDays(learned.median),
      p10: learned.p10,
      p90: learned.p90,
      observations,
      learnedDays,
    };
  return { source: 'typed', days: typedDays, p10: typedDays, p90: typedDays, observations, learnedDays };
}

export interface Destination {
  id: number;
  isFulfillmentCenter: boolean;
  transitDays: number | null;
  countries: readonly { countryCode: string; regionCode: string }[];
}

export type TypedFrom = 'supplier_shipping_time' | 'warehouse_transit_days' | 'default';

export interface TypedTransit {
  days: number;
  from: TypedFrom;
  /** The supplier shipping time matched (country or region code, or N/A); null for a warehouse origin. */
  code: string | null;
}

/**
 * The transit typed for a lane: from a supplier, its shipping time to the destination (the spec's
 * lookup over the countries the warehouse serves); from an own warehouse, the destination's
 * transit days, else planning's default (14 days into a fulfilment centre, a transfer's 5 elsewhere).
 */
export function typedTransit(
  origin: LaneOrigin,
  destination: Destination,
  supplierShippingTimes: readonly ShippingTime[],
): TypedTransit {
  if (origin.type === 'supplier') {
    const match = shippingTimeToWarehouse(supplierShippingTimes, destination.countries);
    return { days: match.days, from: 'supplier_shipping_time', code: match.code };
  }
  if (destination.transitDays !== null)
    return { days: destination.transitDays, from: 'warehouse_transit_days', code: null };
  return {
    days: destination.isFulfillmentCenter ? DEFAULT_FC_TRANSIT_DAYS : DEFAULT_SHIPPING_DAYS,
    from: 'default',
    code: null,
  };
}

/**
 * Which of a supplier's shipping times "Use learned" on a lane to `destination` sets: the one its
 * lookup matched, else one per country the warehouse serves (so the lookup finds it next time);
 * none for a warehouse that serves no country.
 */
export function shippingTimeTargets(
  supplierShippingTimes: readonly ShippingTime[],
  countries: readonly { countryCode: string; regionCode: string }[],
): { type: 'country' | 'region'; code: string }[] {
  const match = shippingTimeToWarehouse(supplierShippingTimes, countries);
  if (match.type !== null) return [{ type: match.type, code: match.code }];
  return [...new Set(countries.map((country) => country.countryCode.toUpperCase()))].map((code) => ({
    type: 'country' as const,
    code,
  }));
}
