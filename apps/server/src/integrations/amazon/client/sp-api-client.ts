import { setTimeout as delay } from 'node:timers/promises';
import { createAccessTokenCache } from './access-token-cache.ts';
import type { AmazonEndpoints, AmazonRegion, LwaCredentials } from './amazon-endpoints.ts';
import { type AccessToken, refreshAccessToken } from './lwa.ts';
import {
  getShipmentItemsResponse,
  getShipmentsResponse,
  type InboundShipment,
  type InboundShipmentItem,
  SHIPMENT_IDS_PER_CALL,
} from './models/fulfillment-inbound.ts';
import {
  getOrderItemsResponse,
  getOrdersResponse,
  MARKETPLACE_IDS_PER_ORDERS_CALL,
  type Order,
  type OrderItem,
} from './models/orders.ts';
import {
  createReportResponse,
  emptyResponse,
  getReportsResponse,
  type Report,
  type ReportDocument,
  type ReportProcessingStatus,
  report,
  reportDocument,
} from './models/reports.ts';
import { getMarketplaceParticipationsResponse, type MarketplaceParticipation } from './models/sellers.ts';
import { type DownloadedReportDocument, downloadReportDocument } from './report-document-download.ts';
import { DEFAULT_MAX_ATTEMPTS } from './retrying.ts';
import { createSpApiTransport } from './sp-api-transport.ts';

export interface CreateReportSpecification {
  reportType: string;
  marketplaceIds: string[];
  dataStartTime?: Date;
  dataEndTime?: Date;
  /** Report-specific options, e.g. `{aggregateByLocation: 'COUNTRY'}` for the ledger summary. */
  reportOptions?: Record<string, string>;
}

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

export interface OrdersQuery {
  marketplaceIds: string[];
  /** Exactly one of the two (Amazon refuses both, and neither). */
  createdAfter?: Date;
  lastUpdatedAfter?: Date;
}

/** The SP-API calls the product makes for one seller account in one region. */
export interface SpApiClient {
  getMarketplaceParticipations(): Promise<MarketplaceParticipation[]>;
  createReport(spec: CreateReportSpecification): Promise<{ reportId: string }>;
  getReport(reportId: string): Promise<Report>;
  /** Reports created in the last 90 days, page after page (getReports). */
  listReports(query: ReportsQuery): AsyncIterable<Report>;
  /** Only a report still IN_QUEUE can be cancelled. */
  cancelReport(reportId: string): Promise<void>;
  getReportDocument(reportDocumentId: string): Promise<ReportDocument>;
  /**
   * Streams the document: bytes already gunzipped when compressionAlgorithm says so, and the
   * charset from Content-Type (null if none). Never buffers the whole body. Re-fetches a fresh
   * document URL (getReportDocument) if the URL has expired.
   */
  downloadReportDocument(reportDocumentId: string): Promise<DownloadedReportDocument>;
  /** Follows NextToken. */
  listInboundShipments(query: InboundShipmentsQuery): AsyncIterable<InboundShipment>;
  listInboundShipmentItems(shipmentId: string, marketplaceId: string): Promise<InboundShipmentItem[]>;
  /** Follows NextToken. */
  listOrders(query: OrdersQuery): AsyncIterable<Order>;
  /** Every item of the order (all pages). */
  listOrderItems(orderId: string): Promise<OrderItem[]>;
}

export interface SpApiClientOptions {
  endpoints: AmazonEndpoints;
  region: AmazonRegion;
  /** The seller's LWA refresh token (from the connect flow). */
  refreshToken: string;
  /** The source's own LWA app, when it is not the product's. */
  credentials?: LwaCredentials;
  /** An access token already in hand (from exchangeAuthorizationCode), saving one refresh. */
  accessToken?: AccessToken;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  /** Tries per call, the first included, before 429/5xx end it with AmazonThrottledError. */
  maxAttempts?: number;
  /** Where the back-off's jitter comes from (tests fix it). */
  random?: () => number;
}

const id = (value: string) => encodeURIComponent(value);

