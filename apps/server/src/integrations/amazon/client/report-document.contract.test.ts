import { type SpApiSimulator, startSpApiSimulator } from '@backoffice/sp-api-simulator';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeReport, readErrorDocument, readReport } from '../reports/index.ts';
import { collect, simulatorEndpoints, statusesOf, testClock } from './contract-test-support.ts';
import { downloadReportDocument } from './report-document-download.ts';
import { createSpApiClient, type SpApiClient } from './sp-api-client.ts';

const clock = testClock();
let simulator: SpApiSimulator;
beforeAll(async () => {
  simulator = await startSpApiSimulator({ now: clock.now, reportPollsUntilDone: 1 });
});
afterAll(() => simulator?.close());

const client = (region: 'eu' | 'fe', seller: string) =>
  createSpApiClient({
    endpoints: simulatorEndpoints(simulator),
    region,
    refreshToken: simulator.control.issueRefreshToken(seller),
    now: clock.now,
  });

/** A finished report's document id. */
async function documentOf(spApi: SpApiClient, reportType: string, marketplaceId: string, days = 7) {
  const { reportId } = await spApi.createReport({
    reportType,
    marketplaceIds: [marketplaceId],
    dataStartTime: new Date(clock.now().getTime() - days * 86_400_000),
  });
  for (let poll = 0; poll < 5; poll++) {
    const report = await spApi.getReport(reportId);
    if (report.reportDocumentId) return report.reportDocumentId;
  }
  throw new Error('no document');
}

describe('report documents against the simulator', () => {
  it('streams a gzipped document unzipped, in chunks, with the charset it was served in', async () => {
    const spApi = client('eu', 'A2EUSIMSELLER1');
    const documentId = await documentOf(
      spApi,
      'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
      'A1PA6795UKMFR9',
      60,
    );
    const document = await spApi.getReportDocument(documentId);
    expect(document).toMatchObject({ reportDocumentId: documentId, compressionAlgorithm: 'GZIP' });

    const downloaded = await spApi.downloadReportDocument(documentId);
    expect(downloaded.charset).toBe('Cp1252');
    expect(downloaded.contentLength).toBeNull();
    const chunks = await collect(downloaded.body);
    // Arrives as it is unzipped, never as one buffered body.
    expect(chunks.length).toBeGreaterThan(1);
    const text = iconv.decode(Buffer.concat(chunks), 'win1252');
    const [header, ...rows] = text.trimEnd().split('\n');
    expect(header?.split('\t').slice(0, 3)).toEqual([
      'amazon-order-id',
      'merchant-order-id',
      'purchase-date',
    ]);
    expect(rows.length).toBeGreaterThan(100);
  });

  it("gives Japan's documents' charset (Windows-31J) for the reader to decode", async () => {
    const spApi = client('fe', 'A2FESIMSELLER1');
    const documentId = await documentOf(spApi, 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', 'A1VC38T7YXB528');
    const downloaded = await spApi.downloadReportDocument(documentId);
    expect(downloaded.charset).toBe('Windows-31J');
    const text = iconv.decode(Buffer.concat(await collect(downloaded.body)), 'Shift_JIS');
    expect(text.split('\n')[0]).toMatch(/^sku\tfnsku\tasin\tproduct-name/);
  });

  it('reads the document of a FATAL report as its explanation, and a CANCELLED report has none', async () => {
    const spApi = client('eu', 'A2EUSIMSELLER1');
    const ended = async (status: 'FATAL' | 'CANCELLED') => {
      simulator.control.failNextReport('GET_FBA_REIMBURSEMENTS_DATA', status);
      const { reportId } = await spApi.createReport({
        reportType: 'GET_FBA_REIMBURSEMENTS_DATA',
        marketplaceIds: ['A1PA6795UKMFR9'],
      });
      for (let poll = 0; poll < 5; poll++) {
        const report = await spApi.getReport(reportId);
        if (report.processingStatus === status) return report;
      }
      throw new Error(`not ${status}`);
    };
    const fatal = await ended('FATAL');
    const downloaded = await spApi.downloadReportDocument(fatal.reportDocumentId as string);
    const text = await readErrorDocument(downloaded.body, { charset: downloaded.charset });
    expect(JSON.parse(text)).toEqual({ errorDetails: expect.stringMatching(/\w/) });
    expect((await ended('CANCELLED')).reportDocumentId).toBeNull();
  });

  it("reads Japan's settlement whole, as Amazon serves it: CP932, amounts in whole yen", async () => {
    const spApi = client('fe', 'A2FESIMSELLER1');
    const settlements = await collect(
      spApi.listReports({ reportTypes: ['GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2'], pageSize: 100 }),
    );
    const settlement = settlements.find((report) => report.marketplaceIds[0] === 'A1VC38T7YXB528');
    expect(settlement?.processingStatus).toBe('DONE');
    const downloaded = await spApi.downloadReportDocument(settlement?.reportDocumentId as string);
    expect(downloaded.charset).toBe('Windows-31J');
    const lines = await collect(
      readReport(
        'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2',
        decodeReport(downloaded.body, { charset: downloaded.charset }),
      ),
    );
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.filter((line) => !line.ok)).toEqual([]);
    // Nothing had to be rounded: the stand-in writes yen as Amazon does, without decimals.
    expect(lines.filter((line) => line.ok && line.rounded)).toEqual([]);
    const rows = lines.flatMap((line) => (line.ok ? [line.row] : []));
    const [summary, ...amounts] = rows;
    expect(summary).toMatchObject({ kind: 'summary', currency: 'JPY' });
    const total = amounts.reduce((sum, row) => sum + (row.kind === 'transaction' ? row.amount : 0), 0);
    expect(summary?.kind === 'summary' && summary.totalAmount).toBe(total);
  });

  it('asks for a fresh URL once when the one it holds has expired (five minutes)', async () => {
    const spApi = client('eu', 'A2EUSIMSELLER1');
    const documentId = await documentOf(spApi, 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', 'A1PA6795UKMFR9');
    const stale = await spApi.getReportDocument(documentId);
    clock.advance(6 * 60_000);
    let asked = 0;
    const before = statusesOf(simulator, 'downloadReportDocument').length;
    const downloaded = await downloadReportDocument({
      reportDocumentId: documentId,
      // The first answer is the URL fetched six minutes ago; then Amazon (the simulator) is asked.
      getReportDocument: async (id) => (++asked === 1 ? stale : spApi.getReportDocument(id)),
      policy: { maxAttempts: 3, sleep: async () => undefined, random: () => 1, now: clock.now },
    });
    const text = Buffer.concat(await collect(downloaded.body)).toString('latin1');
    expect(text.split('\n')[0]).toMatch(/^sku\tfnsku\tasin/);
    expect(asked).toBe(2);
    expect(statusesOf(simulator, 'downloadReportDocument').slice(before)).toEqual([403, 200]);
  });
});
