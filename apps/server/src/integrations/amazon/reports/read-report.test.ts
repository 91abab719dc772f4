import { REPORT_TYPES, type ReportType } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { identifyReportType, ReportFormatError, readReport } from './read-report.ts';
import { collect, fileOf, problemsOf, readText, rowsOf, textInPieces, tsv } from './testing.ts';
import { REPORT_HEADERS } from './types/index.ts';

const ORDERS = 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL';
const RETURNS = 'GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA';

const order = (id: string, quantity = '1') => ({
  'amazon-order-id': id,
  'purchase-date': '2024-03-01T10:00:00+00:00',
  'order-status': 'Shipped',
  'fulfillment-channel': 'Amazon',
  sku: 'MUG-1',
  quantity,
  currency: 'USD',
  'item-price': '9.99',
});

/** A row each report type reads, by column name. */
const VALID_ROWS: Record<ReportType, Record<string, string>> = {
  GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL: order('1'),
  GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA: { sku: 'A', 'afn-fulfillable-quantity': '1' },
  GET_LEDGER_DETAIL_VIEW_DATA: { Date: '07/06/2026', FNSKU: 'X1', 'Event Type': 'Receipts', Quantity: '3' },
  GET_FBA_REIMBURSEMENTS_DATA: {
    'approval-date': '2024-05-02T17:03:11+00:00',
    'reimbursement-id': '1',
    reason: 'Lost_Warehouse',
    'currency-unit': 'USD',
    'amount-total': '1.00',
    'quantity-reimbursed-total': '1',
  },
  GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA: {
    'return-date': '2025-06-05T15:31:40+00:00',
    'order-id': '1',
    sku: 'A',
    quantity: '1',
  },
  GET_FBA_STORAGE_FEE_CHARGES_DATA: {
    asin: 'B0A',
    fnsku: 'X0A',
    country_code: 'US',
    average_quantity_on_hand: '1.5',
    month_of_charge: '2026-10',
    currency: 'USD',
    estimated_monthly_storage_fee: '0.0436',
  },
  GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA: { sku: 'A', currency: 'USD', 'estimated-fee-total': '5.47' },
  GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2: {
    'settlement-id': '1',
    'total-amount': '1.00',
    currency: 'USD',
  },
  GET_RESTOCK_INVENTORY_RECOMMENDATIONS_REPORT: {
    'Merchant SKU': 'A',
    'Recommended replenishment qty': '1',
  },
};

const refusal = (type: ReportType, text: string) =>
  readText(type, text).then(
    () => null,
    (error: unknown) => (error instanceof ReportFormatError ? error.message : error),
  );

describe('readReport: columns by name', () => {
  it('reads columns in any order, keeps unknown ones in extra, and leaves missing optional ones null', async () => {
    const header = [...REPORT_HEADERS[ORDERS]].reverse().filter((column) => column !== 'ship-country');
    header.splice(3, 0, 'signature-confirmation-recommended');
    const [row] = rowsOf(
      await readText(
        ORDERS,
        fileOf(header, [{ ...order('A-1'), 'signature-confirmation-recommended': 'true' }]),
      ),
    );
    expect(row).toMatchObject({
      amazonOrderId: 'A-1',
      sku: 'MUG-1',
      quantity: 1,
      itemPrice: 999,
      shipCountry: null,
      extra: { 'signature-confirmation-recommended': 'true' },
    });
  });

  it.each(REPORT_TYPES)(
    'types every column of the canonical %s header, leaving only new ones in extra',
    async (type) => {
      const header = [...REPORT_HEADERS[type], 'a-new-column'];
      const [row] = rowsOf(
        await readText(type, fileOf(header, [{ ...VALID_ROWS[type], 'a-new-column': 'x' }])),
      );
      expect(row?.extra).toEqual({ 'a-new-column': 'x' });
    },
  );

  it('matches header names whatever their case, spacing, quotes or byte-order mark', async () => {
    const header = [
      '\uFEFFAmazon Order ID',
      'PURCHASE_DATE',
      '"order-status"',
      'Fulfillment Channel',
      ' sku ',
      'Quantity',
    ];
    const text = tsv([header, ['A-1', '2024-03-01T10:00:00Z', 'Shipped', 'Merchant', 'MUG-1', '2']]);
    expect(rowsOf(await readText(ORDERS, text))).toMatchObject([
      { amazonOrderId: 'A-1', fulfillmentChannel: 'MFN', quantity: 2 },
    ]);
  });
});