export function createSpApiClient(options: SpApiClientOptions): SpApiClient {
  const { endpoints } = options;
  const now = options.now ?? (() => new Date());
  const policy = {
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    sleep: options.sleep ?? ((ms: number) => delay(ms).then(() => undefined)),
    random: options.random ?? Math.random,
    now,
  };
  const tokens = createAccessTokenCache({
    refresh: () => refreshAccessToken(endpoints, options.refreshToken, options.credentials, { now }),
    now,
    initial: options.accessToken,
  });
  const call = createSpApiTransport({
    ...policy,
    baseUrl: endpoints.spApi[options.region],
    userAgent: endpoints.userAgent,
    tokens,
  });

  const getReportDocument = (reportDocumentId: string) =>
    call({
      operation: 'getReportDocument',
      method: 'GET',
      path: `/reports/2021-06-30/documents/${id(reportDocumentId)}`,
      response: reportDocument,
    });

  return {
    getMarketplaceParticipations: () =>
      call({
        operation: 'getMarketplaceParticipations',
        method: 'GET',
        path: '/sellers/v1/marketplaceParticipations',
        response: getMarketplaceParticipationsResponse,
      }),

    createReport: ({ reportType, marketplaceIds, dataStartTime, dataEndTime, reportOptions }) =>
      call({
        operation: 'createReport',
        method: 'POST',
        path: '/reports/2021-06-30/reports',
        body: {
          reportType,
          marketplaceIds,
          ...(dataStartTime ? { dataStartTime: dataStartTime.toISOString() } : {}),
          ...(dataEndTime ? { dataEndTime: dataEndTime.toISOString() } : {}),
          ...(reportOptions ? { reportOptions } : {}),
        },
        response: createReportResponse,
      }),

    getReport: (reportId) =>
      call({
        operation: 'getReport',
        method: 'GET',
        path: `/reports/2021-06-30/reports/${id(reportId)}`,
        response: report,
      }),

    async *listReports(query) {
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
    },

    cancelReport: (reportId) =>
      call({
        operation: 'cancelReport',
        method: 'DELETE',
        path: `/reports/2021-06-30/reports/${id(reportId)}`,
        response: emptyResponse,
      }),

    getReportDocument,

    downloadReportDocument: (reportDocumentId) =>
      downloadReportDocument({ reportDocumentId, getReportDocument, policy }),

    async *listInboundShipments(query) {
      const dated = query.lastUpdatedAfter !== undefined || query.lastUpdatedBefore !== undefined;
      if (!dated && !query.statuses?.length && !query.shipmentIds?.length)
        throw new TypeError('listInboundShipments needs statuses, shipment ids or a date range');
      // ShipmentIdList takes 999 ids a call: more are asked for in turns.
      const idBatches = query.shipmentIds?.length
        ? chunk(query.shipmentIds, SHIPMENT_IDS_PER_CALL)
        : [undefined];
      for (const shipmentIds of idBatches) {
        let nextToken: string | undefined;
        let first = true;
        while (first || nextToken) {
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
          first = false;
          yield* page.payload.ShipmentData ?? [];
          nextToken = page.payload.NextToken;
        }
      }
    },

    async listInboundShipmentItems(shipmentId, marketplaceId) {
      const page = await call({
        operation: 'getShipmentItemsByShipmentId',
        method: 'GET',
        path: `/fba/inbound/v0/shipments/${id(shipmentId)}/items`,
        query: { MarketplaceId: marketplaceId },
        response: getShipmentItemsResponse,
      });
      return page.payload.ItemData ?? [];
    },

    async *listOrders(query) {
      if ((query.createdAfter === undefined) === (query.lastUpdatedAfter === undefined))
        throw new TypeError('listOrders needs exactly one of createdAfter and lastUpdatedAfter');
      if (query.marketplaceIds.length === 0 || query.marketplaceIds.length > MARKETPLACE_IDS_PER_ORDERS_CALL)
        throw new TypeError(`listOrders takes 1 to ${MARKETPLACE_IDS_PER_ORDERS_CALL} marketplace ids`);
      let nextToken: string | undefined;
      do {
        const page = await call({
          operation: 'getOrders',
          method: 'GET',
          path: '/orders/v0/orders',
          // The next page keeps the first call's filters; MarketplaceIds is required on every call.
          query: nextToken
            ? { MarketplaceIds: query.marketplaceIds, NextToken: nextToken }
            : {
                MarketplaceIds: query.marketplaceIds,
                CreatedAfter: query.createdAfter,
                LastUpdatedAfter: query.lastUpdatedAfter,
              },
          response: getOrdersResponse,
        });
        yield* page.payload.Orders;
        nextToken = page.payload.NextToken;
      } while (nextToken);
    },

    async listOrderItems(orderId) {
      const items: OrderItem[] = [];
      let nextToken: string | undefined;
      do {
        const page = await call({
          operation: 'getOrderItems',
          method: 'GET',
          path: `/orders/v0/orders/${id(orderId)}/orderItems`,
          query: { NextToken: nextToken },
          response: getOrderItemsResponse,
        });
        items.push(...page.payload.OrderItems);
        nextToken = page.payload.NextToken;
      } while (nextToken);
      return items;
    },
  };
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
