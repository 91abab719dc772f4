import { shipFromOf } from '../dataset/addresses.ts';
import type { SimShipment, SimShipmentItem } from '../dataset/inbound-shipments.ts';
import { quantityReceivedAt, shipmentStatusAt } from '../dataset/shipment-state.ts';

/** InboundShipmentInfo and InboundShipmentItem of fulfillmentInboundV0.json. */

/** Amazon's manual processing fee per unit when box contents are not given (an estimate). */
const MANUAL_PROCESSING_FEE = 0.15;
/** The only currencies of the model's Amount: elsewhere a shipment carries no estimate. */
const FEE_CURRENCIES = ['USD', 'GBP'];

export function shipmentJson(shipment: SimShipment, nowMs: number): Record<string, unknown> {
  const units = shipment.items.reduce((sum, item) => sum + item.quantityShipped, 0);
  const currency = shipment.pool.home.currency;
  return {
    ShipmentId: shipment.shipmentId,
    ShipmentName: shipment.shipmentName,
    ShipFromAddress: shipFromOf(shipment.pool.home),
    DestinationFulfillmentCenterId: shipment.destinationFulfillmentCenterId,
    ShipmentStatus: shipmentStatusAt(shipment, nowMs),
    LabelPrepType: shipment.labelPrepType,
    AreCasesRequired: shipment.areCasesRequired,
    BoxContentsSource: shipment.boxContentsSource,
    ...(shipment.boxContentsSource === 'NONE' && FEE_CURRENCIES.includes(currency)
      ? {
          EstimatedBoxContentsFee: {
            TotalUnits: units,
            FeePerUnit: { CurrencyCode: currency, Value: MANUAL_PROCESSING_FEE },
            TotalFee: {
              CurrencyCode: currency,
              Value: Math.round(units * MANUAL_PROCESSING_FEE * 100) / 100,
            },
          },
        }
      : {}),
  };
}

export function shipmentItemJson(
  shipment: SimShipment,
  item: SimShipmentItem,
  nowMs: number,
): Record<string, unknown> {
  return {
    ShipmentId: shipment.shipmentId,
    SellerSKU: item.item.sku,
    FulfillmentNetworkSKU: item.item.fnsku,
    QuantityShipped: item.quantityShipped,
    QuantityReceived: quantityReceivedAt(item, nowMs),
    QuantityInCase: item.quantityInCase ?? 0,
    PrepDetailsList: [
      {
        PrepInstruction: 'Labeling',
        PrepOwner: shipment.labelPrepType === 'AMAZON_LABEL' ? 'AMAZON' : 'SELLER',
      },
    ],
  };
}
