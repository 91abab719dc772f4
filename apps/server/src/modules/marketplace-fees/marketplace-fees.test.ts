import {
  isReportRequestFinished,
  type ReportRequest,
  type StockRow,
  type StoreOrder,
  type StoreOrderDetail,
  type Warehouse,
} from '@backoffice/shared';
import { type SpApiSimulator, startSpApiSimulator } from '@backoffice/sp-api-simulator';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { amazonStandInConfig } from '../../testing/amazon-stand-in-config.ts';
import { catalogOrganisation } from '../../testing/catalog-fixtures.ts';
import { connectStandInSeller } from '../../testing/stand-in-seller.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { useTestServer } from '../../testing/test-server.ts';
import { syncSourceJob } from '../report-requests/report-requests.jobs.ts';
import { storeOrderFees } from '../store-orders/store-orders.tables.ts';
import { fbaStorageFees, skuEstimatedFees } from './marketplace-fees.tables.ts';

/**
 * Amazon's fees end to end: a sync asks the SP-API stand-in for last month's storage fees and the
 * fee preview of the source's marketplace, stores them, and Stock's money at risk and an order's
 * margin use them; a settlement published later replaces the estimate with the fees it states.
 * The stand-in's clock runs ahead of ours by `ahead` (moved to publish that settlement).
 */
const US = 'ATVPDKIKX0DER';
const STORAGE = 'GET_FBA_STORAGE_FEE_CHARGES_DATA';
const ESTIMATED = 'GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA';
const SETTLEMENT = 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2';
let ahead = 0;
let simulator: SpApiSimulator;
const overrides: Record<string, string> = { REPORT_POLL_SECONDS: '0' };
beforeAll(async () => {
  simulator = await startSpApiSimulator({
    ordersPerDay: 6,
    historyDays: 40,
    now: () => new Date(Date.now() + ahead),
    // Amazon's rates sped up (the client follows the header): two syncs fetch some twenty documents,
    // beyond getReportDocument's burst at its rate of one a minute.
    rateLimits: { speed: 60 },
  });
  Object.assign(overrides, amazonStandInConfig(simulator));
});
afterAll(() => simulator?.close());
const server = useTestServer(overrides);

async function connectedSeller() {
  const org = await catalogOrganisation(server);
  const { sourceId } = await connectStandInSeller(server, simulator, org);
  return { ...org, sourceId };
}

/** Every request once none is on its way and `done` holds (the sync's reports polled and processed). */
async function settledRequests(
  client: TestClient,
  base: string,
  done: (requests: ReportRequest[]) => boolean,
): Promise<ReportRequest[]> {
  return vi.waitFor(
    async () => {
      const requests = (await client.get(`${base}/report-requests?per_page=100`)).body
        .data as ReportRequest[];
      const statuses = requests.map(
        (request) => `${request.report_type} ${request.status} ${request.error ?? ''}`,
      );
      expect(
        requests.every((request) => isReportRequestFinished(request.status)),
        statuses.join('\n'),
      ).toBe(true);
      expect(done(requests)).toBe(true);
      return requests;
    },
    { timeout: 90_000, interval: 250 },
  );
}

const ofType = (requests: ReportRequest[], type: string) =>
  requests.filter((request) => request.report_type === type);

/** The first day of last month (UTC), as the sync asks for it. */
function lastMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

