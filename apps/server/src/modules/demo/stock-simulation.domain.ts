import {
  type DemandProfile,
  dailyDemand,
  dateOfDay,
  dayOfWeek,
  trendFactor,
  yearlyFactor,
} from './demand.domain.ts';
import type { Random } from './random.domain.ts';

/**
 * The life of one SKU day by day: suppliers deliver to a hub (the own warehouse or the 3PL) on
 * purchase orders, the hub sends weekly transfers to the FBA warehouses, customers buy there.
 * Sales never exceed stock, so when supply falls behind an FBA warehouse runs dry and sales stop
 * until the next transfer lands: the stockouts a forecast has to see through.
 */
export type SimulatedMovementType = 'adjustment' | 'receipt' | 'transfer_out' | 'transfer_in' | 'sale';

export interface SimulatedMovement {
  day: number;
  /** Minute of the day; orders one day's movements as they happened (arrivals, sales, dispatch). */
  minute: number;
  warehouse: string;
  type: SimulatedMovementType;
  quantity: number;
  sourceId: string | null;
  reason: string | null;
}

export const MINUTE = { receipt: 8 * 60, transferIn: 9 * 60, sale: 13 * 60, transferOut: 16 * 60 } as const;

export interface OutletPlan {
  warehouse: string;
  profile: DemandProfile;
  /** Days from the hub to this warehouse. */
  transitDays: number;
}

export interface SkuSimulationPlan {
  hub: string;
  outlets: OutletPlan[];
  /** Groups one supplier's SKUs into shared purchase-order numbers. */
  supplierCode: string;
  /** Days from ordering to the goods at the hub (production + buffer + shipping). */
  leadDays: number;
  /** The supplier takes no order of fewer units (its minimum order quantity for the product). */
  minOrderQuantity?: number;
  /** The supplier is ordered from on every day number divisible by this (a shared rhythm, so a PO holds many SKUs). */
  orderEveryDays: number;
  /** Day index the SKU goes live; 0 means it was selling before the history starts. */
  launchDay: number;
  /** From this day index on nothing is reordered: the SKU sells out (hidden, discontinued SKUs). */
  discontinueDay?: number;
  /** Purchase orders placed in the 45 days from `fromDay` arrive `delayDays` late. */
  disruption?: { fromDay: number; delayDays: number };
  /** The seller's forecast against true demand: below 1 under-stocks, above 1 over-stocks. */
  optimism: number;
}

export interface SimulationWindow {
  /** UTC day number of day index 0. */
  firstDay: number;
  days: number;
}

/** A purchase order placed and not yet at the hub when the history ends. */
export interface OpenOrder {
  orderDay: number;
  /** The day it would have arrived (late ones included). */
  arrivalDay: number;
  quantity: number;
  /** Its shared number: one supplier's SKUs ordered the same day are one purchase order. */
  sourceId: string;
}

/**
 * A transfer shipped from the hub and not yet received when the history ends. Its `transfer_out`
 * is not among the movements: the writer ships it as a transfer document, whose ship action
 * records the units leaving the hub.
 */
export interface ShipmentUnderWay {
  warehouse: string;
  shipDay: number;
  /** When the seller expects it: the ship day and the outlet's transit days. */
  expectedDay: number;
  /** The day it would have arrived. */
  arrivalDay: number;
  quantity: number;
  sourceId: string;
}

export interface SimulationResult {
  movements: SimulatedMovement[];
  /** Outlet-days with demand but no stock, after the SKU first had stock there. */
  stockoutDays: number;
  onOrder: OpenOrder[];
  underWay: ShipmentUnderWay[];
}

interface OutletState {
  plan: OutletPlan;
  stock: number;
  inTransit: number;
  stocked: boolean;
}

interface Arrival {
  day: number;
  warehouse: string;
  type: 'receipt' | 'transfer_in';
  quantity: number;
  sourceId: string;
  /** The day a purchase order was placed (receipts only). */
  orderDay?: number;
}

const TRANSFER_WEEKDAY = 1; // Monday
const SAFETY_DAYS = 14;
/**
 * Days of demand beyond a transfer's transit the seller keeps at an FBA warehouse: Amazon's
 * storage limits keep it lean, so a busy week empties it until the next Monday's transfer lands.
 */
const FBA_SAFETY_DAYS = 7;

/**
 * The safety stock the seller keeps against a supplier's lead time, in units: a week and a quarter
 * of the lead time of demand (a guess further ahead is a worse guess), and two and a half times
 * the square root of the lead time's demand (a slow seller's few units vary most).
 */
