import type { CatalogueItem } from './catalogue.ts';
import { CYCLE_DAYS, type SimShipment, shipmentsCreatedOn } from './inbound-shipments.ts';
import { chance, randomChars, randomFor } from './prng.ts';
import type { Pool, SellerDataset } from './seller-dataset.ts';
import { shipmentStatusAt, shipmentUpdatedAt } from './shipment-state.ts';
import { DAY_MS, dayOf } from './time.ts';

/**
 * Send to Amazon's inbound plans (Fulfillment Inbound 2024-03-20) over the same shipments as
 * Inbound v0. A plan holds one pool's shipments of two consecutive cycle days (so one or two
 * shipments). The seller works on a plan in Seller Central before sending: the plan, its shipments
 * and their FBA ids exist `PLAN_LEAD_DAYS` before the first shipment's v0 creation, and until its
 * own creation a shipment is WORKING in 2024-03-20 while v0 does not list it yet. Once v0 knows
 * it, both APIs tell the same status. A fifth of the shipments were made through v0's own workflow
 * (before Amazon removed it) and belong to no plan: only v0 knows them. Like the shipments,
 * everything depends only on the clock.
 */
export const PLAN_LEAD_DAYS = 3;
const PLAN_LEAD_MS = PLAN_LEAD_DAYS * DAY_MS;
/** Cycle days a plan spans. */
const CYCLES_PER_PLAN = 2;
const HEX = '0123456789abcdef';
const SHARE_WITHOUT_PLAN = 0.2;

export interface SimInboundPlan {
  /** `wf` and 36 characters, the 38 the model asks for; its serial is in the first eight hex digits. */
  inboundPlanId: string;
  name: string;
  pool: Pool;
  createdMs: number;
  placementOptionId: string;
  shipments: SimPlanShipment[];
}

export interface SimPlanShipment {
  /** 2024-03-20's own id (`sh…`, 38 characters); `shipment.shipmentId` is its shipmentConfirmationId. */
  shipmentId: string;
  shipment: SimShipment;
}

export type PlanShipmentStatus = NonNullable<ReturnType<typeof shipmentStatusAt>>;

/** `prefix` + eight hex digits of the serial + a uuid-like tail: 38 characters, as the model wants. */
function idOf(dataset: SellerDataset, prefix: string, serial: number): string {
  const random = randomFor(dataset.seed, dataset.seller.sellingPartnerId, 'inbound-2024', prefix, serial);
  const part = (length: number) => randomChars(random, HEX, length);
  return `${prefix}${serial.toString(16).padStart(8, '0')}-${part(4)}-${part(4)}-${part(4)}-${part(12)}`;
}

function serialOf(id: string, prefix: string): number | undefined {
  const match = new RegExp(`^${prefix}([0-9a-f]{8})-`).exec(id);
  return match?.[1] ? Number.parseInt(match[1], 16) : undefined;
}

/** A shipment made through v0's workflow, in no plan (by its v0 serial). */
function madeWithoutPlan(dataset: SellerDataset, serial: number): boolean {
  return chance(
    randomFor(dataset.seed, dataset.seller.sellingPartnerId, 'inbound-2024-legacy', serial),
    SHARE_WITHOUT_PLAN,
  );
}

/** The plan of one pool's shipments of the plan window `window` (cycle days 2·window, 2·window+1). */
function planOf(
  dataset: SellerDataset,
  window: number,
  poolIndex: number,
  firstDay: number,
): SimInboundPlan | undefined {
  const pool = dataset.pools[poolIndex];
  if (!pool) return undefined;
  const shipments: SimPlanShipment[] = [];
  for (let offset = 0; offset < CYCLES_PER_PLAN; offset++) {
    const cycle = window * CYCLES_PER_PLAN + offset;
    // Shipments before the dataset's first day exist nowhere else (v0 does not know them).
    if (cycle * CYCLE_DAYS < firstDay) continue;
    const shipment = shipmentsCreatedOn(dataset, cycle * CYCLE_DAYS).find((each) => each.pool === pool);
    const serial = cycle * dataset.pools.length + poolIndex;
    if (shipment && !madeWithoutPlan(dataset, serial))
      shipments.push({
        shipmentId: idOf(dataset, 'sh', serial),
        shipment,
      });
  }
  const first = shipments[0];
  if (!first) return undefined;
  const serial = window * dataset.pools.length + poolIndex;
  const createdMs = first.shipment.createdMs - PLAN_LEAD_MS;
  return {
    inboundPlanId: idOf(dataset, 'wf', serial),
    name: planName(createdMs),
    pool,
    createdMs,
    placementOptionId: idOf(dataset, 'pl', serial),
    shipments,
  };
}

