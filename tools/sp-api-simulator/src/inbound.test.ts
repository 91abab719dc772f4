import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSpApiSimulator } from './simulator.ts';
import {
  type ApiAnswer,
  DAY,
  downloadReportDocument,
  parseTabSeparated,
  runReport,
  type SpApiClient,
  sellerClient,
  TEST_NOW,
  testClock,
} from './test-support.ts';
import type { SpApiSimulator } from './types.ts';

const US = 'ATVPDKIKX0DER';
const HISTORY_START = new Date(TEST_NOW - 150 * DAY).toISOString();
const NOW = new Date(TEST_NOW).toISOString();
let simulator: SpApiSimulator;
let api: SpApiClient;

beforeAll(async () => {
  simulator = await startSpApiSimulator({ now: testClock().now });
  api = await sellerClient(simulator, 'A2NASIMSELLER1');
});
afterAll(() => simulator.close());

type Shipment = Record<string, ApiAnswer['json']>;

async function allShipments(
  query: Record<string, string>,
): Promise<{ shipments: Shipment[]; pages: number }> {
  const shipments: Shipment[] = [];
  let answer = await api('GET', '/fba/inbound/v0/shipments', { query: { MarketplaceId: US, ...query } });
  expect(answer.status).toBe(200);
  shipments.push(...answer.json.payload.ShipmentData);
  let pages = 1;
  while (answer.json.payload.NextToken) {
    answer = await api('GET', '/fba/inbound/v0/shipments', {
      query: { QueryType: 'NEXT_TOKEN', MarketplaceId: US, NextToken: answer.json.payload.NextToken },
    });
    shipments.push(...answer.json.payload.ShipmentData);
    pages += 1;
  }
  return { shipments, pages };
}

async function itemsOf(shipmentId: string): Promise<Shipment[]> {
  const answer = await api('GET', `/fba/inbound/v0/shipments/${shipmentId}/items`);
  expect(answer.status).toBe(200);
  return answer.json.payload.ItemData;
}

/** Items of every shipment updated in the range, by getShipmentItems pages (one call per shipment would exceed its burst). */
async function allItems(): Promise<Map<string, Shipment[]>> {
  const byShipment = new Map<string, Shipment[]>();
  let answer = await api('GET', '/fba/inbound/v0/shipmentItems', {
    query: {
      QueryType: 'DATE_RANGE',
      MarketplaceId: US,
      LastUpdatedAfter: HISTORY_START,
      LastUpdatedBefore: NOW,
    },
  });
  for (;;) {
    expect(answer.status).toBe(200);
    for (const item of answer.json.payload.ItemData) {
      byShipment.set(item.ShipmentId, [...(byShipment.get(item.ShipmentId) ?? []), item]);
    }
    if (!answer.json.payload.NextToken) return byShipment;
    answer = await api('GET', '/fba/inbound/v0/shipmentItems', {
      query: { QueryType: 'NEXT_TOKEN', MarketplaceId: US, NextToken: answer.json.payload.NextToken },
    });
  }
}

