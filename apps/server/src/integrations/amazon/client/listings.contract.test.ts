import { type SpApiSimulator, startSpApiSimulator } from '@backoffice/sp-api-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collect,
  recordingSleep,
  simulatorEndpoints,
  statusesOf,
  testClock,
} from './contract-test-support.ts';
import { createSpApiClient } from './sp-api-client.ts';

const DAY = 86_400_000;
const NA_MARKETPLACES = ['ATVPDKIKX0DER', 'A2EUQ1WTGCTBG2', 'A1AM78C64UM0Y8'];
const clock = testClock();
let simulator: SpApiSimulator;
beforeAll(async () => {
  simulator = await startSpApiSimulator({ now: clock.now, ordersPerDay: 40, historyDays: 120 });
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
  });
  return { spApi, waits: recorded.waits };
}

describe('listings against the simulator', () => {
  it("reads the seller's marketplaces from getMarketplaceParticipations", async () => {
    const participations = await naClient().spApi.getMarketplaceParticipations();
    expect(participations.map((entry) => entry.marketplaceId).sort()).toEqual([...NA_MARKETPLACES].sort());
    expect(participations.find((entry) => entry.marketplaceId === 'ATVPDKIKX0DER')).toEqual({
      marketplaceId: 'ATVPDKIKX0DER',
      countryCode: 'US',
      name: 'Amazon.com',
      defaultCurrencyCode: 'USD',
      defaultLanguageCode: 'en_US',
      domainName: 'www.amazon.com',
      isParticipating: true,
    });
  });

  it('follows NextToken through inbound shipments by date, and by status, then reads shipped against received', async () => {
    const { spApi } = naClient();
    const calls = statusesOf(simulator, 'getShipments').length;
    const shipments = await collect(
      spApi.listInboundShipments({
        marketplaceId: 'ATVPDKIKX0DER',
        lastUpdatedAfter: new Date(clock.now().getTime() - 120 * DAY),
      }),
    );
    expect(statusesOf(simulator, 'getShipments').slice(calls).length).toBeGreaterThan(1);
    const ids = shipments.map((shipment) => shipment.ShipmentId);
    expect(new Set(ids).size).toBe(ids.length);

    const closed = await collect(
      spApi.listInboundShipments({ marketplaceId: 'ATVPDKIKX0DER', statuses: ['CLOSED'] }),
    );
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((shipment) => shipment.ShipmentStatus === 'CLOSED')).toBe(true);
    const byId = await collect(
      spApi.listInboundShipments({ marketplaceId: 'ATVPDKIKX0DER', shipmentIds: ids.slice(0, 2) }),
    );
    expect(byId.map((shipment) => shipment.ShipmentId).sort()).toEqual(ids.slice(0, 2).sort());

    const items = await spApi.listInboundShipmentItems(closed[0]?.ShipmentId ?? '');
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toMatchObject({
      SellerSKU: expect.any(String),
      QuantityShipped: expect.any(Number),
      QuantityReceived: expect.any(Number),
    });
  });
});