describe('readReport: lines', () => {
  it('reads \\r\\n and old \\r line endings like \\n', async () => {
    for (const lineBreak of ['\r\n', '\r']) {
      const lines = await readText(
        ORDERS,
        fileOf(REPORT_HEADERS[ORDERS], [order('A'), order('B')], lineBreak),
      );
      expect(rowsOf(lines).map((row) => [row.amazonOrderId, row.sku])).toEqual([
        ['A', 'MUG-1'],
        ['B', 'MUG-1'],
      ]);
      expect(lines.map((line) => line.line)).toEqual([2, 3]);
    }
  });

  it('tells \r\n from \r when the \n comes in the next chunk', async () => {
    const [header, row] = fileOf(REPORT_HEADERS[RETURNS], [VALID_ROWS[RETURNS]]).split('\n');
    async function* chunks() {
      yield `${header}\r`;
      yield `\n${row}\r\n`;
    }
    const lines = await collect(readReport(RETURNS, chunks()));
    expect(lines).toMatchObject([{ ok: true, line: 2, row: { orderId: '1', customerComments: null } }]);
  });

  it('reports malformed lines by their line in the file and reads the good ones around them', async () => {
    const header = REPORT_HEADERS[ORDERS];
    const good = (id: string) =>
      header.map((column) => order(id)[column as keyof ReturnType<typeof order>] ?? '');
    const text = [
      header.join('\t'),
      good('A').join('\t'),
      good('B').slice(0, 30).join('\t'),
      '',
      good('C').join('\t'),
      [...good('D'), 'surplus'].join('\t'),
      '\t'.repeat(header.length - 1),
      good('E').join('\t').replace('MUG-1', 'MUG\u00001'),
      good('F').join('\t').replace('9.99', 'free'),
      good('G').join('\t'),
    ].join('\n');
    const lines = await readText(ORDERS, text);
    expect(lines.filter((line) => line.ok).map((line) => line.line)).toEqual([2, 5, 10]);
    expect(problemsOf(lines)).toEqual([
      { line: 3, message: 'Line 3: 30 columns where the header has 32.' },
      { line: 6, message: 'Line 6: 33 columns where the header has 32.' },
      { line: 8, message: 'Line 8 holds a NUL character, which is not text.' },
      { line: 9, message: "Line 9: item-price 'free' is not an amount in USD." },
    ]);
  });

  it('reads a file without a line break at its end', async () => {
    const text = fileOf(REPORT_HEADERS[RETURNS], [VALID_ROWS[RETURNS]]).slice(0, -1);
    expect(rowsOf(await readText(RETURNS, text))).toHaveLength(1);
  });
});

describe('readReport: files it refuses', () => {
  it('refuses a file of another type before any row, saying what it looks like', async () => {
    const returns = fileOf(REPORT_HEADERS[RETURNS], [VALID_ROWS[RETURNS]]);
    expect(await refusal(ORDERS, returns)).toBe(
      'This file is not a "All orders (by order date)" report: the columns "amazon-order-id", "purchase-date", ' +
        '"order-status", "fulfillment-channel" are missing. This looks like a "Customer returns" report.',
    );
  });

  it('refuses a file missing a required column, naming it', async () => {
    const header = REPORT_HEADERS[RETURNS].filter((column) => column !== 'quantity');
    expect(await refusal(RETURNS, fileOf(header, [VALID_ROWS[RETURNS]]))).toBe(
      'This file is not a "Customer returns" report: the column "quantity" is missing.',
    );
  });

  it('refuses an empty file, and one of blank lines', async () => {
    expect(await refusal(ORDERS, '')).toBe('The file is empty.');
    expect(await refusal(ORDERS, '\n\r\n\n')).toBe('The file is empty.');
  });

  it('reads a file with a header and no rows as no lines', async () => {
    expect(await readText(ORDERS, `${REPORT_HEADERS[ORDERS].join('\t')}\n`)).toEqual([]);
  });

  it('refuses a line longer than any report has, without holding more of it', async () => {
    async function* noLineBreaks() {
      yield `${REPORT_HEADERS[RETURNS].join('\t')}\n`;
      for (let chunk = 0; chunk < 200; chunk++) yield 'x'.repeat(10_000);
    }
    await expect(collect(readReport(RETURNS, noLineBreaks()))).rejects.toThrow(
      'Line 2 is longer than 1,000,000 characters; this is not a report file.',
    );
  });
});

describe('readReport: streaming', () => {
  it('closes its source when the reader stops early', async () => {
    let closed = false;
    async function* source() {
      try {
        yield* textInPieces(fileOf(REPORT_HEADERS[RETURNS], Array(100).fill(VALID_ROWS[RETURNS])), 64);
      } finally {
        closed = true;
      }
    }
    for await (const line of readReport(RETURNS, source())) if (line.line === 3) break;
    expect(closed).toBe(true);
  });
});

describe('identifyReportType', () => {
  it.each(REPORT_TYPES)('knows the header of %s', (type) => {
    expect(identifyReportType([...REPORT_HEADERS[type]])).toBe(type);
  });

  it("knows a ledger header in Amazon's quotes and without its newer columns", () => {
    expect(identifyReportType(['"Date"', '"FNSKU"', '"ASIN"', '"MSKU"', '"Event Type"', '"Quantity"'])).toBe(
      'GET_LEDGER_DETAIL_VIEW_DATA',
    );
  });

  it('gives null for a header of no supported type', () => {
    expect(identifyReportType(['item-name', 'listing-id', 'seller-sku', 'price'])).toBeNull();
    expect(identifyReportType([])).toBeNull();
  });
});
