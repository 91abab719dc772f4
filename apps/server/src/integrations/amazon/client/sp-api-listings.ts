import {
  getShipmentItemsResponse,
  getShipmentsResponse,
  type InboundShipment,
  type InboundShipmentItem,
  SHIPMENT_IDS_PER_CALL,
} from './models/fulfillment-inbound.ts';
import { getReportsResponse, type Report, type ReportProcessingStatus } from './models/reports.ts';
import type { SpApiTransport } from './sp-api-transport.ts';

/**
 * The paged reads: each follows Amazon's next-page token in the form its API wants (getReports'
 * nextToken alone, getShipments' QueryType=NEXT_TOKEN; searchOrders' paginationToken is in
 * sp-api-orders.ts), and yields as the pages arrive.
 */

export interface ReportsQuery {
  reportTypes: string[];
  processingStatuses?: ReportProcessingStatus[];
  marketplaceIds?: string[];
  createdSince?: Date;
  createdUntil?: Date;
  /** 1–100, Amazon's default 10. */
  pageSize?: number;
}

export interface InboundShipmentsQuery {
  marketplaceId: string;
  statuses?: string[];
  /** With a date range the query is Amazon's DATE_RANGE; without, SHIPMENT (statuses or ids). */
  lastUpdatedAfter?: Date;
  lastUpdatedBefore?: Date;
  shipmentIds?: string[];
}

const id = (value: string) => encodeURIComponent(value);

export async function* listReports(call: SpApiTransport, query: ReportsQuery): AsyncGenerator<Report> {
  let nextToken: string | undefined;
  do {
    const page = await call({
      operation: 'getReports',
      method: 'GET',
      path: '/reports/2021-06-30/reports',
      // "Specifying nextToken with any other parameters will cause the request to fail."
      query: nextToken
        ? { nextToken }
        : {
            reportTypes: query.reportTypes,
            processingStatuses: query.processingStatuses,
            marketplaceIds: query.marketplaceIds,
            createdSince: query.createdSince,
            createdUntil: query.createdUntil,
            pageSize: query.pageSize,
          },
      response: getReportsResponse,
    });
    yield* page.reports;
    nextToken = page.nextToken;
  } while (nextToken);
}

export async function* listInboundShipments(
  call: SpApiTransport,
  query: InboundShipmentsQuery,
  now: () => Date,
): AsyncGenerator<InboundShipment> {
  const dated = query.lastUpdatedAfter !== undefined || query.lastUpdatedBefore !== undefined;
  if (!dated && !query.statuses?.length && !query.shipmentIds?.length)
    throw new TypeError('listInboundShipments needs statuses, shipment ids or a date range');
  // ShipmentIdList takes 999 ids a call: more are asked for in turns.
  const idBatches = query.shipmentIds?.length ? chunk(query.shipmentIds, SHIPMENT_IDS_PER_CALL) : [undefined];
  for (const shipmentIds of idBatches) {
    let nextToken: string | undefined;
    do {
      const page = await call({
        operation: 'getShipments',
        method: 'GET',
        path: '/fba/inbound/v0/shipments',
        query: nextToken
          ? { QueryType: 'NEXT_TOKEN', NextToken: nextToken, MarketplaceId: query.marketplaceId }
          : {
              QueryType: dated ? 'DATE_RANGE' : 'SHIPMENT',
              MarketplaceId: query.marketplaceId,
              ShipmentStatusList: query.statuses?.length ? query.statuses : undefined,
              ShipmentIdList: shipmentIds,
              // DATE_RANGE takes both ends: an open end is "until now".
              LastUpdatedAfter: dated ? (query.lastUpdatedAfter ?? new Date(0)) : undefined,
              LastUpdatedBefore: dated ? (query.lastUpdatedBefore ?? now()) : undefined,
            },
        response: getShipmentsResponse,
      });
      yield* page.payload.ShipmentData ?? [];
      nextToken = page.payload.NextToken;
    } while (nextToken);
  }
}

/**
 * getShipmentItemsByShipmentId has no next page: a shipment's items come in one answer. Its
 * `MarketplaceId` is deprecated in the model ("do not use"): the shipment id is enough.
 */
export async function listInboundShipmentItems(
  call: SpApiTransport,
  shipmentId: string,
): Promise<InboundShipmentItem[]> {
  const page = await call({
    operation: 'getShipmentItemsByShipmentId',
    method: 'GET',
    path: `/fba/inbound/v0/shipments/${id(shipmentId)}/items`,
    response: getShipmentItemsResponse,
  });
  return page.payload.ItemData ?? [];
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
