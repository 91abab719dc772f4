import { isReportRequestFinished, type ReportRequest, type Shipment } from '@backoffice/shared';
import { type SpApiSimulator, startSpApiSimulator } from '@backoffice/sp-api-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatorEndpoints } from '../../integrations/amazon/client/contract-test-support.ts';
import { createSpApiClient } from '../../integrations/amazon/client/sp-api-client.ts';
import { amazonStandInConfig } from '../../testing/amazon-stand-in-config.ts';
import { catalogOrganisation } from '../../testing/catalog-fixtures.ts';
import { connectStandInSeller } from '../../testing/stand-in-seller.ts';
import { useTestServer } from '../../testing/test-server.ts';

/**
 * A connected source's sync reads inbound shipments from Fulfillment Inbound v0 and 2024-03-20
 * (Send to Amazon's plans) and keeps one row per shipment: one only v0 knows (made without a
 * plan), one both know (v0's received quantities, the plan's id and name), and one only 2024-03-20
 * knows yet (still WORKING: its planned items, nothing received). What Amazon holds is read here
 * with the client directly.
 */
const DAY = 86_400_000;
const US = 'ATVPDKIKX0DER';
const AMAZON_NOW = new Date();
let simulator: SpApiSimulator;
const overrides: Record<string, string> = { REPORT_POLL_SECONDS: '0' };
beforeAll(async () => {
  // Amazon's usage plans sped up 20 times (x-amzn-RateLimit-Limit says so; the client follows).
  simulator = await startSpApiSimulator({
    ordersPerDay: 4,
    historyDays: 40,
    now: () => AMAZON_NOW,
    rateLimits: { speed: 20 },
  });
  Object.assign(overrides, amazonStandInConfig(simulator));
});
afterAll(() => simulator?.close());
const server = useTestServer(overrides);

/** What Amazon holds for the seller's US marketplace, read straight from the simulator. */
async function amazonSide(sellingPartnerId: string) {
  const spApi = createSpApiClient({
    endpoints: simulatorEndpoints(simulator),
    region: 'na',
    refreshToken: simulator.control.issueRefreshToken(sellingPartnerId),
    now: () => AMAZON_NOW,
  });
  const after = new Date(AMAZON_NOW.getTime() - 90 * DAY);
  const v0 = new Map<string, string>();
  for await (const shipment of spApi.listInboundShipments({
    marketplaceId: US,
    lastUpdatedAfter: after,
    lastUpdatedBefore: AMAZON_NOW,
  }))
    v0.set(shipment.ShipmentId, shipment.ShipmentStatus ?? '');
  const planned = new Map<string, { planId: string; planName: string; shipmentId: string; status: string }>();
  for await (const plan of spApi.listInboundPlans({ pageSize: 30 })) {
    if (plan.lastUpdatedAt < after || !plan.marketplaceIds.includes(US)) continue;
    for (const { shipmentId } of (await spApi.getInboundPlan(plan.inboundPlanId)).shipments ?? []) {
      const shipment = await spApi.getPlanShipment(plan.inboundPlanId, shipmentId);
      planned.set(shipment.shipmentConfirmationId as string, {
        planId: plan.inboundPlanId,
        planName: plan.name,
        shipmentId,
        status: shipment.status ?? '',
      });
    }
  }
  return { spApi, v0, planned };
}

