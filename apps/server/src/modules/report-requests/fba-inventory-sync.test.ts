import type { StockHealth, StockRow } from '@backoffice/shared';
import { type SpApiSimulator, startSpApiSimulator } from '@backoffice/sp-api-simulator';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { simulatorEndpoints } from '../../integrations/amazon/client/contract-test-support.ts';
import { createSpApiClient } from '../../integrations/amazon/client/sp-api-client.ts';
import { jobIdFor } from '../../jobs/job-queue.ts';
import { amazonStandInConfig } from '../../testing/amazon-stand-in-config.ts';
import { backgroundSettled } from '../../testing/background-settled.ts';
import { catalogOrganisation } from '../../testing/catalog-fixtures.ts';
import { connectStandInSeller } from '../../testing/stand-in-seller.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { domainEvents } from '../domain-events/domain-events.tables.ts';
import { warehouseStock } from '../inventory/inventory.tables.ts';
import { reportSources } from '../report-sources/report-sources.tables.ts';
import { skus } from '../skus/skus.tables.ts';
import { warehouses } from '../warehouses/warehouses.tables.ts';
import { readWindow } from './fba-inventory-follows-shipments.jobs.ts';
import { fbaInventoryJob, hourlyFbaInventoryJob } from './report-requests.jobs.ts';

/**
 * The hourly FBA inventory read (FBA Inventory API, getInventorySummaries) of a connected source:
 * Amazon's figures stored per SKU on the marketplace's FBA warehouse, its warehouse figure as the
 * marketplace's quantity, "inbound at Amazon" on the Stock screen and the freshness on Health.
 * What Amazon holds is read here with the client directly.
 */
