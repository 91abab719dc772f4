import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_HEADERS } from './reference-headers.test-data.ts';
import { startSpApiSimulator } from './simulator.ts';
import {
  DAY,
  downloadReportDocument,
  isoDaysBefore,
  parseTabSeparated,
  runReport,
  type SpApiClient,
  sellerClient,
  TEST_NOW,
  testClock,
} from './test-support.ts';
import type { SpApiSimulator } from './types.ts';

const UK = 'A1F83G8C2ARO7P';
const DE = 'A1PA6795UKMFR9';
const EU_SELLER = 'A2EUSIMSELLER1';
const simulators: SpApiSimulator[] = [];

async function simulatorWith(
  options: Parameters<typeof startSpApiSimulator>[0] = {},
): Promise<SpApiSimulator> {
  const simulator = await startSpApiSimulator({ now: testClock().now, ...options });
  simulators.push(simulator);
  return simulator;
}
afterAll(() => Promise.all(simulators.map((simulator) => simulator.close())));

/** A report of the EU seller over the last 30 days, downloaded and parsed by its header (once per simulator). */
const downloaded = new Map<string, ReturnType<typeof fetchEuReport>>();
function euReport(api: SpApiClient, reportType: string, marketplaceIds = [UK, DE]) {
  const key = `${reportType}:${marketplaceIds.join(',')}`;
  const cached = downloaded.get(key) ?? fetchEuReport(api, reportType, marketplaceIds);
  downloaded.set(key, cached);
  return cached;
}

async function fetchEuReport(api: SpApiClient, reportType: string, marketplaceIds: string[]) {
  const { statuses, report } = await runReport(api, {
    reportType,
    marketplaceIds,
    dataStartTime: isoDaysBefore(TEST_NOW, 30),
    dataEndTime: new Date(TEST_NOW).toISOString(),
  });
  const document = await downloadReportDocument(api, report.reportDocumentId);
  const quoted = reportType.startsWith('GET_LEDGER_');
  return { statuses, report, document, ...parseTabSeparated(document.text, { quoted }) };
}

