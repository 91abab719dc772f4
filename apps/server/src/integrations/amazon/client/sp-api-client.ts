import { setTimeout as delay } from 'node:timers/promises';
import { createAccessTokenCache } from './access-token-cache.ts';
import type { AmazonEndpoints, AmazonRegion, LwaCredentials } from './amazon-endpoints.ts';
import { type AccessToken, refreshAccessToken } from './lwa.ts';
import type { CatalogIncludedData, CatalogItem } from './models/catalog-items.ts';
import type { InventorySummary } from './models/fba-inventory.ts';
import type { InboundShipment, InboundShipmentItem } from './models/fulfillment-inbound.ts';
import type {
  InboundPlan,
  InboundPlanSummary,
  PlanItem,
  PlanShipment,
} from './models/fulfillment-inbound-2024.ts';
import type { Order2026, OrderIncludedData } from './models/orders-2026.ts';
import {
  createReportResponse,
  emptyResponse,
  type Report,
  type ReportDocument,
  report,
  reportDocument,
} from './models/reports.ts';
import { getMarketplaceParticipationsResponse, type MarketplaceParticipation } from './models/sellers.ts';
import { type DownloadedReportDocument, downloadReportDocument } from './report-document-download.ts';
import { DEFAULT_MAX_ATTEMPTS } from './retrying.ts';
import { getCatalogItem } from './sp-api-catalog-items.ts';
import {
  type InventorySummariesPage,
  type InventorySummariesQuery,
  inventorySummaryPages,
  listInventorySummaries,
} from './sp-api-fba-inventory.ts';
import {
  getInboundPlan,
  getPlanShipment,
  type InboundPlansQuery,
  listInboundPlanItems,
  listInboundPlans,
  listPlanShipmentItems,
} from './sp-api-inbound-plans.ts';
import {
  type InboundShipmentsQuery,
  listInboundShipmentItems,
  listInboundShipments,
  listReports,
  type ReportsQuery,
} from './sp-api-listings.ts';
import {
  getOrder,
  type OrdersPage,
  type SearchOrdersQuery,
  searchOrderPages,
  searchOrders,
} from './sp-api-orders.ts';
import { inProcessRateLimiter, type SpApiRateLimiter } from './sp-api-rate-limiter.ts';
import { createSpApiTransport } from './sp-api-transport.ts';

/** What callers need besides the client itself, from one place. */
export type { AmazonEndpoints, AmazonRegion, LwaCredentials } from './amazon-endpoints.ts';
export type {
  CatalogIncludedData,
  CatalogItem,
  CatalogItemImage,
  CatalogItemSummary,
} from './models/catalog-items.ts';
export type { InventoryDetails, InventorySummary } from './models/fba-inventory.ts';
export type {
  InboundShipment,
  InboundShipmentItem,
  InboundShipmentStatus,
} from './models/fulfillment-inbound.ts';
export type {
  InboundPlan,
  InboundPlanStatus,
  InboundPlanSummary,
  PlanItem,
  PlanShipment,
  PlanShipmentStatus,
} from './models/fulfillment-inbound-2024.ts';
export type { Money } from './models/model-fields.ts';
export type {
  Order2026,
  OrderFulfillmentStatus,
  OrderIncludedData,
  OrderItem2026,
  OrderMoney,
} from './models/orders-2026.ts';
export type { Report, ReportDocument, ReportProcessingStatus } from './models/reports.ts';
export type { MarketplaceParticipation } from './models/sellers.ts';
export type { DownloadedReportDocument } from './report-document-download.ts';
export type { InventorySummariesPage, InventorySummariesQuery } from './sp-api-fba-inventory.ts';
export type { InboundPlansQuery } from './sp-api-inbound-plans.ts';
export type { InboundShipmentsQuery, ReportsQuery } from './sp-api-listings.ts';
export type { OrdersPage, SearchOrdersQuery } from './sp-api-orders.ts';
export type { SpApiRateLimiter, Taken, UsagePlan } from './sp-api-rate-limiter.ts';

export interface CreateReportSpecification {
  reportType: string;
  marketplaceIds: string[];
  dataStartTime?: Date;
  dataEndTime?: Date;
  /** Report-specific options, e.g. `{aggregateByLocation: 'COUNTRY'}` for the ledger summary. */
  reportOptions?: Record<string, string>;
}