/** Plans created up to `nowMs` of the shipments created from `firstDay` on (v0's first day), oldest first. */
export function plansUpTo(dataset: SellerDataset, firstDay: number, nowMs: number): SimInboundPlan[] {
  const span = CYCLE_DAYS * CYCLES_PER_PLAN;
  const firstWindow = Math.floor(firstDay / span);
  const lastWindow = Math.floor((dayOf(nowMs) + PLAN_LEAD_DAYS + 1) / span);
  const plans: SimInboundPlan[] = [];
  for (let window = firstWindow; window <= lastWindow; window++)
    for (let poolIndex = 0; poolIndex < dataset.pools.length; poolIndex++) {
      const plan = planOf(dataset, window, poolIndex, firstDay);
      if (plan && plan.createdMs <= nowMs) plans.push(plan);
    }
  return plans;
}

export function planById(
  dataset: SellerDataset,
  inboundPlanId: string,
  firstDay: number,
): SimInboundPlan | undefined {
  const serial = serialOf(inboundPlanId, 'wf');
  if (serial === undefined) return undefined;
  const plan = planOf(
    dataset,
    Math.floor(serial / dataset.pools.length),
    serial % dataset.pools.length,
    firstDay,
  );
  return plan?.inboundPlanId === inboundPlanId ? plan : undefined;
}

/** 2024-03-20's status: WORKING until v0 knows the shipment, then the same as v0's. */
export function planShipmentStatusAt(planShipment: SimPlanShipment, nowMs: number): PlanShipmentStatus {
  return shipmentStatusAt(planShipment.shipment, nowMs) ?? 'WORKING';
}

export function planShipmentUpdatedAt(
  plan: SimInboundPlan,
  planShipment: SimPlanShipment,
  nowMs: number,
): number {
  return planShipment.shipment.createdMs > nowMs
    ? plan.createdMs
    : shipmentUpdatedAt(planShipment.shipment, nowMs);
}

/** ACTIVE while a shipment is still being prepared, VOIDED when every one was deleted, else SHIPPED. */
export function planStatusAt(plan: SimInboundPlan, nowMs: number): 'ACTIVE' | 'VOIDED' | 'SHIPPED' {
  const statuses = plan.shipments.map((each) => planShipmentStatusAt(each, nowMs));
  if (statuses.every((status) => status === 'DELETED')) return 'VOIDED';
  return statuses.some((status) => status === 'WORKING') ? 'ACTIVE' : 'SHIPPED';
}

export function planUpdatedAt(plan: SimInboundPlan, nowMs: number): number {
  return Math.max(plan.createdMs, ...plan.shipments.map((each) => planShipmentUpdatedAt(plan, each, nowMs)));
}

export interface PlanItem {
  /** The first shipment that carries it (its labelling). */
  shipment: SimShipment;
  item: CatalogueItem;
  quantity: number;
}

/** The plan's items: its shipments' items added up by SKU, in the order they first appear. */
export function planItems(plan: SimInboundPlan): PlanItem[] {
  const bySku = new Map<string, PlanItem>();
  for (const { shipment } of plan.shipments)
    for (const item of shipment.items) {
      const line = bySku.get(item.item.sku) ?? { shipment, item: item.item, quantity: 0 };
      line.quantity += item.quantityShipped;
      bySku.set(item.item.sku, line);
    }
  return [...bySku.values()];
}

/** "FBA (03/08/2023, 01:15 PM)", the name Send to Amazon gives a new plan (the model's example). */
function planName(createdMs: number): string {
  const date = new Date(createdMs);
  const two = (value: number) => String(value).padStart(2, '0');
  const hours = date.getUTCHours();
  const clock = `${two(hours % 12 === 0 ? 12 : hours % 12)}:${two(date.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
  return `FBA (${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()}, ${clock})`;
}
