import { afterAll, describe, expect, it } from 'vitest';
import { REFERENCE_HEADERS } from './reference-headers.test-data.ts';
import { startSpApiSimulator } from './simulator.ts';
import {
  DAY,
  download,
  downloadReportDocument,
  isoDaysBefore,
  MINUTE,
  parseTabSeparated,
  runReport,
  type SpApiClient,
  sellerClient,
  TEST_NOW,
  testClock,
} from './test-support.ts';
import type { SimulatorOptions, SpApiSimulator } from './types.ts';

const simulators: SpApiSimulator[] = [];
afterAll(() => Promise.all(simulators.map((simulator) => simulator.close())));

async function clientOf(sellingPartnerId: string, options: SimulatorOptions = {}): Promise<SpApiClient> {
  const simulator = await startSpApiSimulator({ now: testClock().now, ...options });
  simulators.push(simulator);
  return sellerClient(simulator, sellingPartnerId);
}

async function documentId(
  api: SpApiClient,
  reportType: string,
  marketplaceIds: string[],
  days = 14,
): Promise<string> {
  const { report } = await runReport(api, {
    reportType,
    marketplaceIds,
    dataStartTime: isoDaysBefore(TEST_NOW, days),
    dataEndTime: new Date(TEST_NOW).toISOString(),
  });
  return report.reportDocumentId;
}

describe('document charsets', () => {
  it('serves a Japanese report in Windows-31J (CP932) bytes, with Japanese titles and addresses', async () => {
    const api = await clientOf('A2FESIMSELLER1');
    const document = await downloadReportDocument(
      api,
      await documentId(api, 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL', ['A1VC38T7YXB528']),
    );
    expect(document.contentType).toBe('text/plain; charset=Windows-31J');
    const { rows } = parseTabSeparated(document.text);
    expect(rows.some((row) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(row['product-name'] as string))).toBe(true);
    expect(rows.some((row) => row['ship-state'] === '東京都' || row['ship-state'] === '大阪府')).toBe(true);
    // In CP932 'ス' is 0x83 0x58; in UTF-8 it would be E3 82 B9.
    expect(document.bytes.includes(Buffer.from([0xe3, 0x82, 0xb9]))).toBe(false);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(document.bytes)).toThrow();
    // Yen has no minor unit: prices, the consumption tax inside them and discounts are whole yen.
    const amounts = rows.flatMap((row) =>
      ['item-price', 'item-tax', 'shipping-price', 'item-promotion-discount'].map(
        (column) => row[column] ?? '',
      ),
    );
    expect(amounts.some((amount) => amount !== '')).toBe(true);
    expect(amounts.filter((amount) => amount !== '' && !/^-?\d+$/.test(amount))).toEqual([]);
  });

  it('writes a Japanese reimbursement in whole yen', async () => {
    const api = await clientOf('A2FESIMSELLER1');
    const document = await downloadReportDocument(
      api,
      await documentId(api, 'GET_FBA_REIMBURSEMENTS_DATA', ['A1VC38T7YXB528'], 60),
    );
    const { rows } = parseTabSeparated(document.text);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row['currency-unit'] === 'JPY')).toBe(true);
    const amounts = rows.flatMap((row) => [row['amount-per-unit'] ?? '', row['amount-total'] ?? '']);
    expect(amounts.filter((amount) => !/^\d+$/.test(amount))).toEqual([]);
  });

  it('serves EU and NA reports in Cp1252: one byte per character, accents and the en dash included', async () => {
    for (const [seller, marketplace] of [
      ['A2EUSIMSELLER1', 'A1PA6795UKMFR9'],
      ['A2NASIMSELLER1', 'ATVPDKIKX0DER'],
    ] as const) {
      const api = await clientOf(seller);
      const document = await downloadReportDocument(
        api,
        await documentId(api, 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', [marketplace]),
      );
      expect(document.contentType).toBe('text/plain; charset=Cp1252');
      expect(document.text).toMatch(/[^\p{ASCII}]/u);
      expect(document.bytes.length).toBe(document.text.length);
      if (document.text.includes('–')) expect(document.bytes.includes(0x96)).toBe(true);
    }
  });
});

