import { getCatalogItem } from './catalog-items.handlers.ts';
import { createReport } from './create-report.handler.ts';
import { getInventorySummaries } from './fba-inventory.handlers.ts';
import { getShipmentItems, getShipmentItemsByShipmentId, getShipments } from './inbound.handlers.ts';
import {
  getInboundPlan,
  getInboundShipment,
  listInboundPlanItems,
  listInboundPlans,
  listShipmentItems,
} from './inbound-2024.handlers.ts';
import type { OperationSpec } from './operation.ts';
import { getOrder, getOrderItems, getOrders } from './orders.handlers.ts';
import { getOrder2026, searchOrders } from './orders-2026.handlers.ts';
import { cancelReport, getReport, getReportDocument, getReports } from './reports.handlers.ts';
import { getMarketplaceParticipations } from './sellers.handlers.ts';

/**
 * The operations served, with the usage plan (rate per second, burst) of each operation's
 * description in Amazon's models: sellers.json, reports_2021-06-30.json, fulfillmentInboundV0.json,
 * fulfillmentInbound_2024-03-20.json, ordersV0.json, orders_2026-01-01.json and fbaInventory.json under models/ in github.com/amzn/selling-partner-api-models.
 * getCatalogItem's plan is catalogItems_2022-04-01.json's (2 a second, burst 2).
 * Orders v0 and 2026-01-01 both name an operation getOrder: calls are recorded with their path, and
 * each (operation, path) has its own bucket.
 */
export const OPERATIONS: readonly OperationSpec[] = [
  {
    name: 'getMarketplaceParticipations',
    method: 'GET',
    path: '/sellers/v1/marketplaceParticipations',
    rate: 0.016,
    burst: 15,
    handler: getMarketplaceParticipations,
  },
  {
    name: 'createReport',
    method: 'POST',
    path: '/reports/2021-06-30/reports',
    rate: 0.0167,
    burst: 15,
    handler: createReport,
  },
  {
    name: 'getReports',
    method: 'GET',
    path: '/reports/2021-06-30/reports',
    rate: 0.0222,
    burst: 10,
    handler: getReports,
  },
  {
    name: 'getReport',
    method: 'GET',
    path: '/reports/2021-06-30/reports/{reportId}',
    rate: 2,
    burst: 15,
    handler: getReport,
  },
  {
    name: 'cancelReport',
    method: 'DELETE',
    path: '/reports/2021-06-30/reports/{reportId}',
    rate: 0.0222,
    burst: 10,
    handler: cancelReport,
  },
  {
    name: 'getReportDocument',
    method: 'GET',
    path: '/reports/2021-06-30/documents/{reportDocumentId}',
    rate: 0.0167,
    burst: 15,
    handler: getReportDocument,
  },
  {
    name: 'getShipments',
    method: 'GET',
    path: '/fba/inbound/v0/shipments',
    rate: 2,
    burst: 30,
    handler: getShipments,
  },
  {
    name: 'getShipmentItemsByShipmentId',
    method: 'GET',
    path: '/fba/inbound/v0/shipments/{shipmentId}/items',
    rate: 2,
    burst: 30,
    handler: getShipmentItemsByShipmentId,
  },
  {
    name: 'getShipmentItems',
    method: 'GET',
    path: '/fba/inbound/v0/shipmentItems',
    rate: 2,
    burst: 30,
    handler: getShipmentItems,
  },
  {
    name: 'listInboundPlans',
    method: 'GET',
    path: '/inbound/fba/2024-03-20/inboundPlans',
    rate: 2,
    burst: 6,
    handler: listInboundPlans,
  },
  {
    name: 'getInboundPlan',
    method: 'GET',
    path: '/inbound/fba/2024-03-20/inboundPlans/{inboundPlanId}',
    rate: 2,
    burst: 6,
    handler: getInboundPlan,
  },
  {
    name: 'listInboundPlanItems',
    method: 'GET',
    path: '/inbound/fba/2024-03-20/inboundPlans/{inboundPlanId}/items',
    rate: 2,
    burst: 6,
    handler: listInboundPlanItems,
  },
  {
    name: 'getShipment',
    method: 'GET',
    path: '/inbound/fba/2024-03-20/inboundPlans/{inboundPlanId}/shipments/{shipmentId}',
    rate: 2,
    burst: 6,
    handler: getInboundShipment,
  },
  {
    name: 'listShipmentItems',
    method: 'GET',
    path: '/inbound/fba/2024-03-20/inboundPlans/{inboundPlanId}/shipments/{shipmentId}/items',
    rate: 2,
    burst: 30,
    handler: listShipmentItems,
  },
  {
    name: 'getOrders',
    method: 'GET',
    path: '/orders/v0/orders',
    rate: 0.0167,
    burst: 20,
    handler: getOrders,
  },
  {
    name: 'getOrder',
    method: 'GET',
    path: '/orders/v0/orders/{orderId}',
    rate: 0.5,
    burst: 30,
    handler: getOrder,
  },
  {
    name: 'getOrderItems',
    method: 'GET',
    path: '/orders/v0/orders/{orderId}/orderItems',
    rate: 0.5,
    burst: 30,
    handler: getOrderItems,
  },
  {
    name: 'searchOrders',
    method: 'GET',
    path: '/orders/2026-01-01/orders',
    rate: 0.0056,
    burst: 20,
    handler: searchOrders,
  },
  {
    name: 'getOrder',
    method: 'GET',
    path: '/orders/2026-01-01/orders/{orderId}',
    rate: 0.5,
    burst: 30,
    handler: getOrder2026,
  },
  {
    name: 'getInventorySummaries',
    method: 'GET',
    path: '/fba/inventory/v1/summaries',
    rate: 2,
    burst: 2,
    handler: getInventorySummaries,
  },
  {
    name: 'getCatalogItem',
    method: 'GET',
    path: '/catalog/2022-04-01/items/{asin}',
    rate: 2,
    burst: 2,
    handler: getCatalogItem,
  },
];

const ROUTES = OPERATIONS.map((operation) => {
  const names: string[] = [];
  const pattern = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { operation, names, regex: new RegExp(`^${pattern}$`) };
});

/** The operation a method and path name, with its path parameters decoded. */
export function matchOperation(
  method: string,
  path: string,
): { operation: OperationSpec; params: Record<string, string> } | undefined {
  for (const { operation, names, regex } of ROUTES) {
    if (operation.method !== method) continue;
    const match = regex.exec(path);
    if (!match) continue;
    const params = Object.fromEntries(
      names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
    );
    return { operation, params };
  }
  return undefined;
}
