/**
 * The operations the product calls, with the usage plan Amazon documents for each (requests per
 * second and burst: the "Usage Plan" table in each operation's description in its model; README.md,
 * "Usage plans"). The rate sets the back-off after a 429: waiting one refill interval is the least
 * that can help.
 */
export const SP_API_OPERATIONS = {
  getMarketplaceParticipations: { rate: 0.016, burst: 15 },
  createReport: { rate: 0.0167, burst: 15 },
  getReports: { rate: 0.0222, burst: 10 },
  getReport: { rate: 2, burst: 15 },
  cancelReport: { rate: 0.0222, burst: 10 },
  getReportDocument: { rate: 0.0167, burst: 15 },
  getShipments: { rate: 2, burst: 30 },
  getShipmentItemsByShipmentId: { rate: 2, burst: 30 },
  // Fulfillment Inbound 2024-03-20 (fulfillmentInbound_2024-03-20.json): Send to Amazon's plans.
  listInboundPlans: { rate: 2, burst: 6 },
  getInboundPlan: { rate: 2, burst: 6 },
  listInboundPlanItems: { rate: 2, burst: 6 },
  getShipment: { rate: 2, burst: 6 },
  listShipmentItems: { rate: 2, burst: 30 },
  // Orders v0: deprecated in Amazon's model; the client has no method that calls them any more
  // (their plans stay for what reads the table).
  getOrders: { rate: 0.0167, burst: 20 },
  getOrderItems: { rate: 0.5, burst: 30 },
  // Orders API 2026-01-01 (orders_2026-01-01.json), which replaces them.
  searchOrders: { rate: 0.0056, burst: 20 },
  getOrder: { rate: 0.5, burst: 30 },
  // FBA Inventory v1 (fbaInventory.json): what Amazon holds and expects per SKU and marketplace.
  getInventorySummaries: { rate: 2, burst: 2 },
  // Catalog Items 2022-04-01 (catalogItems_2022-04-01.json): a SKU's marketplace title and image.
  getCatalogItem: { rate: 2, burst: 2 },
} as const satisfies Record<string, { rate: number; burst: number }>;

export type SpApiOperation = keyof typeof SP_API_OPERATIONS;

/** The pre-signed document download and LWA's token grants are not SP-API operations but fail alike. */
export type AmazonCallName =
  | SpApiOperation
  | 'downloadReportDocument'
  | 'exchangeAuthorizationCode'
  | 'refreshAccessToken';

/** One token's refill interval, in ms (LWA and downloads have no plan: a second). */
export function refillIntervalMs(name: AmazonCallName): number {
  const plan = (SP_API_OPERATIONS as Record<string, { rate: number }>)[name];
  return plan ? 1000 / plan.rate : 1000;
}