export function orderSafetyStock(demandOverLead: number, leadDays: number): number {
  if (demandOverLead <= 0 || leadDays <= 0) return 0;
  return (demandOverLead / leadDays) * (7 + leadDays / 4) + 2.5 * Math.sqrt(demandOverLead);
}

export function isoDate(day: number): string {
  return dateOfDay(day).toISOString().slice(0, 10);
}

/** Demand level without the weekly rhythm (which averages out over a week) for planning. */
function plannedRate(plan: SkuSimulationPlan, outlet: OutletPlan, day: number, daysLive: number): number {
  const { profile } = outlet;
  return profile.base * trendFactor(profile, daysLive) * yearlyFactor(profile, day) * plan.optimism;
}

export function simulateSku(
  plan: SkuSimulationPlan,
  window: SimulationWindow,
  random: Random,
): SimulationResult {
  const movements: SimulatedMovement[] = [];
  const outlets: OutletState[] = plan.outlets.map((outlet) => ({
    plan: outlet,
    stock: 0,
    inTransit: 0,
    stocked: false,
  }));
  const arrivals: Arrival[] = [];
  const underWay: ShipmentUnderWay[] = [];
  let hubStock = 0;
  let onOrder = 0;
  let stockoutDays = 0;
  const lastDay = window.firstDay + window.days - 1;
  const record = (movement: SimulatedMovement) => {
    if (movement.day <= lastDay) movements.push(movement);
  };

  const rateAt = (outlet: OutletPlan, index: number) =>
    plannedRate(plan, outlet, window.firstDay + index, index - plan.launchDay);
  /** What the seller expects to sell over the coming days, seasons included (sampled weekly). */
  const demandOver = (outlet: OutletPlan, fromIndex: number, days: number) => {
    let total = 0;
    for (let offset = 0; offset < days; offset += 7)
      total += rateAt(outlet, fromIndex + offset) * Math.min(7, days - offset);
    return total;
  };

  // Before the window: stock that was already there, as an opening balance on the first day.
  if (plan.launchDay === 0) {
    const total = plan.outlets.reduce((sum, outlet) => sum + rateAt(outlet, 0), 0);
    hubStock = Math.ceil(total * (plan.orderEveryDays / 2 + SAFETY_DAYS));
    addOpening(plan.hub, hubStock);
    // …and the purchase orders that were already on their way, one per ordering slot in the lead time.
    for (let placed = window.firstDay - plan.orderEveryDays; placed + plan.leadDays > window.firstDay; ) {
      const quantity = Math.ceil((total * plan.orderEveryDays) / 10) * 10;
      onOrder += quantity;
      arrivals.push({
        day: placed + plan.leadDays,
        warehouse: plan.hub,
        type: 'receipt',
        quantity,
        sourceId: `PO-${plan.supplierCode}-${isoDate(placed)}`,
        orderDay: placed,
      });
      placed -= plan.orderEveryDays;
    }
    for (const outlet of outlets) {
      outlet.stock = Math.ceil(rateAt(outlet.plan, 0) * (outlet.plan.transitDays + SAFETY_DAYS));
      outlet.stocked = true;
      addOpening(outlet.plan.warehouse, outlet.stock);
    }
  }

  function addOpening(warehouse: string, quantity: number) {
    if (quantity <= 0) return;
    record({
      day: window.firstDay,
      minute: 0,
      warehouse,
      type: 'adjustment',
      quantity,
      sourceId: 'opening-balance',
      reason: 'Opening balance',
    });
  }

  for (let index = plan.launchDay; index < window.days; index++) {
    const day = window.firstDay + index;
    const launching = index === plan.launchDay && plan.launchDay > 0;
    if (launching) {
      // A launch starts with the first shipment in the hub.
      const total = plan.outlets.reduce((sum, outlet) => sum + rateAt(outlet, index), 0);
      const quantity = Math.max(10, Math.ceil((total * (plan.leadDays + 30)) / 10) * 10);
      hubStock += quantity;
      record({
        day,
        minute: MINUTE.receipt,
        warehouse: plan.hub,
        type: 'receipt',
        quantity,
        sourceId: `PO-${plan.supplierCode}-${isoDate(day)}`,
        reason: null,
      });
    }

    for (let i = arrivals.length - 1; i >= 0; i--) {
      const arrival = arrivals[i];
      if (!arrival || arrival.day !== day) continue;
      arrivals.splice(i, 1);
      if (arrival.type === 'receipt') {
        hubStock += arrival.quantity;
        onOrder -= arrival.quantity;
      } else {
        const outlet = outlets.find((candidate) => candidate.plan.warehouse === arrival.warehouse);
        if (outlet) {
          outlet.stock += arrival.quantity;
          outlet.inTransit -= arrival.quantity;
          outlet.stocked = true;
        }
      }
      record({
        day,
        minute: arrival.type === 'receipt' ? MINUTE.receipt : MINUTE.transferIn,
        warehouse: arrival.warehouse,
        type: arrival.type,
        quantity: arrival.quantity,
        sourceId: arrival.sourceId,
        reason: null,
      });
    }

    for (const outlet of outlets) {
      const demand = outlet.stocked
        ? dailyDemand(outlet.plan.profile, day, index - plan.launchDay, random)
        : 0;
      const sold = Math.min(demand, outlet.stock);
      if (demand > 0 && outlet.stock === 0) stockoutDays++;
      if (sold > 0) {
        outlet.stock -= sold;
        record({
          day,
          minute: MINUTE.sale,
          warehouse: outlet.plan.warehouse,
          type: 'sale',
          quantity: -sold,
          sourceId: null,
          reason: null,
        });
      }
    }

    if (dayOfWeek(day) === TRANSFER_WEEKDAY || launching) sendTransfers(index, day);
    const discontinued = plan.discontinueDay !== undefined && index >= plan.discontinueDay;
    if (!discontinued && day % plan.orderEveryDays === 0) placeOrder(index, day);
  }

  function sendTransfers(index: number, day: number) {
    for (const outlet of outlets) {
      const { transitDays } = outlet.plan;
      const position = outlet.stock + outlet.inTransit;
      if (position >= demandOver(outlet.plan, index, transitDays + FBA_SAFETY_DAYS)) continue;
      const wanted = Math.ceil(demandOver(outlet.plan, index, transitDays + 7 + FBA_SAFETY_DAYS)) - position;
      const quantity = Math.min(wanted, hubStock);
      if (quantity <= 0) continue;
      const sourceId = `TR-${isoDate(day)}-${outlet.plan.warehouse}`;
      hubStock -= quantity;
      outlet.inTransit += quantity;
      const arrivalDay = day + transitDays + random.int(0, 2);
      if (arrivalDay > lastDay)
        underWay.push({
          warehouse: outlet.plan.warehouse,
          shipDay: day,
          expectedDay: day + transitDays,
          arrivalDay,
          quantity,
          sourceId,
        });
      else
        record({
          day,
          minute: MINUTE.transferOut,
          warehouse: plan.hub,
          type: 'transfer_out',
          quantity: -quantity,
          sourceId,
          reason: null,
        });
      arrivals.push({
        day: arrivalDay,
        warehouse: outlet.plan.warehouse,
        type: 'transfer_in',
        quantity,
        sourceId,
      });
    }
  }

  function placeOrder(index: number, day: number) {
    const cover = plan.leadDays + plan.orderEveryDays + 7;
    const overLead = plan.outlets.reduce((sum, outlet) => sum + demandOver(outlet, index, plan.leadDays), 0);
    const target =
      plan.outlets.reduce((sum, outlet) => sum + demandOver(outlet, index, cover), 0) +
      orderSafetyStock(overLead, plan.leadDays);
    const downstream = outlets.reduce((sum, outlet) => sum + outlet.stock + outlet.inTransit, 0);
    const position = hubStock + onOrder + downstream;
    if (position >= target) return;
    const quantity = Math.ceil(Math.max(target - position, plan.minOrderQuantity ?? 0) / 10) * 10;
    const { disruption } = plan;
    const delayed = disruption && index >= disruption.fromDay && index < disruption.fromDay + 45;
    onOrder += quantity;
    arrivals.push({
      day: day + plan.leadDays + (delayed ? disruption.delayDays : random.int(-2, 3)),
      warehouse: plan.hub,
      type: 'receipt',
      quantity,
      sourceId: `PO-${plan.supplierCode}-${isoDate(day)}`,
      orderDay: day,
    });
  }

  movements.sort((a, b) => a.day - b.day || a.minute - b.minute);
  const stillOnOrder: OpenOrder[] = arrivals.flatMap((arrival) =>
    arrival.type === 'receipt' && arrival.orderDay !== undefined
      ? [
          {
            orderDay: arrival.orderDay,
            arrivalDay: arrival.day,
            quantity: arrival.quantity,
            sourceId: arrival.sourceId,
          },
        ]
      : [],
  );
  stillOnOrder.sort((a, b) => a.orderDay - b.orderDay);
  underWay.sort((a, b) => a.shipDay - b.shipDay || a.warehouse.localeCompare(b.warehouse));
  return { movements, stockoutDays, onOrder: stillOnOrder, underWay };
}