describe('report lifecycle', () => {
  let api: SpApiClient;
  beforeAll(async () => {
    api = await sellerClient(await simulatorWith(), EU_SELLER);
  });

  it('accepts a report with 202 and moves it IN_QUEUE, IN_PROGRESS, DONE over three polls', async () => {
    const created = await api('POST', '/reports/2021-06-30/reports', {
      body: { reportType: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', marketplaceIds: [DE] },
    });
    expect(created.status).toBe(202);
    expect(created.json).toEqual({ reportId: expect.stringMatching(/^\d+$/) });
    const polls = [];
    for (let poll = 0; poll < 4; poll++)
      polls.push((await api('GET', `/reports/2021-06-30/reports/${created.json.reportId}`)).json);
    expect(polls.map((report) => report.processingStatus)).toEqual([
      'IN_QUEUE',
      'IN_PROGRESS',
      'DONE',
      'DONE',
    ]);
    expect(polls[0].reportDocumentId).toBeUndefined();
    expect(polls[2]).toEqual({
      marketplaceIds: [DE],
      reportId: created.json.reportId,
      reportType: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA',
      dataStartTime: '2025-05-19T12:00:00Z',
      dataEndTime: '2025-06-18T12:00:00Z',
      createdTime: '2025-06-18T12:00:00Z',
      processingStatus: 'DONE',
      processingStartTime: '2025-06-18T12:00:00Z',
      processingEndTime: '2025-06-18T12:00:00Z',
      reportDocumentId: expect.stringMatching(/^amzn1\.spdoc\.1\.4\.eu\.[0-9a-f-]{36}$/),
    });
    const document = await api('GET', `/reports/2021-06-30/documents/${polls[2].reportDocumentId}`);
    expect(document.json).toEqual({
      reportDocumentId: polls[2].reportDocumentId,
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/report-documents\/.+X-Amz-Expires=300/),
      compressionAlgorithm: 'GZIP',
    });
  });

  it('cancels a report still in the queue, and no other', async () => {
    const queued = await api('POST', '/reports/2021-06-30/reports', {
      body: { reportType: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', marketplaceIds: [UK] },
    });
    const cancel = await api('DELETE', `/reports/2021-06-30/reports/${queued.json.reportId}`);
    expect(cancel.status).toBe(200);
    expect(
      (await api('GET', `/reports/2021-06-30/reports/${queued.json.reportId}`)).json.processingStatus,
    ).toBe('CANCELLED');

    const { reportId } = await runReport(api, {
      reportType: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA',
      marketplaceIds: [UK],
    });
    const tooLate = await api('DELETE', `/reports/2021-06-30/reports/${reportId}`);
    expect(tooLate.status).toBe(400);
    expect(tooLate.json.errors[0].code).toBe('InvalidInput');
  });

  it('refuses unknown report types, foreign marketplaces and future dates with 400 InvalidInput', async () => {
    const bodies = [
      { reportType: 'GET_NOT_A_REPORT', marketplaceIds: [DE] },
      { reportType: 'GET_FBA_REIMBURSEMENTS_DATA', marketplaceIds: ['ATVPDKIKX0DER'] },
      {
        reportType: 'GET_FBA_REIMBURSEMENTS_DATA',
        marketplaceIds: [DE],
        dataStartTime: new Date(TEST_NOW + DAY).toISOString(),
      },
      { reportType: 'GET_FBA_REIMBURSEMENTS_DATA' },
    ];
    for (const body of bodies) {
      const answer = await api('POST', '/reports/2021-06-30/reports', { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.errors[0].code).toBe('InvalidInput');
      expect(answer.headers.get('x-amzn-ratelimit-limit')).toBe('0.0167');
    }
  });

  it("answers 404 for another seller's report", async () => {
    const { reportId } = await runReport(api, {
      reportType: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA',
      marketplaceIds: [DE],
    });
    const simulator = simulators[0] as SpApiSimulator;
    const other = await sellerClient(simulator, 'A2NASIMSELLER1');
    expect((await other('GET', `/reports/2021-06-30/reports/${reportId}`)).status).toBe(404);
  });
});

describe('report documents in the reference formats', () => {
  let api: SpApiClient;
  beforeAll(async () => {
    api = await sellerClient(await simulatorWith(), EU_SELLER);
  });

  it.each(Object.keys(REFERENCE_HEADERS))(
    '%s: the header line is the reference header and every row has its width',
    async (reportType) => {
      const { document, header, widths, rows } = await euReport(api, reportType);
      expect(document.contentType).toBe('text/plain; charset=Cp1252');
      expect(document.text.split('\n')[0]).toBe(REFERENCE_HEADERS[reportType]);
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(widths)).toEqual(new Set([header.length]));
    },
  );

  it('writes all orders one line per item: Amazon and Merchant, cancellations, several lines per order, GB addresses', async () => {
    const { rows } = await euReport(api, 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL');
    expect(new Set(rows.map((row) => row['fulfillment-channel']))).toEqual(new Set(['Amazon', 'Merchant']));
    expect(new Set(rows.map((row) => row['sales-channel']))).toEqual(new Set(['Amazon.co.uk', 'Amazon.de']));
    expect(
      rows
        .filter((row) => row['order-status'] === 'Cancelled')
        .every((row) => row['item-status'] === 'Cancelled'),
    ).toBe(true);
    expect(rows.some((row) => row['order-status'] === 'Cancelled')).toBe(true);
    const linesPerOrder = new Map<string, number>();
    for (const row of rows)
      linesPerOrder.set(
        row['amazon-order-id'] as string,
        (linesPerOrder.get(row['amazon-order-id'] as string) ?? 0) + 1,
      );
    expect(Math.max(...linesPerOrder.values())).toBeGreaterThan(1);
    expect(rows.some((row) => row['ship-country'] === 'GB')).toBe(true);
    expect(rows.some((row) => row['sales-channel'] === 'Amazon.de' && row['ship-country'] === 'DE')).toBe(
      true,
    );
    for (const row of rows) {
      const purchased = Date.parse(row['purchase-date'] as string);
      expect(purchased).toBeGreaterThanOrEqual(TEST_NOW - 30 * DAY);
      expect(purchased).toBeLessThanOrEqual(TEST_NOW);
      expect(row['amazon-order-id']).toMatch(/^\d{3}-\d{7}-\d{7}$/);
      expect(row['item-price']).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('writes the FBA inventory with warehouse = fulfillable + unsellable + reserved', async () => {
    const { rows } = await euReport(api, 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', [DE]);
    for (const row of rows) {
      expect(row.fnsku).toMatch(/^X00[0-9A-Z]{7}$/);
      const count = (name: string) => Number(row[name]);
      expect(count('afn-warehouse-quantity')).toBe(
        count('afn-fulfillable-quantity') + count('afn-unsellable-quantity') + count('afn-reserved-quantity'),
      );
      expect(count('afn-total-quantity')).toBeGreaterThanOrEqual(count('afn-warehouse-quantity'));
    }
    expect(rows.some((row) => Number(row['afn-fulfillable-quantity']) > 0)).toBe(true);
  });

  it("writes Amazon's restock advice for the marketplace's stock: agreeing, differing, or none", async () => {
    const { rows } = await euReport(api, 'GET_RESTOCK_INVENTORY_RECOMMENDATIONS_REPORT', [DE]);
    const inventory = (await euReport(api, 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', [DE])).rows;
    expect(rows.map((row) => row['Merchant SKU']).sort()).toEqual(inventory.map((row) => row.sku).sort());
    const count = (row: Record<string, string | undefined>, name: string) => Number(row[name]);
    const kinds = { none: 0, agrees: 0, differs: 0 };
    for (const row of rows) {
      expect(row.Country).toBe('DE');
      const stocked = inventory.find((entry) => entry.sku === row['Merchant SKU']);
      expect(count(row, 'Available')).toBe(Number(stocked?.['afn-fulfillable-quantity']));
      const advised = row['Recommended replenishment qty'];
      if (advised === '') {
        expect(row['Recommended ship date']).toBe('');
        kinds.none++;
        continue;
      }
      // What 90 days of the units sold over the last 30 would ask, less the stock there and inbound.
      const sensible = Math.max(
        0,
        Math.ceil(
          (count(row, 'Units Sold Last 30 Days') / 30) * 90 -
            count(row, 'Available') -
            count(row, 'Customer Order') -
            count(row, 'Inbound'),
        ),
      );
      if (Number(advised) > 0) {
        expect(row['Recommended ship date']).toMatch(/^2025-0[6-8]-\d{2}$/);
        if (Math.abs(Number(advised) - sensible) <= Math.max(2, sensible * 0.1)) kinds.agrees++;
        else kinds.differs++;
      } else expect(row['Recommended ship date']).toBe('');
    }
    expect(kinds.none).toBeGreaterThan(0);
    expect(kinds.agrees).toBeGreaterThan(0);
    expect(kinds.differs).toBeGreaterThan(0);

    // France ships from German stock: its own report has nothing in it, and Amazon cancels it.
    const { report } = await runReport(api, {
      reportType: 'GET_RESTOCK_INVENTORY_RECOMMENDATIONS_REPORT',
      marketplaceIds: ['A13V1IB3VIYZZH'],
    });
    expect(report.processingStatus).toBe('CANCELLED');
  });

  it('writes the ledger quoted, with shipments, receipts of inbound shipments, returns and adjustments', async () => {
    const { rows } = await euReport(api, 'GET_LEDGER_DETAIL_VIEW_DATA');
    expect(new Set(rows.map((row) => row['Event Type']))).toEqual(
      new Set(['Shipments', 'Receipts', 'CustomerReturns', 'Adjustments']),
    );
    expect(
      rows
        .filter((row) => row['Event Type'] === 'Receipts')
        .every((row) => /^FBA1[0-9A-Z]{8}$/.test(row['Reference ID'] as string)),
    ).toBe(true);
    expect(
      rows.filter((row) => row['Event Type'] === 'Shipments').every((row) => Number(row.Quantity) < 0),
    ).toBe(true);
    expect(new Set(rows.map((row) => row.Country))).toEqual(new Set(['GB', 'DE']));
    expect(rows[0]?.Date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('writes reimbursements whose totals are unit amount times quantity', async () => {
    const { rows } = await euReport(api, 'GET_FBA_REIMBURSEMENTS_DATA');
    for (const row of rows) {
      expect(Number(row['amount-total'])).toBeCloseTo(
        Number(row['amount-per-unit']) * Number(row['quantity-reimbursed-total']),
        2,
      );
      expect(['Lost_Warehouse', 'Damaged_Warehouse', 'Lost_Inbound', 'CustomerReturn']).toContain(row.reason);
    }
    expect(
      rows
        .filter((row) => row.reason === 'Lost_Inbound')
        .every((row) => /^\d{10}$/.test(row['case-id'] as string)),
    ).toBe(true);
  });

  it('writes the storage fees of the months Amazon has charged: each line its units’ volume at the rate', async () => {
    // The window starts 19 May and the report is asked for on 18 June: May is charged, June is not yet.
    const { rows } = await euReport(api, 'GET_FBA_STORAGE_FEE_CHARGES_DATA', [DE]);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.month_of_charge))).toEqual(new Set(['2025-05']));
    const number = (row: Record<string, string | undefined>, name: string) => Number(row[name]);
    for (const row of rows) {
      expect(row).toMatchObject({ country_code: 'DE', currency: 'EUR', volume_units: 'cubic meters' });
      expect(row.fnsku).toMatch(/^X00[0-9A-Z]{7}$/);
      expect(number(row, 'estimated_total_item_volume')).toBeCloseTo(
        number(row, 'average_quantity_on_hand') * number(row, 'item_volume'),
        3,
      );
      expect(number(row, 'estimated_monthly_storage_fee')).toBeCloseTo(
        number(row, 'estimated_total_item_volume') * number(row, 'storage_rate'),
        1,
      );
    }
    const { report } = await runReport(api, {
      reportType: 'GET_FBA_STORAGE_FEE_CHARGES_DATA',
      marketplaceIds: [DE],
      dataStartTime: '2025-06-01T00:00:00Z',
      dataEndTime: new Date(TEST_NOW).toISOString(),
    });
    expect(report.processingStatus).toBe('CANCELLED');
  });

  it('writes the fee preview the settlement charges: the referral fee, and the fulfilment fee of FBA listings', async () => {
    const { rows } = await euReport(api, 'GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA', [DE]);
    const number = (row: Record<string, string | undefined>, name: string) => Number(row[name]);
    expect(new Set(rows.map((row) => row['fulfilled-by']))).toEqual(new Set(['Amazon', 'Merchant']));
    for (const row of rows) {
      expect(row.currency).toBe('EUR');
      expect(number(row, 'estimated-referral-fee-per-unit')).toBeCloseTo(0.15 * number(row, 'your-price'), 2);
      const fulfilment = row['expected-domestic-fulfilment-fee-per-unit'];
      if (row['fulfilled-by'] === 'Merchant') expect(fulfilment).toBe('--');
      expect(number(row, 'estimated-fee-total')).toBeCloseTo(
        number(row, 'estimated-referral-fee-per-unit') + (fulfilment === '--' ? 0 : Number(fulfilment)),
        2,
      );
    }
  });

  it('writes returns of orders from the same marketplaces', async () => {
    const { rows } = await euReport(api, 'GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA', [DE]);
    expect(rows.every((row) => (row['order-id'] as string).startsWith('302-'))).toBe(true);
    expect(new Set(rows.map((row) => row['detailed-disposition'])).has('SELLABLE')).toBe(true);
  });
});

describe('report listing', () => {
  let api: SpApiClient;
  beforeAll(async () => {
    api = await sellerClient(await simulatorWith(), EU_SELLER);
    for (const marketplaceId of [UK, DE, UK]) {
      await api('POST', '/reports/2021-06-30/reports', {
        body: { reportType: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', marketplaceIds: [marketplaceId] },
      });
    }
    await api('POST', '/reports/2021-06-30/reports', {
      body: { reportType: 'GET_FBA_REIMBURSEMENTS_DATA', marketplaceIds: [DE] },
    });
  });

  it('pages with nextToken, which must come alone', async () => {
    const first = await api('GET', '/reports/2021-06-30/reports', {
      query: { reportTypes: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', pageSize: '2' },
    });
    expect(first.status).toBe(200);
    expect(first.json.reports).toHaveLength(2);
    expect(first.json.nextToken).toEqual(expect.any(String));
    const second = await api('GET', '/reports/2021-06-30/reports', {
      query: { nextToken: first.json.nextToken },
    });
    expect(second.json.reports).toHaveLength(1);
    expect(second.json.nextToken).toBeUndefined();
    const ids = [...first.json.reports, ...second.json.reports].map(
      (report: { reportId: string }) => report.reportId,
    );
    expect(new Set(ids).size).toBe(3);

    const mixed = await api('GET', '/reports/2021-06-30/reports', {
      query: { nextToken: first.json.nextToken, pageSize: '2' },
    });
    expect(mixed.status).toBe(400);
  });

  it('filters by type, status and marketplace, and needs reportTypes', async () => {
    const byMarketplace = await api('GET', '/reports/2021-06-30/reports', {
      query: {
        reportTypes: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA,GET_FBA_REIMBURSEMENTS_DATA',
        marketplaceIds: DE,
      },
    });
    expect(byMarketplace.json.reports).toHaveLength(2);
    const done = await api('GET', '/reports/2021-06-30/reports', {
      query: { reportTypes: 'GET_FBA_REIMBURSEMENTS_DATA', processingStatuses: 'DONE' },
    });
    expect(done.json.reports).toEqual([]);
    expect((await api('GET', '/reports/2021-06-30/reports')).status).toBe(400);
  });
});

describe('report endings other than DONE', () => {
  let simulator: SpApiSimulator;
  let api: SpApiClient;
  beforeAll(async () => {
    simulator = await simulatorWith();
    api = await sellerClient(simulator, EU_SELLER);
  });

  it('ends the next report of a type FATAL, with a document that explains the error', async () => {
    simulator.control.failNextReport('GET_LEDGER_DETAIL_VIEW_DATA', 'FATAL');
    const failed = await runReport(api, { reportType: 'GET_LEDGER_DETAIL_VIEW_DATA', marketplaceIds: [DE] });
    expect(failed.statuses).toEqual(['IN_QUEUE', 'IN_PROGRESS', 'FATAL']);
    expect(failed.report.reportDocumentId).toEqual(expect.any(String));
    const document = await downloadReportDocument(api, failed.report.reportDocumentId);
    expect(JSON.parse(document.text)).toEqual({
      errorDetails: expect.stringContaining('could not be processed'),
    });

    const next = await runReport(api, { reportType: 'GET_LEDGER_DETAIL_VIEW_DATA', marketplaceIds: [DE] });
    expect(next.report.processingStatus).toBe('DONE');
  });

  it('ends the next report of a type CANCELLED, without a document', async () => {
    simulator.control.failNextReport('GET_FBA_REIMBURSEMENTS_DATA', 'CANCELLED');
    const cancelled = await runReport(api, {
      reportType: 'GET_FBA_REIMBURSEMENTS_DATA',
      marketplaceIds: [DE],
    });
    expect(cancelled.report.processingStatus).toBe('CANCELLED');
    expect(cancelled.report.reportDocumentId).toBeUndefined();
  });

  it('cancels a report that has no data, as Amazon does', async () => {
    const empty = await runReport(api, {
      reportType: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
      marketplaceIds: [DE],
      dataStartTime: isoDaysBefore(TEST_NOW, 400),
      dataEndTime: isoDaysBefore(TEST_NOW, 399),
    });
    expect(empty.report.processingStatus).toBe('CANCELLED');
  });

  it('can be told to finish reports on the first poll', async () => {
    const quick = await sellerClient(await simulatorWith({ reportPollsUntilDone: 0 }), EU_SELLER);
    const { statuses } = await runReport(quick, {
      reportType: 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA',
      marketplaceIds: [DE],
    });
    expect(statuses).toEqual(['DONE']);
  });
});
