import { z } from 'zod';
import { amazonDate, optional } from './model-fields.ts';

/**
 * Fulfillment Inbound v0, the shipment and item reads that remain
 * (models/fulfillment-inbound-api-model/fulfillmentInboundV0.json). v0 keeps received quantities,
 * which the 2024-03-20 API does not show.
 */

/** The model's `ShipmentStatusList` values; an unknown newer one passes through as a string. */
export type InboundShipmentStatus =
  | 'WORKING'
  | 'READY_TO_SHIP'
  | 'SHIPPED'
  | 'RECEIVING'
  | 'CANCELLED'
  | 'DELETED'
  | 'CLOSED'
  | 'ERROR'
  | 'IN_TRANSIT'
  | 'DELIVERED'
  | 'CHECKED_IN'
  | (string & {});

/** The model's Amount: a number `Value` (not Orders v0's `Amount` string), in USD or GBP. */
const amount = z.object({ CurrencyCode: z.string(), Value: z.number() });

const address = z.object({
  Name: optional(z.string()),
  AddressLine1: optional(z.string()),
  AddressLine2: optional(z.string()),
  DistrictOrCounty: optional(z.string()),
  City: optional(z.string()),
  StateOrProvinceCode: optional(z.string()),
  CountryCode: optional(z.string()),
  PostalCode: optional(z.string()),
});

export const inboundShipmentInfo = z.object({
  ShipmentId: z.string(),
  ShipmentName: optional(z.string()),
  ShipFromAddress: optional(address),
  DestinationFulfillmentCenterId: optional(z.string()),
  ShipmentStatus: optional(z.string() as z.ZodType<InboundShipmentStatus>),
  LabelPrepType: optional(z.string()),
  AreCasesRequired: optional(z.boolean()),
  ConfirmedNeedByDate: optional(z.string()),
  BoxContentsSource: optional(z.string()),
  EstimatedBoxContentsFee: optional(z.object({ TotalFee: optional(amount) })),
});
export type InboundShipment = z.output<typeof inboundShipmentInfo>;

export const getShipmentsResponse = z.object({
  payload: z.object({
    ShipmentData: optional(z.array(inboundShipmentInfo)),
    NextToken: optional(z.string()),
  }),
});

const prepDetails = z.object({ PrepInstruction: optional(z.string()), PrepOwner: optional(z.string()) });

export const inboundShipmentItem = z.object({
  ShipmentId: optional(z.string()),
  SellerSKU: z.string(),
  FulfillmentNetworkSKU: optional(z.string()),
  QuantityShipped: z.number().int(),
  QuantityReceived: optional(z.number().int()),
  QuantityInCase: optional(z.number().int()),
  ReleaseDate: optional(amazonDate),
  PrepDetailsList: optional(z.array(prepDetails)),
});
export type InboundShipmentItem = z.output<typeof inboundShipmentItem>;

export const getShipmentItemsResponse = z.object({
  payload: z.object({
    ItemData: optional(z.array(inboundShipmentItem)),
    NextToken: optional(z.string()),
  }),
});

/** `ShipmentIdList` takes at most 999 ids a call. */
export const SHIPMENT_IDS_PER_CALL = 999;