describe('getShipments', () => {
  let everything: Shipment[];
  let items: Map<string, Shipment[]>;
  beforeAll(async () => {
    const { shipments, pages } = await allShipments({
      QueryType: 'DATE_RANGE',
      LastUpdatedAfter: HISTORY_START,
      LastUpdatedBefore: NOW,
    });
    expect(pages).toBeGreaterThan(1);
    everything = shipments;
    items = await allItems();
  });

  it('pages all shipments of a date range with NextToken, without repeats, in the v0 shape', () => {
    expect(everything.length).toBeGreaterThan(50);
    expect(new Set(everything.map((shipment) => shipment.ShipmentId)).size).toBe(everything.length);
    expect(everything[0]).toMatchObject({
      ShipmentId: expect.stringMatching(/^FBA1[0-9A-Z]{8}$/),
      ShipmentName: expect.stringMatching(/^FBA \(\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2} [AP]M\) - 1$/),
      ShipFromAddress: { CountryCode: 'US', City: 'Seattle' },
      DestinationFulfillmentCenterId: expect.stringMatching(/^[A-Z]{3}\d$/),
      AreCasesRequired: expect.any(Boolean),
      LabelPrepType: expect.stringMatching(/^(SELLER|AMAZON)_LABEL$/),
    });
  });

  it('shows closed shipments, shipments being received and shipments on their way', () => {
    const statuses = new Set(everything.map((shipment) => shipment.ShipmentStatus));
    expect(statuses).toContain('CLOSED');
    expect(statuses).toContain('RECEIVING');
    expect(
      ['WORKING', 'SHIPPED', 'IN_TRANSIT', 'DELIVERED', 'CHECKED_IN'].some((status) => statuses.has(status)),
    ).toBe(true);
  });

  it('selects by status list or by id list', async () => {
    const { shipments: closed } = await allShipments({ QueryType: 'SHIPMENT', ShipmentStatusList: 'CLOSED' });
    expect(closed.length).toBe(everything.filter((shipment) => shipment.ShipmentStatus === 'CLOSED').length);
    const ids = everything.slice(3, 5).map((shipment) => shipment.ShipmentId);
    const { shipments: byId } = await allShipments({ QueryType: 'SHIPMENT', ShipmentIdList: ids.join(',') });
    expect(byId.map((shipment) => shipment.ShipmentId)).toEqual(ids);
  });

  it('refuses a missing QueryType, a SHIPMENT query without lists and a missing MarketplaceId', async () => {
    expect((await api('GET', '/fba/inbound/v0/shipments', { query: { MarketplaceId: US } })).status).toBe(
      400,
    );
    expect(
      (await api('GET', '/fba/inbound/v0/shipments', { query: { MarketplaceId: US, QueryType: 'SHIPMENT' } }))
        .status,
    ).toBe(400);
    const noMarketplace = await api('GET', '/fba/inbound/v0/shipments', {
      query: { QueryType: 'SHIPMENT', ShipmentStatusList: 'CLOSED' },
    });
    expect(noMarketplace.status).toBe(400);
    expect(noMarketplace.json.errors[0].code).toBe('InvalidInput');
  });

  it('has closed shipments received short, and receives nothing of shipments not yet delivered', async () => {
    const closed = everything.filter((shipment) => shipment.ShipmentStatus === 'CLOSED');
    const closedItems = closed.flatMap((shipment) => items.get(shipment.ShipmentId) ?? []);
    expect(closedItems.length).toBeGreaterThan(closed.length);
    expect(closedItems.every((item) => item.QuantityReceived <= item.QuantityShipped)).toBe(true);
    expect(closedItems.some((item) => item.QuantityReceived < item.QuantityShipped)).toBe(true);
    const underway = everything.find((shipment) =>
      ['WORKING', 'SHIPPED', 'IN_TRANSIT'].includes(shipment.ShipmentStatus),
    );
    expect(underway).toBeDefined();
    expect((await itemsOf(underway?.ShipmentId)).every((item) => item.QuantityReceived === 0)).toBe(true);
  });

  it('receives exactly what the ledger shows as receipts of the shipment', async () => {
    const closed = everything.filter((shipment) => shipment.ShipmentStatus === 'CLOSED').slice(-3);
    const { report } = await runReport(api, {
      reportType: 'GET_LEDGER_DETAIL_VIEW_DATA',
      marketplaceIds: [US],
      dataStartTime: new Date(TEST_NOW - 60 * DAY).toISOString(),
      dataEndTime: NOW,
    });
    const { rows } = parseTabSeparated((await downloadReportDocument(api, report.reportDocumentId)).text, {
      quoted: true,
    });
    for (const shipment of closed) {
      const received = new Map<string, number>();
      for (const row of rows.filter(
        (entry) => entry['Event Type'] === 'Receipts' && entry['Reference ID'] === shipment.ShipmentId,
      )) {
        received.set(row.MSKU as string, (received.get(row.MSKU as string) ?? 0) + Number(row.Quantity));
      }
      const items = await itemsOf(shipment.ShipmentId);
      expect(new Map(items.map((item) => [item.SellerSKU, item.QuantityReceived]))).toEqual(received);
    }
  });
});

describe('getShipmentItems', () => {
  it('pages the items of shipments updated in a range', async () => {
    const query = {
      QueryType: 'DATE_RANGE',
      MarketplaceId: US,
      LastUpdatedAfter: HISTORY_START,
      LastUpdatedBefore: NOW,
    };
    const first = await api('GET', '/fba/inbound/v0/shipmentItems', { query });
    expect(first.json.payload.ItemData).toHaveLength(50);
    const second = await api('GET', '/fba/inbound/v0/shipmentItems', {
      query: { QueryType: 'NEXT_TOKEN', MarketplaceId: US, NextToken: first.json.payload.NextToken },
    });
    expect(second.json.payload.ItemData.length).toBeGreaterThan(0);
    expect(second.json.payload.ItemData[0]).toEqual({
      ShipmentId: expect.any(String),
      SellerSKU: expect.any(String),
      FulfillmentNetworkSKU: expect.stringMatching(/^X00/),
      QuantityShipped: expect.any(Number),
      QuantityReceived: expect.any(Number),
      QuantityInCase: expect.any(Number),
      PrepDetailsList: [
        { PrepInstruction: 'Labeling', PrepOwner: expect.stringMatching(/^(SELLER|AMAZON)$/) },
      ],
    });
  });

  it('answers 400 for a shipment that does not exist', async () => {
    expect((await api('GET', '/fba/inbound/v0/shipments/FBA100000XXX/items')).status).toBe(400);
  });
});
