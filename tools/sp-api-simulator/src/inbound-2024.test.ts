import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSpApiSimulator } from './simulator.ts';
import { type ApiAnswer, type SpApiClient, sellerClient, TEST_NOW, testClock } from './test-support.ts';
import type { SpApiSimulator } from './types.ts';

const US = 'ATVPDKIKX0DER';
const PLANS = '/inbound/fba/2024-03-20/inboundPlans';
let simulator: SpApiSimulator;
let api: SpApiClient;

beforeAll(async () => {
  simulator = await startSpApiSimulator({ now: testClock().now, rateLimits: false });
  api = await sellerClient(simulator, 'A2NASIMSELLER1');
});
afterAll(() => simulator.close());

type Json = ApiAnswer['json'];

async function allPlans(query: Record<string, string> = {}): Promise<{ plans: Json[]; pages: number }> {
  const plans: Json[] = [];
  let pages = 0;
  let token: string | undefined;
  do {
    const answer = await api('GET', PLANS, {
      query: token ? { paginationToken: token, pageSize: '30' } : { pageSize: '30', ...query },
    });
    expect(answer.status).toBe(200);
    plans.push(...answer.json.inboundPlans);
    pages += 1;
    token = answer.json.pagination?.nextToken;
  } while (token);
  return { plans, pages };
}

async function v0Shipment(shipmentId: string): Promise<Json | undefined> {
  const answer = await api('GET', '/fba/inbound/v0/shipments', {
    query: { QueryType: 'SHIPMENT', MarketplaceId: US, ShipmentIdList: shipmentId },
  });
  expect(answer.status).toBe(200);
  return answer.json.payload.ShipmentData[0];
}