const US = 'ATVPDKIKX0DER';
interface AmazonFigures {
  fulfillable: number;
  inbound: number;
  reserved: number;
  unfulfillable: number;
  working: number;
}
const AMAZON_NOW = new Date();
let simulator: SpApiSimulator;
const overrides: Record<string, string> = { REPORT_POLL_SECONDS: '0' };
beforeAll(async () => {
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

describe('the hourly FBA inventory read', () => {
  it('stores each SKU’s figures on the FBA warehouse, shows inbound at Amazon on Stock and the freshness on Health', async () => {
    const { client, base } = await catalogOrganisation(server);
    const { seller, sourceId } = await connectStandInSeller(server, simulator, { client, base });
    const healthOf = async () =>
      ((await client.get(`${base}/stock/health`)).body.data as StockHealth).sources.find(
        (source) => source.id === sourceId,
      );
    expect((await healthOf())?.fba_inventory_fetched_at).toBeNull();

    // The cron's job: it queues the read of every connected source, which runs on the queue.
    const before = Date.now();
    await server.ctx.jobs.enqueue(hourlyFbaInventoryJob, {});
    const deadline = Date.now() + 120_000;
    let fetchedAt: string | null = null;
    while (!fetchedAt) {
      fetchedAt = (await healthOf())?.fba_inventory_fetched_at ?? null;
      if (Date.now() > deadline) throw new Error('the FBA inventory was not fetched');
      if (!fetchedAt) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(Date.parse(fetchedAt)).toBeGreaterThanOrEqual(before - 1000);

    // Amazon's side, read with the client.
    const spApi = createSpApiClient({
      endpoints: simulatorEndpoints(simulator),
      region: 'na',
      refreshToken: simulator.control.issueRefreshToken(seller.sellingPartnerId),
      now: () => AMAZON_NOW,
    });
    const amazon = new Map<string, AmazonFigures>();
    for await (const summary of spApi.listInventorySummaries({ marketplaceId: US })) {
      const details = summary.inventoryDetails;
      if (!summary.sellerSku || !details) continue;
      amazon.set(summary.sellerSku, {
        fulfillable: details.fulfillableQuantity,
        inbound:
          details.inboundWorkingQuantity + details.inboundShippedQuantity + details.inboundReceivingQuantity,
        reserved: details.reservedQuantity,
        unfulfillable: details.unfulfillableQuantity,
        working: details.inboundWorkingQuantity,
      });
    }
    expect(amazon.size).toBeGreaterThan(10);
    expect([...amazon.values()].some((figures) => figures.inbound > 0)).toBe(true);

    // Stored on the source's FBA warehouse of the US, the one the FBA inventory report writes to.
    const [source] = await server.ctx.db.select().from(reportSources).where(eq(reportSources.id, sourceId));
    const organisationId = source?.organisationId as number;
    const stored = await server.ctx.db
      .select({
        sellerSku: skus.skuId,
        warehouse: warehouses.name,
        quantity: warehouseStock.quantity,
        inventoryCache: warehouseStock.inventoryCache,
        fulfillable: warehouseStock.fbaFulfillable,
        working: warehouseStock.fbaInboundWorking,
        shipped: warehouseStock.fbaInboundShipped,
        receiving: warehouseStock.fbaInboundReceiving,
        reserved: warehouseStock.fbaReserved,
        unfulfillable: warehouseStock.fbaUnfulfillable,
        researching: warehouseStock.fbaResearching,
        fetchedAt: warehouseStock.fbaFetchedAt,
      })
      .from(warehouseStock)
      .innerJoin(
        skus,
        and(eq(skus.organisationId, warehouseStock.organisationId), eq(skus.id, warehouseStock.skuId)),
      )
      .innerJoin(
        warehouses,
        and(
          eq(warehouses.organisationId, warehouseStock.organisationId),
          eq(warehouses.id, warehouseStock.warehouseId),
        ),
      )
      .where(and(eq(warehouseStock.organisationId, organisationId), isNotNull(warehouseStock.fbaFetchedAt)));
    expect(new Set(stored.map((row) => row.sellerSku))).toEqual(new Set(amazon.keys()));
    for (const row of stored) {
      const figures = amazon.get(row.sellerSku);
      expect(row.warehouse).toBe('Amazon NA FBA US');
      expect(row).toMatchObject({
        fulfillable: figures?.fulfillable,
        working: figures?.working,
        reserved: figures?.reserved,
        unfulfillable: figures?.unfulfillable,
        researching: 0,
        // The ledger's own quantity is untouched; the marketplace's figure is the warehouse's units.
        quantity: 0,
        inventoryCache:
          (figures?.fulfillable ?? 0) + (figures?.unfulfillable ?? 0) + (figures?.reserved ?? 0),
      });
      expect((row.working ?? 0) + (row.shipped ?? 0) + (row.receiving ?? 0)).toBe(figures?.inbound);
      expect(row.fetchedAt?.toISOString()).toBe(fetchedAt);
    }

    // The Stock screen: each SKU's units inbound at Amazon.
    const list = await client.get(`${base}/stock?per_page=100`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const rows = list.body.data as StockRow[];
    expect(rows.length).toBe(amazon.size);
    for (const row of rows) expect(row.inbound_at_amazon).toBe(amazon.get(row.sku.sku_id)?.inbound);

    // Another hour: read again, the same figures, the freshness moves on.
    await server.ctx.jobs.enqueue(hourlyFbaInventoryJob, {});
    const again = Date.now() + 120_000;
    while (((await healthOf())?.fba_inventory_fetched_at ?? '') <= fetchedAt) {
      if (Date.now() > again) throw new Error('the FBA inventory was not fetched again');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const second = (await client.get(`${base}/stock?per_page=100`)).body.data as StockRow[];
    expect(second.map((row) => row.inbound_at_amazon)).toEqual(rows.map((row) => row.inbound_at_amazon));
  });

  it('queues the source’s read after an inbound shipment changes, one per source and window, none for the same figures', async () => {
    const { client, base, organisation } = await catalogOrganisation(server);
    const seller = simulator.sellers.find((candidate) => candidate.region === 'na');
    if (!seller) throw new Error('no NA seller');
    const created = await client.post(`${base}/report-sources`, {
      name: 'Amazon NA',
      type: 'amazon',
      region_code: 'NA',
      seller_partner_id: seller.sellingPartnerId,
      auth_token: simulator.control.issueRefreshToken(seller.sellingPartnerId),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const reportSourceId = (created.body.data as { id: number }).id;
    // Only the reads this test's shipments queue (the source's own first read is queued apart).
    await backgroundSettled(server, organisation.id);
    const shipment = (status: string, received: number) => ({
      shipment_id: 'FBA15READ001',
      status,
      report_source_id: reportSourceId,
      destination_fulfillment_center: 'LTN1',
      items: [{ seller_sku: 'READ-1', quantity_shipped: 12, quantity_received: received }],
    });
    for (const [status, received] of [
      ['WORKING', 0],
      ['SHIPPED', 0],
      ['SHIPPED', 0], // the same figures again: no change for Amazon
      ['RECEIVING', 5],
    ] as const) {
      const written = await client.post(`${base}/shipments`, shipment(status, received));
      expect(written.status, JSON.stringify(written.body)).toBeLessThan(300);
    }
    const events = await server.ctx.db
      .select({ occurredAt: domainEvents.occurredAt })
      .from(domainEvents)
      .where(
        and(eq(domainEvents.organisationId, organisation.id), eq(domainEvents.type, 'shipment.changed')),
      );
    expect(events).toHaveLength(3);

    await backgroundSettled(server, organisation.id);
    const reads = await queryRows<{ id: string; later: boolean }>(
      server.ctx.db,
      sql`select id::text, start_after > now() as later from pgboss.job
          where name = ${fbaInventoryJob.name} and data @> ${JSON.stringify({ reportSourceId })}::jsonb`,
    );
    const windows = new Set(events.map(({ occurredAt }) => readWindow(occurredAt, occurredAt).window));
    expect(reads.map(({ id }) => id).sort()).toEqual(
      [...windows]
        .map((window) => jobIdFor(`report-sources.fba-inventory@${reportSourceId}@${window}`))
        .sort(),
    );
    // Each waits for its window to close, so the sync's other shipments join it.
    expect(reads.every(({ later }) => later)).toBe(true);
  });

  it('shows no inbound at Amazon for a SKU whose figures were never fetched', async () => {
    const { client, base } = await catalogOrganisation(server);
    const made = await client.post(`${base}/skus`, { sku_id: 'OWN-1' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const rows = (await client.get(`${base}/stock`)).body.data as StockRow[];
    expect(rows.map((row) => [row.sku.sku_id, row.inbound_at_amazon])).toEqual([['OWN-1', null]]);
  });
});