describe('document URLs', () => {
  it('expire 5 minutes after getReportDocument, with S3 AccessDenied; a new call gives a fresh URL', async () => {
    const clock = testClock();
    const api = await clientOf('A2EUSIMSELLER1', { now: clock.now });
    const id = await documentId(api, 'GET_FBA_REIMBURSEMENTS_DATA', ['A1PA6795UKMFR9'], 60);
    const { url } = (await api('GET', `/reports/2021-06-30/documents/${id}`)).json;
    clock.advance(5 * MINUTE);
    expect((await download(url)).status).toBe(200);
    clock.advance(1000);
    const expired = await download(url);
    expect(expired.status).toBe(403);
    expect(expired.contentType).toBe('application/xml');
    expect(expired.text).toMatch(
      /<Error><Code>AccessDenied<\/Code><Message>Request has expired<\/Message><X-Amz-Expires>300<\/X-Amz-Expires>/,
    );
    const fresh = (await api('GET', `/reports/2021-06-30/documents/${id}`)).json.url;
    expect((await download(fresh)).status).toBe(200);
  });

  it('refuse an altered signature and an unknown document', async () => {
    const api = await clientOf('A2EUSIMSELLER1');
    const id = await documentId(api, 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', ['A1PA6795UKMFR9']);
    const { url } = (await api('GET', `/reports/2021-06-30/documents/${id}`)).json;
    const altered = new URL(url);
    altered.searchParams.set('X-Amz-Expires', '86400');
    const refused = await download(altered.toString());
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('<Code>SignatureDoesNotMatch</Code>');
    const unknown = await download(url.replace(encodeURIComponent(id), 'amzn1.spdoc.1.4.eu.nothing'));
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('<Code>NoSuchKey</Code>');
  });
});

describe('deterministic documents', () => {
  const types = Object.keys(REFERENCE_HEADERS);

  async function documentsOf(seed: number): Promise<Buffer[]> {
    const api = await clientOf('A2EUSIMSELLER1', { seed });
    const documents: Buffer[] = [];
    for (const reportType of types) {
      documents.push(
        (
          await downloadReportDocument(
            api,
            await documentId(api, reportType, ['A1F83G8C2ARO7P', 'A1PA6795UKMFR9'], 20),
          )
        ).raw,
      );
    }
    return documents;
  }

  it('gives byte-identical gzip documents for the same seed and clock, and others for another seed', async () => {
    const first = await documentsOf(7);
    const again = await documentsOf(7);
    const other = await documentsOf(8);
    types.forEach((reportType, index) => {
      expect(again[index]?.equals(first[index] as Buffer), reportType).toBe(true);
      expect(other[index]?.equals(first[index] as Buffer), reportType).toBe(false);
    });
  });
});

describe('line endings and size', () => {
  it('ends lines with \\r\\n when asked to, and otherwise writes the same document', async () => {
    const lf = await clientOf('A2NASIMSELLER1');
    const crlf = await clientOf('A2NASIMSELLER1', { lineEnding: '\r\n' });
    const type = 'GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA';
    const plain = await downloadReportDocument(lf, await documentId(lf, type, ['ATVPDKIKX0DER'], 60));
    const windows = await downloadReportDocument(crlf, await documentId(crlf, type, ['ATVPDKIKX0DER'], 60));
    expect(plain.text).not.toContain('\r');
    expect(windows.text.split('\r\n').length).toBe(plain.text.split('\n').length);
    expect(windows.text.replaceAll('\r\n', '\n')).toBe(plain.text);
  });

  it('streams a report of more than 100,000 lines', async () => {
    const api = await clientOf('A2NASIMSELLER1', {
      ordersPerDay: 2500,
      historyDays: 40,
      reportPollsUntilDone: 0,
    });
    const id = await documentId(
      api,
      'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
      ['ATVPDKIKX0DER', 'A2EUQ1WTGCTBG2', 'A1AM78C64UM0Y8'],
      40,
    );
    const document = await downloadReportDocument(api, id);
    const lines = document.text.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(REFERENCE_HEADERS.GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL);
    expect(lines.length).toBeGreaterThan(100_000);
    // 32 columns: 31 tabs on every line.
    expect(lines.filter((line) => line.split('\t').length !== 32)).toEqual([]);
    expect(document.raw.length).toBeLessThan(document.bytes.length / 5);
    // A few seconds alone; the slack is for a machine shared with other test runs.
  }, 120_000);
});

describe('data ranges', () => {
  it('keeps rows inside dataStartTime and dataEndTime', async () => {
    const api = await clientOf('A2EUSIMSELLER1');
    const start = TEST_NOW - 20 * DAY;
    const end = TEST_NOW - 10 * DAY;
    const { report } = await runReport(api, {
      reportType: 'GET_LEDGER_DETAIL_VIEW_DATA',
      marketplaceIds: ['A1PA6795UKMFR9'],
      dataStartTime: new Date(start).toISOString(),
      dataEndTime: new Date(end).toISOString(),
    });
    const { rows } = parseTabSeparated((await downloadReportDocument(api, report.reportDocumentId)).text, {
      quoted: true,
    });
    const times = rows.map((row) =>
      Date.parse((row['Date and Time'] as string).replace(/([+-]\d{2})(\d{2})$/, '$1:$2')),
    );
    expect(Math.min(...times)).toBeGreaterThanOrEqual(start);
    expect(Math.max(...times)).toBeLessThanOrEqual(end);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(8 * DAY);
  });
});
