import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSpApiSimulator } from './simulator.ts';
import {
  DAY,
  downloadReportDocument,
  parseTabSeparated,
  type SpApiClient,
  sellerClient,
  TEST_NOW,
  testClock,
} from './test-support.ts';
import type { SpApiSimulator } from './types.ts';

const SETTLEMENT = 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2';
const US = 'ATVPDKIKX0DER';
const DE = 'A1PA6795UKMFR9';
const JP = 'A1VC38T7YXB528';

describe('settlement reports', () => {
  let simulator: SpApiSimulator;
  const clock = testClock();
  let na: SpApiClient;
  let eu: SpApiClient;
  let fe: SpApiClient;
  beforeAll(async () => {
    simulator = await startSpApiSimulator({ now: clock.now });
    na = await sellerClient(simulator, 'A2NASIMSELLER1');
    eu = await sellerClient(simulator, 'A2EUSIMSELLER1');
    fe = await sellerClient(simulator, 'A2FESIMSELLER1');
  });
  afterAll(() => simulator.close());

  const listed = async (api: SpApiClient, query: Record<string, string> = {}) => {
    const answer = await api('GET', '/reports/2021-06-30/reports', {
      query: { reportTypes: SETTLEMENT, pageSize: '100', ...query },
    });
    expect(answer.status).toBe(200);
    return answer.json.reports as {
      reportId: string;
      processingStatus: string;
      marketplaceIds: string[];
      dataStartTime: string;
      dataEndTime: string;
      createdTime: string;
      reportDocumentId: string;
    }[];
  };

  it('are listed by getReports, DONE, one per marketplace and 14-day period, never twice', async () => {
    const reports = await listed(na);
    expect(reports.length).toBeGreaterThan(0);
    for (const report of reports) {
      expect(report.processingStatus).toBe('DONE');
      expect(report.reportDocumentId).toMatch(/^amzn1\.spdoc\./);
      expect(report.marketplaceIds).toHaveLength(1);
      expect(Date.parse(report.dataEndTime) - Date.parse(report.dataStartTime)).toBe(14 * DAY);
      expect(Date.parse(report.createdTime)).toBeGreaterThan(Date.parse(report.dataEndTime));
      expect(Date.parse(report.createdTime)).toBeLessThanOrEqual(TEST_NOW);
    }
    expect((await listed(na)).map((report) => report.reportId)).toEqual(
      reports.map((report) => report.reportId),
    );
    // createdSince narrows them as for any report.
    const recent = await listed(na, { createdSince: new Date(TEST_NOW - 15 * DAY).toISOString() });
    expect(recent.length).toBeLessThan(reports.length);
    expect(recent.length).toBeGreaterThan(0);
  });

  it('cannot be requested: Amazon publishes them itself', async () => {
    const answer = await na('POST', '/reports/2021-06-30/reports', {
      body: { reportType: SETTLEMENT, marketplaceIds: [US] },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.errors[0].details).toMatch(/Amazon publishes it/);
  });

  it('serve a gzip document: the summary row first, then orders with fees and refunds without a quantity', async () => {
    const [report] = (await listed(na)).filter((entry) => entry.marketplaceIds[0] === US);
    const document = await downloadReportDocument(na, report?.reportDocumentId as string);
    const { header, rows } = parseTabSeparated(document.text);
    expect(header.slice(0, 3)).toEqual(['settlement-id', 'settlement-start-date', 'settlement-end-date']);
    const [summary, ...lines] = rows;
    expect(summary?.['transaction-type'] ?? '').toBe('');
    expect(summary?.currency).toBe('USD');
    expect(summary?.['settlement-start-date']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/);
    const total = lines.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);
    expect(Math.round(Number(summary?.['total-amount']) * 100)).toBe(total);
    const fees = lines.filter(
      (row) => row['transaction-type'] === 'Order' && row['amount-type'] === 'ItemFees',
    );
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.every((row) => Number(row.amount) < 0 && row.sku && row['order-id'])).toBe(true);
    const refunds = lines.filter((row) => row['transaction-type'] === 'Refund');
    expect(refunds.length).toBeGreaterThan(0);
    const principal = refunds.find((row) => row['amount-description'] === 'Principal');
    expect(Number(principal?.amount)).toBeLessThan(0);
    expect(principal?.['adjustment-id']).toMatch(/^amzn1\.adj\./);
    expect(refunds.every((row) => row['quantity-purchased'] === '')).toBe(true);
    expect(lines.some((row) => row['transaction-type'] === 'other-transaction')).toBe(true);
  });

  it('write the euro marketplaces’ dates day first with dots and amounts with decimal commas', async () => {
    const [report] = (await listed(eu)).filter((entry) => entry.marketplaceIds[0] === DE);
    const { rows } = parseTabSeparated(
      (await downloadReportDocument(eu, report?.reportDocumentId as string)).text,
    );
    expect(rows[0]?.currency).toBe('EUR');
    expect(rows[0]?.['settlement-end-date']).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2} UTC$/);
    expect(rows[1]?.amount).toMatch(/^-?\d+,\d{2}$/);
  });

  it('write Japan’s amounts in whole yen (yen has no minor unit), served as CP932', async () => {
    const [report] = (await listed(fe)).filter((entry) => entry.marketplaceIds[0] === JP);
    const document = await downloadReportDocument(fe, report?.reportDocumentId as string);
    expect(document.contentType).toBe('text/plain; charset=Windows-31J');
    const { rows } = parseTabSeparated(document.text);
    const [summary, ...lines] = rows;
    expect(summary?.currency).toBe('JPY');
    expect(summary?.['total-amount']).toMatch(/^-?\d+$/);
    expect(lines.length).toBeGreaterThan(10);
    const amounts = lines.map((row) => row.amount ?? '');
    expect(amounts.filter((amount) => !/^-?\d+$/.test(amount))).toEqual([]);
    // Tax inside a price and a 15% referral fee are where fractions of a yen would show first.
    expect(lines.some((row) => row['amount-description'] === 'Tax')).toBe(true);
    expect(lines.some((row) => row['amount-description'] === 'Commission')).toBe(true);
    expect(amounts.reduce((sum, amount) => sum + Number(amount), 0)).toBe(Number(summary?.['total-amount']));
    expect(lines.find((row) => row['amount-description'] === 'Subscription Fee')?.amount).toBe('-4900');
  });
});