describe('a source’s sync of its inbound shipments', () => {
  it('keeps one row per shipment of v0 and of Send to Amazon’s plans, with the right items', async () => {
    const { client, base } = await catalogOrganisation(server);
    const { seller, sourceId } = await connectStandInSeller(server, simulator, { client, base });

    expect((await client.post(`${base}/report-sources/${sourceId}/sync`, {})).status).toBe(202);
    const deadline = Date.now() + 120_000;
    for (;;) {
      const source = (await client.get(`${base}/report-sources/${sourceId}`)).body.data as Record<
        string,
        unknown
      >;
      const requests = (await client.get(`${base}/report-requests?per_page=100`)).body
        .data as ReportRequest[];
      if (
        source.shipments_synced_at &&
        requests.every((request) => isReportRequestFinished(request.status))
      ) {
        expect(source.sync_error ?? null).toBeNull();
        break;
      }
      if (source.sync_error) throw new Error(`sync failed: ${source.sync_error}`);
      if (Date.now() > deadline) throw new Error(`sync still running: ${JSON.stringify(source)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const rows: Shipment[] = [];
    for (let page = 1; ; page++) {
      const response = await client.get(`${base}/shipments?per_page=100&page=${page}`);
      expect(response.status).toBe(200);
      rows.push(...(response.body.data as Shipment[]));
      if (rows.length >= response.body.meta.total) break;
    }
    const { spApi, v0, planned } = await amazonSide(seller.sellingPartnerId);
    const expected = new Set([...v0.keys(), ...planned.keys()]);
    expect(rows.map((row) => row.shipment_id).sort()).toEqual([...expected].sort());
    const byId = new Map(rows.map((row) => [row.shipment_id, row]));
    const detail = async (shipmentId: string) => {
      const response = await client.get(`${base}/shipments/${byId.get(shipmentId)?.id}`);
      expect(response.status).toBe(200);
      return response.body.data as Shipment;
    };
    const itemsOf = (shipment: Shipment) =>
      (shipment.items ?? [])
        .map((item) => [item.seller_sku, item.quantity_shipped, item.quantity_received])
        .sort();

    // Only v0: no plan, v0's items.
    const v0Only = [...v0.keys()].find((id) => !planned.has(id));
    expect(v0Only).toBeDefined();
    const lone = await detail(v0Only as string);
    expect(lone.inbound_plan).toBeNull();
    expect(itemsOf(lone)).toEqual(
      (await spApi.listInboundShipmentItems(v0Only as string))
        .map((item) => [item.SellerSKU, item.QuantityShipped, item.QuantityReceived ?? 0])
        .sort(),
    );

    // Both: v0's status and received quantities, the plan's id and name.
    const both = [...v0.keys()].filter((id) => planned.has(id));
    expect(both.length).toBeGreaterThan(0);
    const received = both.find((id) => v0.get(id) === 'CLOSED') ?? (both[0] as string);
    const known = await detail(received);
    const plan = planned.get(received);
    expect(known).toMatchObject({
      status: v0.get(received),
      inbound_plan: { id: plan?.planId, name: plan?.planName },
      inbound_shipment_id: plan?.shipmentId,
    });
    const v0Items = await spApi.listInboundShipmentItems(received);
    expect(itemsOf(known)).toEqual(
      v0Items.map((item) => [item.SellerSKU, item.QuantityShipped, item.QuantityReceived ?? 0]).sort(),
    );
    expect(v0Items.some((item) => (item.QuantityReceived ?? 0) > 0)).toBe(true);

    // Only 2024-03-20: still WORKING, its planned items, nothing received.
    const v0KnowsById = new Set<string>();
    for await (const shipment of spApi.listInboundShipments({
      marketplaceId: US,
      shipmentIds: [...planned.keys()],
    }))
      v0KnowsById.add(shipment.ShipmentId);
    const newOnly = [...planned.keys()].filter((id) => !v0KnowsById.has(id));
    expect(newOnly.length).toBeGreaterThan(0);
    for (const id of newOnly) {
      const fresh = await detail(id);
      const entry = planned.get(id);
      expect(fresh).toMatchObject({
        status: 'WORKING',
        inbound_plan: { id: entry?.planId, name: entry?.planName },
        report_source_id: sourceId,
      });
      expect(fresh.destination_fulfillment_center).toMatch(/^[A-Z]{3}\d$/);
      const planItems = await spApi.listPlanShipmentItems(
        entry?.planId as string,
        entry?.shipmentId as string,
      );
      expect(itemsOf(fresh)).toEqual(planItems.map((item) => [item.msku, item.quantity, 0]).sort());
    }
  }, 240_000);
});