/** The SP-API calls the product makes for one seller account in one region. */
export interface SpApiClient {
  /**
   * Asks Login with Amazon for a new access token now and keeps it for the calls that follow:
   * the token-refresh job's check that the seller's authorization still stands (a revoked one
   * throws AmazonAuthorizationError).
   */
  refreshAccessToken(): Promise<void>;
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
  listInboundShipmentItems(shipmentId: string): Promise<InboundShipmentItem[]>;
  /** Fulfillment Inbound 2024-03-20: Send to Amazon's plans, following paginationToken. */
  listInboundPlans(query: InboundPlansQuery): AsyncIterable<InboundPlanSummary>;
  /** A plan with its shipments' ids and statuses. */
  getInboundPlan(inboundPlanId: string): Promise<InboundPlan>;
  /** A plan's items, every page (quantities planned; the received ones are v0's). */
  listInboundPlanItems(inboundPlanId: string): Promise<PlanItem[]>;
  /** One shipment of a plan, by 2024-03-20's own shipment id; its FBA id is shipmentConfirmationId. */
  getPlanShipment(inboundPlanId: string, shipmentId: string): Promise<PlanShipment>;
  /** One shipment's items, every page (listShipmentItems). */
  listPlanShipmentItems(inboundPlanId: string, shipmentId: string): Promise<PlanItem[]>;
  /** Orders API 2026-01-01: every order that matches, following paginationToken. */
  searchOrders(query: SearchOrdersQuery): AsyncIterable<Order2026>;
  /**
   * Orders API 2026-01-01: the pages that match, each with the token of the next one, from the
   * first page or from a token an earlier search with the same query gave (valid 24 hours).
   */
  searchOrderPages(query: SearchOrdersQuery, paginationToken?: string): AsyncIterable<OrdersPage>;
  /** Orders API 2026-01-01: one order, with its items and the datasets asked for. */
  getOrder(orderId: string, includedData?: readonly OrderIncludedData[]): Promise<Order2026>;
  /**
   * Catalog Items 2022-04-01: one ASIN in the marketplaces asked for, with the data sets asked for;
   * null when the catalog has no such ASIN (Amazon's 404).
   */
  getCatalogItem(
    asin: string,
    query: { marketplaceIds: readonly string[]; includedData: readonly CatalogIncludedData[] },
  ): Promise<CatalogItem | null>;
  /** FBA Inventory v1: one marketplace's summaries with their details, following nextToken. */
  listInventorySummaries(query: InventorySummariesQuery): AsyncIterable<InventorySummary>;
  /** The same, page by page, each with the token of the next one. */
  inventorySummaryPages(query: InventorySummariesQuery): AsyncIterable<InventorySummariesPage>;
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
  /**
   * The seller's token buckets, one per operation (README.md, "Usage plans"); the product gives
   * the one in its database, shared by every instance. Default: buckets in this process's memory.
   */
  limiter?: SpApiRateLimiter;
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
    limiter: options.limiter ?? inProcessRateLimiter(),
  });

  const getReportDocument = (reportDocumentId: string) =>
    call({
      operation: 'getReportDocument',
      method: 'GET',
      path: `/reports/2021-06-30/documents/${id(reportDocumentId)}`,
      response: reportDocument,
    });

  return {
    refreshAccessToken: () => tokens.renew().then(() => undefined),

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

    listReports: (query) => listReports(call, query),

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

    listInboundShipments: (query) => listInboundShipments(call, query, now),
    listInboundShipmentItems: (shipmentId) => listInboundShipmentItems(call, shipmentId),
    listInboundPlans: (query) => listInboundPlans(call, query),
    getInboundPlan: (inboundPlanId) => getInboundPlan(call, inboundPlanId),
    listInboundPlanItems: (inboundPlanId) => listInboundPlanItems(call, inboundPlanId),
    getPlanShipment: (inboundPlanId, shipmentId) => getPlanShipment(call, inboundPlanId, shipmentId),
    listPlanShipmentItems: (inboundPlanId, shipmentId) =>
      listPlanShipmentItems(call, inboundPlanId, shipmentId),
    searchOrders: (query) => searchOrders(call, query),
    searchOrderPages: (query, paginationToken) => searchOrderPages(call, query, paginationToken),
    getOrder: (orderId, includedData) => getOrder(call, orderId, includedData),
    getCatalogItem: (asin, query) => getCatalogItem(call, asin, query),
    listInventorySummaries: (query) => listInventorySummaries(call, query),
    inventorySummaryPages: (query) => inventorySummaryPages(call, query),
  };
}
