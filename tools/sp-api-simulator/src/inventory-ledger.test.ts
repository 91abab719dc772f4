import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSpApiSimulator } from './simulator.ts';
import {
  DAY,
  downloadReportDocument,
  parseTabSeparated,
  runReport,
  type SpApiClient,
  sellerClient,
  testClock,
} from './test-support.ts';
import type { SpApiSimulator } from './types.ts';

const DE = 'A1PA6795UKMFR9';
const clock = testClock();
let simulator: SpApiSimulator;
let api: SpApiClient;

beforeAll(async () => {
  simulator = await startSpApiSimulator({ now: clock.now, accessTokenSeconds: 30 * 24 * 3600 });
  api = await sellerClient(simulator, 'A2EUSIMSELLER1');
});
afterAll(() => simulator.close());

async function inventory(): Promise<Map<string, { sellable: number; unsellable: number }>> {
  const { report } = await runReport(api, {
    reportType: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA',
    marketplaceIds: [DE],
  });
  const { rows } = parseTabSeparated((await downloadReportDocument(api, report.reportDocumentId)).text);
  return new Map(
    rows.map((row) => [
      row.sku as string,
      {
        // Units held for unshipped orders are still in the ledger's SELLABLE balance.
        sellable: Number(row['afn-fulfillable-quantity']) + Number(row['afn-reserved-quantity']),
        unsellable: Number(row['afn-unsellable-quantity']),
      },
    ]),
  );
}

describe('inventory and ledger', () => {
  it('change together: what the stock gained in three days is what the ledger recorded', async () => {
    const before = await inventory();
    const fromMs = clock.ms;
    clock.advance(3 * DAY);
    const after = await inventory();
    const { report } = await runReport(api, {
      reportType: 'GET_LEDGER_DETAIL_VIEW_DATA',
      marketplaceIds: [DE],
      dataStartTime: new Date(fromMs + 1).toISOString(),
      dataEndTime: new Date(clock.ms).toISOString(),
    });
    const { rows } = parseTabSeparated((await downloadReportDocument(api, report.reportDocumentId)).text, {
      quoted: true,
    });
    expect(new Set(rows.map((row) => row['Event Type']))).toContain('Shipments');

    const moved = new Map<string, { sellable: number; unsellable: number }>();
    for (const row of rows.filter((entry) => entry.Country === 'DE')) {
      const entry = moved.get(row.MSKU as string) ?? { sellable: 0, unsellable: 0 };
      if (row.Disposition === 'SELLABLE') entry.sellable += Number(row.Quantity);
      else entry.unsellable += Number(row.Quantity);
      moved.set(row.MSKU as string, entry);
    }
    for (const [sku, now] of after) {
      const then = before.get(sku) ?? { sellable: 0, unsellable: 0 };
      const change = moved.get(sku) ?? { sellable: 0, unsellable: 0 };
      expect({
        sku,
        sellable: now.sellable - then.sellable,
        unsellable: now.unsellable - then.unsellable,
      }).toEqual({
        sku,
        ...change,
      });
    }
  });
});