describe('Amazon’s storage fees and fee preview', () => {
  it('are synced and stored; storage a month joins money at risk; an estimated fee stands until the settlement states it', async () => {
    const { client, base, organisation, sourceId } = await connectedSeller();
    const organisationId = organisation.id;
    expect((await client.post(`${base}/report-sources/${sourceId}/sync`, {})).status).toBe(202);
    let requests = await settledRequests(client, base, (all) =>
      [STORAGE, ESTIMATED, SETTLEMENT].every((type) => ofType(all, type).length > 0),
    );

    // Last month's storage fees and the fee preview, each asked for the source's marketplace.
    const [storage] = ofType(requests, STORAGE);
    const [preview] = ofType(requests, ESTIMATED);
    expect(storage).toMatchObject({ status: 'PROCESSED', rows_failed: 0, marketplace_ids: [US] });
    expect(storage?.data_start_time?.slice(0, 7)).toBe(lastMonth());
    expect(preview).toMatchObject({ status: 'PROCESSED', rows_failed: 0, marketplace_ids: [US] });
    expect(preview?.counts.estimated_fees_kept).toBeGreaterThan(0);
    // A line whose FNSKU no SKU had yet (its report read first) gets its SKU when read again.
    if (storage?.counts.storage_fees_without_sku) {
      await client.post(`${base}/report-requests/${storage.id}/process`, {});
      await settledRequests(
        client,
        base,
        (all) => all.find((request) => request.id === storage.id)?.status === 'PROCESSED',
      );
    }
    const stored = await server.ctx.db
      .select()
      .from(fbaStorageFees)
      .where(eq(fbaStorageFees.organisationId, organisationId));
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((row) => row.skuId !== null && row.month === `${lastMonth()}-01`)).toBe(true);

    // A SKU stored at Amazon gets 400 more units there: aged or excess, they cost storage.
    const skuId = stored[0]?.skuId as number;
    const warehouses = (await client.get(`${base}/warehouses?per_page=100`)).body.data as Warehouse[];
    const fba = warehouses.find((warehouse) => warehouse.is_fulfillment_center);
    if (!fba) throw new Error('no FBA warehouse');
    const adjusted = await client.post(`${base}/warehouses/${fba.ulid}/adjustments`, {
      sku_id: skuId,
      quantity: 400,
      reason: 'Found in a count',
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(201);
    await client.post(`${base}/forecasts/recompute`, { sku_ids: [skuId] });
    const stockRow = async (id: number) => {
      const rows = (await client.get(`${base}/stock?per_page=100`)).body.data as StockRow[];
      return rows.find((row) => row.sku.id === id) as StockRow;
    };
    const row = await vi.waitFor(
      async () => {
        const found = await stockRow(skuId);
        expect(found.storage_per_month?.units).toBeGreaterThan(0);
        return found;
      },
      { timeout: 60_000, interval: 250 },
    );
    // The month's fee ÷ its average units on hand, for the larger of aged and excess units at Amazon.
    const [month] = await server.ctx.db
      .select({
        fee: sql<string>`sum(${fbaStorageFees.estimatedFee})`,
        units: sql<string>`sum(${fbaStorageFees.averageUnits})`,
      })
      .from(fbaStorageFees)
      .where(and(eq(fbaStorageFees.organisationId, organisationId), eq(fbaStorageFees.skuId, skuId)));
    const atAmazon = row.warehouses.find((entry) => entry.warehouse_id === fba.id)?.quantity ?? 0;
    const units = Math.min(Math.max(row.aged_units ?? 0, row.excess_units ?? 0), atAmazon);
    expect(row.storage_per_month).toEqual({
      amount: (Math.round((units * Number(month?.fee) * 100) / Number(month?.units)) / 100).toFixed(2),
      currency: 'USD',
      units,
      month: lastMonth(),
    });
    // A SKU no storage fees report names keeps money at risk as it was, without storage.
    const unnamed = (await client.get(`${base}/stock?per_page=100`)).body.data as StockRow[];
    const storedSkus = new Set(stored.map((fee) => fee.skuId));
    expect(
      unnamed
        .filter((entry) => !storedSkus.has(entry.sku.id))
        .every((entry) => entry.storage_per_month === null),
    ).toBe(true);

    // Orders no settlement has reached yet carry Amazon's estimate, marked; settled ones their fees.
    const orders = (await client.get(`${base}/store-orders?per_page=500`)).body.data as StoreOrder[];
    // A shipped one: an order still pending may yet be cancelled, and then no settlement names it.
    const estimated = orders.find(
      (order) => order.status === 'Shipped' && order.items.some((item) => item.fees_estimated),
    );
    if (!estimated) throw new Error('no order with estimated fees');
    const item = estimated.items.find((line) => line.fees_estimated) as StoreOrder['items'][number];
    const [estimate] = await server.ctx.db
      .select()
      .from(skuEstimatedFees)
      .where(
        and(eq(skuEstimatedFees.organisationId, organisationId), eq(skuEstimatedFees.skuId, item.sku_id)),
      );
    if (!estimate) throw new Error('no estimate');
    const perUnit =
      estimated.fulfillment_channel === 'AFN'
        ? estimate.feeTotal
        : (estimate.referralFee ?? 0) + (estimate.variableClosingFee ?? 0);
    expect(item.fees).toBe(((perUnit * item.quantity) / 100).toFixed(2));
    expect(
      orders.some((order) => order.items.some((line) => line.fees !== null && !line.fees_estimated)),
    ).toBe(true);
    const detail = async () =>
      (await client.get(`${base}/store-orders/${estimated.id}`)).body.data as StoreOrderDetail;
    const before = await detail();
    expect(before.margin.estimated_fees_skus).toContain(item.seller_sku);
    expect(Number(before.margin.estimated_fees)).toBeGreaterThanOrEqual(Number(item.fees));
    expect(Number(before.margin.fees)).toBeGreaterThanOrEqual(Number(before.margin.estimated_fees));

    // Two weeks on, Amazon has settled the order: the next sync reads the settlement, whose fees win.
    const settlements = ofType(requests, SETTLEMENT).length;
    ahead = 15 * 86_400_000;
    await server.ctx.jobs.enqueue(syncSourceJob, { organisationId, reportSourceId: sourceId });
    requests = await settledRequests(client, base, (all) => ofType(all, SETTLEMENT).length > settlements);
    // Last month's storage fees are on file, and the fee preview is not a week old: neither is asked again.
    expect(ofType(requests, STORAGE)).toHaveLength(1);
    expect(ofType(requests, ESTIMATED)).toHaveLength(1);
    const after = await detail();
    const settled = after.items.find((line) => line.id === item.id);
    const [charged] = await server.ctx.db
      .select({ total: sql<string>`sum(${storeOrderFees.amount})` })
      .from(storeOrderFees)
      .where(
        and(
          eq(storeOrderFees.organisationId, organisationId),
          eq(storeOrderFees.orderId, estimated.order_id),
          eq(storeOrderFees.sellerSku, item.seller_sku),
          isNotNull(storeOrderFees.amount),
        ),
      );
    expect(settled).toMatchObject({ fees_estimated: false, fees: (Number(charged?.total) / 100).toFixed(2) });
    expect(after.margin.estimated_fees_skus).not.toContain(item.seller_sku);
  }, 240_000);
});
