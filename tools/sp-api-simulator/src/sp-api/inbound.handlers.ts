import { SHIPMENT_DAYS_BEFORE_HISTORY } from '../dataset/event-sweep.ts';
import { type SimShipment, shipmentById, shipmentsCreatedBetween } from '../dataset/inbound-shipments.ts';
import { shipmentStatusAt, shipmentUpdatedAt } from '../dataset/shipment-state.ts';
import { dayOf } from '../dataset/time.ts';
import { invalidInput } from './errors.ts';
import { shipmentItemJson, shipmentJson } from './inbound.presenter.ts';
import type { OperationContext, OperationResult } from './operation.ts';
import { decodePageToken, encodePageToken } from './page-token.ts';
import { dateParam, listParam, requireMarketplaces } from './query.ts';

/** getShipments, getShipmentItemsByShipmentId and getShipmentItems of Fulfillment Inbound v0. */

const STATUSES = [
  'WORKING',
  'READY_TO_SHIP',
  'SHIPPED',
  'RECEIVING',
  'CANCELLED',
  'DELETED',
  'CLOSED',
  'ERROR',
  'IN_TRANSIT',
  'DELIVERED',
  'CHECKED_IN',
];
/** Page size of both listings (the model does not state one). */
export const INBOUND_PAGE_SIZE = 50;

interface ShipmentsQuery {
  marketplaceId: string;
  statuses: string[];
  shipmentIds: string[];
  updatedAfterMs?: number;
  updatedBeforeMs?: number;
  offset: number;
}

export function getShipments(context: OperationContext): OperationResult {
  const filters = shipmentsQuery(context, ['SHIPMENT', 'DATE_RANGE', 'NEXT_TOKEN'], 'shipments');
  const shipments = visibleShipments(context, filters);
  const page = shipments.slice(filters.offset, filters.offset + INBOUND_PAGE_SIZE);
  const next = filters.offset + INBOUND_PAGE_SIZE;
  return {
    status: 200,
    body: {
      payload: {
        ShipmentData: page.map((shipment) => shipmentJson(shipment, context.nowMs)),
        ...(next < shipments.length
          ? { NextToken: encodePageToken('shipments', { ...filters, offset: next }) }
          : {}),
      },
    },
  };
}

export function getShipmentItemsByShipmentId({ dataset, params, nowMs }: OperationContext): OperationResult {
  const shipment = shipmentById(dataset, params.shipmentId ?? '');
  if (!shipment || shipment.createdMs > nowMs) {
    throw invalidInput(`Invalid shipmentId ${params.shipmentId}.`, 'No such shipment.');
  }
  return {
    status: 200,
    body: { payload: { ItemData: shipment.items.map((item) => shipmentItemJson(shipment, item, nowMs)) } },
  };
}

export function getShipmentItems(context: OperationContext): OperationResult {
  const filters = shipmentsQuery(context, ['DATE_RANGE', 'NEXT_TOKEN'], 'shipment-items');
  const items = visibleShipments(context, filters).flatMap((shipment) =>
    shipment.items.map((item) => shipmentItemJson(shipment, item, context.nowMs)),
  );
  const next = filters.offset + INBOUND_PAGE_SIZE;
  return {
    status: 200,
    body: {
      payload: {
        ItemData: items.slice(filters.offset, next),
        ...(next < items.length
          ? { NextToken: encodePageToken('shipment-items', { ...filters, offset: next }) }
          : {}),
      },
    },
  };
}

/** QueryType decides which parameters count (fulfillmentInboundV0.json, getShipments). */
function shipmentsQuery(
  { seller, query }: OperationContext,
  queryTypes: readonly string[],
  tokenKind: string,
): ShipmentsQuery {
  const queryType = query.get('QueryType') ?? '';
  if (!queryTypes.includes(queryType)) {
    throw invalidInput('Invalid QueryType.', `QueryType must be one of ${queryTypes.join(', ')}.`);
  }
  const marketplaceId = query.get('MarketplaceId');
  if (!marketplaceId) throw invalidInput('Invalid input', 'MarketplaceId is required.');
  requireMarketplaces([marketplaceId], seller.marketplaceIds, 'MarketplaceId');
  if (queryType === 'NEXT_TOKEN') {
    const token = query.get('NextToken');
    if (!token) throw invalidInput('Invalid input', 'NextToken is required when QueryType is NEXT_TOKEN.');
    return decodePageToken<ShipmentsQuery>(tokenKind, token, 'NextToken');
  }
  const statuses = listParam(query, 'ShipmentStatusList');
  const unknown = statuses.filter((status) => !STATUSES.includes(status));
  if (unknown.length > 0) throw invalidInput(`Invalid ShipmentStatusList: ${unknown.join(', ')}.`);
  const shipmentIds = listParam(query, 'ShipmentIdList');
  if (shipmentIds.length > 999) {
    throw invalidInput('Invalid input', 'ShipmentIdList can list at most 999 shipments.');
  }
  if (queryType === 'SHIPMENT') {
    if (statuses.length === 0 && shipmentIds.length === 0) {
      throw invalidInput(
        'Invalid input',
        'ShipmentStatusList or ShipmentIdList is required when QueryType is SHIPMENT.',
      );
    }
    return { marketplaceId, statuses, shipmentIds, offset: 0 };
  }
  const updatedAfterMs = dateParam(query, 'LastUpdatedAfter');
  const updatedBeforeMs = dateParam(query, 'LastUpdatedBefore');
  if (updatedAfterMs === undefined || updatedBeforeMs === undefined) {
    throw invalidInput(
      'Invalid input',
      'LastUpdatedAfter and LastUpdatedBefore are required when QueryType is DATE_RANGE.',
    );
  }
  if (updatedAfterMs > updatedBeforeMs) {
    throw invalidInput('Invalid input', 'LastUpdatedAfter must not be after LastUpdatedBefore.');
  }
  return { marketplaceId, statuses, shipmentIds: [], updatedAfterMs, updatedBeforeMs, offset: 0 };
}

function visibleShipments({ dataset, nowMs }: OperationContext, filters: ShipmentsQuery): SimShipment[] {
  const firstDay = dataset.firstDay - SHIPMENT_DAYS_BEFORE_HISTORY;
  return shipmentsCreatedBetween(dataset, firstDay, dayOf(nowMs)).filter((shipment) => {
    if (shipment.createdMs > nowMs || shipment.pool.home.id !== filters.marketplaceId) return false;
    const status = shipmentStatusAt(shipment, nowMs) ?? '';
    const updatedMs = shipmentUpdatedAt(shipment, nowMs);
    return (
      (filters.statuses.length === 0 || filters.statuses.includes(status)) &&
      (filters.shipmentIds.length === 0 || filters.shipmentIds.includes(shipment.shipmentId)) &&
      (filters.updatedAfterMs === undefined || updatedMs >= filters.updatedAfterMs) &&
      (filters.updatedBeforeMs === undefined || updatedMs <= filters.updatedBeforeMs)
    );
  });
}
