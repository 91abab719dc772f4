import { z } from 'zod';
import { amazonDate, optional } from './model-fields.ts';

/**
 * Fulfillment Inbound 2024-03-20, the reads of Send to Amazon's inbound plans
 * (models/fulfillment-inbound-api-model/fulfillmentInbound_2024-03-20.json): a plan, its items, its
 * shipments. A shipment's `shipmentConfirmationId` is the FBA… id on its labels, the ShipmentId
 * Inbound v0 knows it by; its own `shipmentId` is another, longer id of this API only.
 */

/** The plan statuses listInboundPlans filters by (ERRORED is described, but not a filter). */
export const INBOUND_PLAN_STATUSES = ['ACTIVE', 'VOIDED', 'SHIPPED'] as const;
export type InboundPlanStatus = (typeof INBOUND_PLAN_STATUSES)[number] | 'ERRORED' | (string & {});

/**
 * A 2024-03-20 shipment's status: v0's, plus UNCONFIRMED (a placement option not confirmed yet:
 * not a shipment anyone will send), ABANDONED and MIXED. An unknown newer one passes as a string.
 */
export type PlanShipmentStatus =
  | 'UNCONFIRMED'
  | 'WORKING'
  | 'READY_TO_SHIP'
  | 'SHIPPED'
  | 'IN_TRANSIT'
  | 'DELIVERED'
  | 'CHECKED_IN'
  | 'RECEIVING'
  | 'CLOSED'
  | 'CANCELLED'
  | 'DELETED'
  | 'ABANDONED'
  | 'MIXED'
  | (string & {});

/** listInboundPlans takes 1–30 plans a page; listInboundPlanItems and listShipmentItems 1–1000. */
export const MAX_PLANS_PER_PAGE = 30;
export const MAX_PLAN_ITEMS_PER_PAGE = 1000;

const address = z.object({
  name: optional(z.string()),
  companyName: optional(z.string()),
  addressLine1: optional(z.string()),
  addressLine2: optional(z.string()),
  city: optional(z.string()),
  districtOrCounty: optional(z.string()),
  stateOrProvinceCode: optional(z.string()),
  countryCode: optional(z.string()),
  postalCode: optional(z.string()),
});

const pagination = optional(z.object({ nextToken: optional(z.string()) }));

export const inboundPlanSummary = z.object({
  inboundPlanId: z.string(),
  name: z.string(),
  status: z.string() as z.ZodType<InboundPlanStatus>,
  createdAt: amazonDate,
  lastUpdatedAt: amazonDate,
  marketplaceIds: z.array(z.string()),
  sourceAddress: optional(address),
});
export type InboundPlanSummary = z.output<typeof inboundPlanSummary>;

export const listInboundPlansResponse = z.object({
  inboundPlans: optional(z.array(inboundPlanSummary)),
  pagination,
});

const shipmentSummary = z.object({
  shipmentId: z.string(),
  status: z.string() as z.ZodType<PlanShipmentStatus>,
});

export const inboundPlan = inboundPlanSummary.extend({
  /** Only once a placement option is confirmed; only that option's shipments. */
  shipments: optional(z.array(shipmentSummary)),
});
export type InboundPlan = z.output<typeof inboundPlan>;

export const planItem = z.object({
  msku: z.string(),
  asin: optional(z.string()),
  fnsku: optional(z.string()),
  labelOwner: optional(z.string()),
  quantity: z.number().int(),
  expiration: optional(z.string()),
  manufacturingLotCode: optional(z.string()),
});
export type PlanItem = z.output<typeof planItem>;

/** listInboundPlanItems' and listShipmentItems' answer: the same shape. */
export const listPlanItemsResponse = z.object({ items: z.array(planItem), pagination });

export const planShipment = z.object({
  shipmentId: z.string(),
  /** The FBA… id on labels, v0's ShipmentId; absent until Amazon confirms the shipment. */
  shipmentConfirmationId: optional(z.string()),
  name: optional(z.string()),
  status: optional(z.string() as z.ZodType<PlanShipmentStatus>),
  placementOptionId: optional(z.string()),
  destination: z.object({
    destinationType: optional(z.string()),
    /** The fulfilment centre's code (v0's DestinationFulfillmentCenterId); none when AMAZON_OPTIMIZED. */
    warehouseId: optional(z.string()),
    address: optional(address),
  }),
  source: z.object({ sourceType: optional(z.string()), address: optional(address) }),
});
export type PlanShipment = z.output<typeof planShipment>;