describe('listInboundPlans', () => {
  it('pages through every plan, newest first, in the model shape', async () => {
    const { plans, pages } = await allPlans();
    expect(pages).toBeGreaterThan(1);
    expect(new Set(plans.map((plan) => plan.inboundPlanId)).size).toBe(plans.length);
    for (const plan of plans) {
      expect(plan.inboundPlanId).toMatch(/^wf[a-zA-Z0-9-]{36}$/);
      expect(plan.name).toMatch(/^FBA \(\d\d\/\d\d\/\d{4}, \d\d:\d\d [AP]M\)$/);
      expect(['ACTIVE', 'VOIDED', 'SHIPPED']).toContain(plan.status);
      expect(plan.marketplaceIds).toHaveLength(1);
      expect(plan.sourceAddress).toMatchObject({ addressLine1: expect.any(String), countryCode: 'US' });
      expect(Date.parse(plan.createdAt)).toBeLessThanOrEqual(TEST_NOW);
    }
    const created = plans.map((plan) => Date.parse(plan.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('filters by status and sorts by last update', async () => {
    const { plans } = await allPlans({ status: 'ACTIVE', sortBy: 'LAST_UPDATED_TIME', sortOrder: 'ASC' });
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((plan) => plan.status === 'ACTIVE')).toBe(true);
    const updated = plans.map((plan) => Date.parse(plan.lastUpdatedAt));
    expect(updated).toEqual([...updated].sort((a, b) => a - b));
    const shipped = await allPlans({ status: 'SHIPPED' });
    expect(shipped.plans.length).toBeGreaterThan(plans.length);
  });

  it('refuses what the model does not allow, with BadRequest', async () => {
    const refused: Record<string, string>[] = [
      { pageSize: '0' },
      { pageSize: '31' },
      { status: 'OPEN' },
      { sortBy: 'NAME' },
      { sortOrder: 'UP' },
      { paginationToken: 'not-a-token' },
    ];
    for (const query of refused) {
      const answer = await api('GET', PLANS, { query });
      expect(answer.status).toBe(400);
      expect(answer.json.errors[0]).toMatchObject({ code: 'BadRequest', message: expect.any(String) });
    }
  });
});

describe('a plan, its items and its shipments', () => {
  it('groups v0 shipments: same FBA ids, the same SKUs and quantities, the same destination', async () => {
    const { plans } = await allPlans({ status: 'SHIPPED' });
    for (const summary of plans.slice(0, 6)) {
      const plan = (await api('GET', `${PLANS}/${summary.inboundPlanId}`)).json;
      expect(plan.placementOptions[0].status).toBe('ACCEPTED');
      expect(plan.shipments.length).toBeGreaterThan(0);
      const v0Quantities = new Map<string, number>();
      for (const { shipmentId, status } of plan.shipments) {
        const answer = await api('GET', `${PLANS}/${summary.inboundPlanId}/shipments/${shipmentId}`);
        expect(answer.status).toBe(200);
        const shipment = answer.json;
        expect(shipment).toMatchObject({ shipmentId, status, source: { sourceType: 'SELLER_FACILITY' } });
        const v0 = await v0Shipment(shipment.shipmentConfirmationId);
        expect(v0).toMatchObject({
          ShipmentId: shipment.shipmentConfirmationId,
          ShipmentName: shipment.name,
          ShipmentStatus: shipment.status,
          DestinationFulfillmentCenterId: shipment.destination.warehouseId,
        });
        const v0Items = await api('GET', `/fba/inbound/v0/shipments/${v0?.ShipmentId}/items`);
        const ownItems = await api('GET', `${PLANS}/${summary.inboundPlanId}/shipments/${shipmentId}/items`, {
          query: { pageSize: '1000' },
        });
        expect(ownItems.json.items.map((item: Json) => [item.msku, item.quantity]).sort()).toEqual(
          v0Items.json.payload.ItemData.map((item: Json) => [item.SellerSKU, item.QuantityShipped]).sort(),
        );
        for (const item of v0Items.json.payload.ItemData)
          v0Quantities.set(item.SellerSKU, (v0Quantities.get(item.SellerSKU) ?? 0) + item.QuantityShipped);
      }
      const items: Json[] = [];
      let token: string | undefined;
      do {
        const answer = await api('GET', `${PLANS}/${summary.inboundPlanId}/items`, {
          query: { pageSize: '3', ...(token ? { paginationToken: token } : {}) },
        });
        expect(answer.status).toBe(200);
        items.push(...answer.json.items);
        token = answer.json.pagination?.nextToken;
      } while (token);
      expect(new Map(items.map((item) => [item.msku, item.quantity]))).toEqual(v0Quantities);
      for (const item of items)
        expect(item).toMatchObject({
          asin: expect.any(String),
          fnsku: expect.any(String),
          prepInstructions: expect.any(Array),
        });
    }
  });

  it('leaves some v0 shipments out of every plan (made through v0 workflow)', async () => {
    const { plans } = await allPlans();
    const inPlans = new Set<string>();
    for (const summary of plans) {
      const plan = (await api('GET', `${PLANS}/${summary.inboundPlanId}`)).json;
      for (const { shipmentId } of plan.shipments) {
        const shipment = (await api('GET', `${PLANS}/${summary.inboundPlanId}/shipments/${shipmentId}`)).json;
        inPlans.add(shipment.shipmentConfirmationId);
      }
    }
    const v0 = await api('GET', '/fba/inbound/v0/shipments', {
      query: { QueryType: 'SHIPMENT', MarketplaceId: US, ShipmentStatusList: 'CLOSED' },
    });
    const closed: string[] = v0.json.payload.ShipmentData.map((shipment: Json) => shipment.ShipmentId);
    const withoutPlan = closed.filter((id) => !inPlans.has(id));
    expect(withoutPlan.length).toBeGreaterThan(0);
    expect(withoutPlan.length).toBeLessThan(closed.length / 2);
  });

  it('has a WORKING shipment, with its FBA id, that v0 does not list yet', async () => {
    const { plans } = await allPlans({ status: 'ACTIVE' });
    const unknownToV0: Json[] = [];
    for (const summary of plans) {
      const plan = (await api('GET', `${PLANS}/${summary.inboundPlanId}`)).json;
      for (const { shipmentId, status } of plan.shipments) {
        if (status !== 'WORKING') continue;
        const shipment = (await api('GET', `${PLANS}/${summary.inboundPlanId}/shipments/${shipmentId}`)).json;
        expect(shipment.shipmentConfirmationId).toMatch(/^FBA1[0-9A-Z]{8}$/);
        if (!(await v0Shipment(shipment.shipmentConfirmationId))) unknownToV0.push(shipment);
      }
    }
    expect(unknownToV0.length).toBeGreaterThan(0);
    const items = await api(
      'GET',
      `/fba/inbound/v0/shipments/${unknownToV0[0].shipmentConfirmationId}/items`,
      {
        query: { MarketplaceId: US },
      },
    );
    expect(items.status).toBe(400);
  });

  it('refuses malformed and unknown ids as the model sandbox does', async () => {
    const { plans } = await allPlans();
    const plan = plans[0];
    const cases: Array<[string, string]> = [
      [`${PLANS}/wf-short`, 'The inboundPlanId is malformed.'],
      [`${PLANS}/wf00000000-0000-0000-0000-000000000000`, 'The requested inbound plan does not exist.'],
      [`${PLANS}/wf00000000-0000-0000-0000-000000000000/items`, 'The requested inbound plan does not exist.'],
      [
        `${PLANS}/${plan.inboundPlanId}/shipments/sh00000000-0000-0000-0000-000000000000`,
        'The requested shipment does not exist for the provided inbound plan.',
      ],
    ];
    for (const [path, message] of cases) {
      const answer = await api('GET', path);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ errors: [{ code: 'BadRequest', message }] });
    }
    const big = await api('GET', `${PLANS}/${plan.inboundPlanId}/items`, { query: { pageSize: '1001' } });
    expect(big.status).toBe(400);
  });

  it('does not show another seller its plans', async () => {
    const { plans } = await allPlans();
    const other = await sellerClient(simulator, 'A2EUSIMSELLER1');
    const answer = await other('GET', `${PLANS}/${plans[0].inboundPlanId}`);
    expect(answer.status).toBe(400);
  });
});
