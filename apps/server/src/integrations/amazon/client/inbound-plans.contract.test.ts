import { type SpApiSimulator, startSpApiSimulator } from '@backoffice/sp-api-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AmazonApiError } from './amazon-errors.ts';
import {
  collect,
  recordingSleep,
  simulatorEndpoints,
  statusesOf,
  testClock,
} from './contract-test-support.ts';
import { createSpApiClient } from './sp-api-client.ts';
import { inProcessRateLimiter } from './sp-api-rate-limiter.ts';

const US = 'ATVPDKIKX0DER';
const clock = testClock();
let simulator: SpApiSimulator;
beforeAll(async () => {
  // The client paces itself by the documented plans (checked below); the simulator's own buckets
  // run on the wall clock, which a recorded sleep does not move.
  simulator = await startSpApiSimulator({ now: clock.now, rateLimits: false });
});
afterAll(() => simulator?.close());

function naClient() {
  const recorded = recordingSleep();
  const spApi = createSpApiClient({
    endpoints: simulatorEndpoints(simulator),
    region: 'na',
    refreshToken: simulator.control.issueRefreshToken('A2NASIMSELLER1'),
    now: clock.now,
    sleep: recorded.sleep,
    random: () => 1,
    limiter: inProcessRateLimiter(recorded.limiterClock),
  });
  return { spApi, waits: recorded.waits };
}

describe('Fulfillment Inbound 2024-03-20 against the simulator', () => {
  it('follows paginationToken through the plans, newest update first', async () => {
    const { spApi } = naClient();
    const before = statusesOf(simulator, 'listInboundPlans').length;
    const plans = await collect(
      spApi.listInboundPlans({ sortBy: 'LAST_UPDATED_TIME', sortOrder: 'DESC', pageSize: 5 }),
    );
    expect(statusesOf(simulator, 'listInboundPlans').length - before).toBe(Math.ceil(plans.length / 5));
    expect(plans.length).toBeGreaterThan(10);
    expect(new Set(plans.map((plan) => plan.inboundPlanId)).size).toBe(plans.length);
    const updated = plans.map((plan) => plan.lastUpdatedAt.getTime());
    expect(updated).toEqual([...updated].sort((a, b) => b - a));
    const active = await collect(spApi.listInboundPlans({ status: 'ACTIVE', pageSize: 30 }));
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((plan) => plan.status === 'ACTIVE')).toBe(true);
    await expect(collect(spApi.listInboundPlans({ pageSize: 31 }))).rejects.toThrow(TypeError);
  });

  it("reads a plan's items and shipments: the FBA id, centre and SKUs v0 tells", async () => {
    const { spApi } = naClient();
    const [summary] = await collect(spApi.listInboundPlans({ status: 'SHIPPED', pageSize: 1 })).then((all) =>
      all.filter((plan) => plan.marketplaceIds.includes(US)),
    );
    expect(summary).toBeDefined();
    const plan = await spApi.getInboundPlan(summary?.inboundPlanId as string);
    expect(plan.name).toBe(summary?.name);
    const planItems = await spApi.listInboundPlanItems(plan.inboundPlanId);
    const planned = new Map(planItems.map((item) => [item.msku, item.quantity]));
    const shippedByV0 = new Map<string, number>();
    for (const { shipmentId } of plan.shipments ?? []) {
      const shipment = await spApi.getPlanShipment(plan.inboundPlanId, shipmentId);
      const fbaId = shipment.shipmentConfirmationId as string;
      const [v0] = await collect(spApi.listInboundShipments({ marketplaceId: US, shipmentIds: [fbaId] }));
      expect(v0?.DestinationFulfillmentCenterId).toBe(shipment.destination.warehouseId);
      expect(v0?.ShipmentStatus).toBe(shipment.status);
      const v0Items = await spApi.listInboundShipmentItems(fbaId);
      const own = await spApi.listPlanShipmentItems(plan.inboundPlanId, shipmentId);
      expect(new Map(own.map((item) => [item.msku, item.quantity]))).toEqual(
        new Map(v0Items.map((item) => [item.SellerSKU, item.QuantityShipped])),
      );
      for (const item of v0Items)
        shippedByV0.set(item.SellerSKU, (shippedByV0.get(item.SellerSKU) ?? 0) + item.QuantityShipped);
    }
    expect(planned).toEqual(shippedByV0);
  });

  it('keeps within the documented burst of 6, then waits a refill (2 a second)', async () => {
    const { spApi, waits } = naClient();
    const [plan] = await collect(spApi.listInboundPlans({ pageSize: 1 }));
    for (let call = 0; call < 8; call++) await spApi.getInboundPlan(plan?.inboundPlanId as string);
    expect(waits.length).toBeGreaterThan(0);
    expect(Math.max(...waits)).toBeLessThanOrEqual(500);
  });

  it("answers Amazon's 400 for a plan that does not exist as an AmazonApiError", async () => {
    const { spApi } = naClient();
    const error = await spApi.getInboundPlan('wf00000000-0000-0000-0000-000000000000').catch((e) => e);
    expect(error).toBeInstanceOf(AmazonApiError);
    expect(error).toMatchObject({ status: 400, errors: [{ code: 'BadRequest' }] });
  });
});
