import type { ForecastDetail, ForecastSummary, ReportRequest } from '@backoffice/shared';
import { type SpApiSimulator, startSpApiSimulator } from '@backoffice/sp-api-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonStandInConfig } from '../../testing/amazon-stand-in-config.ts';
import { catalogOrganisation } from '../../testing/catalog-fixtures.ts';
import { outcome, report, upload } from '../../testing/report-fixtures.ts';
import { connectStandInSeller } from '../../testing/stand-in-seller.ts';
import { useTestServer } from '../../testing/test-server.ts';

/**
 * Amazon's restock advice end to end: the daily sync asks the SP-API stand-in for the restock
 * report of the source's marketplace, keeps its advice, and the forecasts list and a SKU's
 * forecast show it beside ours; a newer report (an upload) replaces it, an older one does not.
 */
const US = 'ATVPDKIKX0DER';
const RESTOCK = 'GET_RESTOCK_INVENTORY_RECOMMENDATIONS_REPORT';
let simulator: SpApiSimulator;
const overrides: Record<string, string> = { REPORT_POLL_SECONDS: '0' };
beforeAll(async () => {
  simulator = await startSpApiSimulator({ ordersPerDay: 4, historyDays: 40 });
  Object.assign(overrides, amazonStandInConfig(simulator));
});
afterAll(() => simulator?.close());
const server = useTestServer(overrides);

/** The document's lines by SKU, by column name. */
function documentRows(text: string): Map<string, Record<string, string>> {
  const [header = '', ...lines] = text.trim().split('\n');
  const names = header.split('\t');
  return new Map(
    lines.map((line) => {
      const cells = line.split('\t');
      const row = Object.fromEntries(names.map((name, index) => [name, cells[index] ?? '']));
      return [row['Merchant SKU'] as string, row];
    }),
  );
}

describe("Amazon's restock advice", () => {
  it('is requested by the sync, kept, shown beside ours, and replaced only by a newer report', async () => {
    const { client, base } = await catalogOrganisation(server);
    const { sourceId } = await connectStandInSeller(server, simulator, { client, base });

    expect((await client.post(`${base}/report-sources/${sourceId}/sync`, {})).status).toBe(202);
    const deadline = Date.now() + 90_000;
    let requested: ReportRequest | undefined;
    while (!requested) {
      const all = (await client.get(`${base}/report-requests?report_type=${RESTOCK}`)).body
        .data as ReportRequest[];
      requested = all[0];
      if (Date.now() > deadline) throw new Error('the sync asked for no restock report');
      if (!requested) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const done = await outcome(client, base, requested.id, 90_000);
    expect(done).toMatchObject({
      status: 'PROCESSED',
      origin: 'requested',
      marketplace_ids: [US],
      rows_failed: 0,
    });
    expect(done.counts.restock_advice).toBe(done.rows_written);
    const rows = documentRows(String((await client.get(`${base}/report-requests/${done.id}/document`)).body));
    expect(rows.size).toBe(done.rows_written);

    // The forecasts list: Amazon's figures as the document states them, ours minus Amazon's, once
    // the forecasts the sync's reports set off are made.
    const compared = (rows: ForecastSummary[]) =>
      rows.filter((row) => row.replenishment && row.amazon_restock?.recommended_quantity != null);
    let list: ForecastSummary[] = [];
    while (compared(list).length === 0) {
      list = (await client.get(`${base}/forecasts?per_page=100`)).body.data as ForecastSummary[];
      if (Date.now() > deadline) throw new Error('no forecast beside Amazon advice');
      if (compared(list).length === 0) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const advised = list.filter((row) => rows.has(row.sku.sku_id));
    expect(advised).toHaveLength(rows.size);
    let blank = 0;
    for (const row of advised) {
      const line = rows.get(row.sku.sku_id) as Record<string, string>;
      const quantity = line['Recommended replenishment qty']
        ? Number(line['Recommended replenishment qty'])
        : null;
      const ours = row.replenishment?.recommended_order_quantity ?? null;
      expect(row.amazon_restock).toMatchObject({
        recommended_quantity: quantity,
        recommended_ship_date: line['Recommended ship date'] || null,
        as_of: done.requested_at,
        difference_quantity: ours === null || quantity === null ? null : ours - quantity,
        marketplaces: [{ marketplace_id: US, marketplace_name: 'Amazon.com', report_request_id: done.id }],
      });
      if (quantity === null) blank++;
    }
    expect(blank).toBeGreaterThan(0);
    expect(list.filter((row) => !rows.has(row.sku.sku_id)).every((row) => row.amazon_restock === null)).toBe(
      true,
    );

    // A SKU's forecast: the marketplace's advice with its alert and days of supply.
    const [sku, line] = [...rows].find(([, each]) => each['Recommended replenishment qty'] !== '') ?? [];
    const summary = list.find((row) => row.sku.sku_id === sku) as ForecastSummary;
    const detail = (await client.get(`${base}/forecasts/${summary.sku.id}`)).body.data as ForecastDetail;
    expect(detail.amazon_restock?.marketplaces).toEqual([
      {
        marketplace_id: US,
        marketplace_name: 'Amazon.com',
        country_code: 'US',
        recommended_quantity: Number(line?.['Recommended replenishment qty']),
        recommended_ship_date: line?.['Recommended ship date'] || null,
        alert: line?.Alert || null,
        days_of_supply: Number(line?.['Days of Supply at Amazon Fulfillment Network']),
        as_of: done.requested_at,
        report_request_id: done.id,
      },
    ]);

    // A newer report, uploaded as downloaded from Seller Central, replaces the advice of the US.
    const newer = await upload(
      client,
      base,
      { report_source_id: String(sourceId), report_type: RESTOCK },
      report(RESTOCK, [
        {
          Country: 'US',
          'Merchant SKU': sku as string,
          'Recommended replenishment qty': '7',
          Alert: 'reorder_now',
        },
      ]),
    );
    expect(await outcome(client, base, newer.id)).toMatchObject({
      status: 'PROCESSED',
      counts: { restock_advice: 1 },
    });
    const after = (await client.get(`${base}/forecasts?per_page=100`)).body.data as ForecastSummary[];
    expect(
      after
        .filter((row) => row.amazon_restock !== null)
        .map((row) => [row.sku.sku_id, row.amazon_restock?.recommended_quantity]),
    ).toEqual([[sku, 7]]);

    // The older report processed again is older than the advice kept: it changes nothing.
    expect((await client.post(`${base}/report-requests/${done.id}/process`, {})).status).toBe(202);
    const again = await outcome(client, base, done.id);
    expect(again.counts).toMatchObject({ restock_advice_outdated: rows.size });
    const still = (await client.get(`${base}/forecasts/${summary.sku.id}`)).body.data as ForecastDetail;
    expect(still.amazon_restock).toMatchObject({
      recommended_quantity: 7,
      marketplaces: [{ alert: 'reorder_now' }],
    });
  }, 180_000);
});
