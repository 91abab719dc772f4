import { shipFromOf } from '../dataset/addresses.ts';
import type { CatalogueItem } from '../dataset/catalogue.ts';
import {
  planShipmentStatusAt,
  planStatusAt,
  planUpdatedAt,
  type SimInboundPlan,
  type SimPlanShipment,
} from '../dataset/inbound-plans.ts';
import type { SimShipment } from '../dataset/inbound-shipments.ts';
import { isoSeconds } from '../dataset/time.ts';

/**
 * InboundPlanSummary, InboundPlan, Shipment and Item of fulfillmentInbound_2024-03-20.json,
 * camelCase, with the model's required fields always present.
 */

/** The model's Address: camelCase, and the seller's ship-from place as v0 gives it. */
function addressOf(shipment: SimShipment): Record<string, string> {
  const from = shipFromOf(shipment.pool.home);
  return {
    name: from.Name,
    companyName: from.Name,
    addressLine1: from.AddressLine1,
    city: from.City,
    stateOrProvinceCode: from.StateOrProvinceCode,
    countryCode: from.CountryCode,
    postalCode: from.PostalCode,
  };
}

function firstShipment(plan: SimInboundPlan): SimShipment {
  return (plan.shipments[0] as SimPlanShipment).shipment;
}

export function planSummaryJson(plan: SimInboundPlan, nowMs: number): Record<string, unknown> {
  return {
    inboundPlanId: plan.inboundPlanId,
    name: plan.name,
    createdAt: isoSeconds(plan.createdMs),
    lastUpdatedAt: isoSeconds(planUpdatedAt(plan, nowMs)),
    status: planStatusAt(plan, nowMs),
    marketplaceIds: [plan.pool.home.id],
    sourceAddress: addressOf(firstShipment(plan)),
  };
}

export function planJson(plan: SimInboundPlan, nowMs: number): Record<string, unknown> {
  return {
    ...planSummaryJson(plan, nowMs),
    placementOptions: [{ placementOptionId: plan.placementOptionId, status: 'ACCEPTED' }],
    shipments: plan.shipments.map((each) => ({
      shipmentId: each.shipmentId,
      status: planShipmentStatusAt(each, nowMs),
    })),
  };
}

export function planShipmentJson(
  plan: SimInboundPlan,
  planShipment: SimPlanShipment,
  nowMs: number,
): Record<string, unknown> {
  const { shipment } = planShipment;
  return {
    shipmentId: planShipment.shipmentId,
    shipmentConfirmationId: shipment.shipmentId,
    name: shipment.shipmentName,
    placementOptionId: plan.placementOptionId,
    status: planShipmentStatusAt(planShipment, nowMs),
    destination: {
      destinationType: 'AMAZON_WAREHOUSE',
      warehouseId: shipment.destinationFulfillmentCenterId,
    },
    source: { sourceType: 'SELLER_FACILITY', address: addressOf(shipment) },
  };
}

/** AMAZON does not label in the US marketplace (the model's labelOwner). */
function labelOwnerOf(shipment: SimShipment): 'AMAZON' | 'SELLER' {
  return shipment.labelPrepType === 'AMAZON_LABEL' && shipment.pool.home.countryCode !== 'US'
    ? 'AMAZON'
    : 'SELLER';
}

export function planItemJson(
  shipment: SimShipment,
  item: CatalogueItem,
  quantity: number,
): Record<string, unknown> {
  const labelOwner = labelOwnerOf(shipment);
  return {
    asin: item.asin,
    fnsku: item.fnsku,
    msku: item.sku,
    labelOwner,
    prepInstructions: [{ prepOwner: labelOwner, prepType: 'ITEM_LABELING' }],
    quantity,
  };
}
