import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { ReportType } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { decodeReport } from './decode.ts';
import { readReport } from './read-report.ts';
import { REPORT_HEADERS } from './types/index.ts';

const ORDERS = 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL';
const LEDGER = 'GET_LEDGER_DETAIL_VIEW_DATA';
const ROWS_PER_CHUNK = 1_000;

/**
 * A report of `rows` rows made as it is read, `ROWS_PER_CHUNK` at a time, counting how many rows
 * it has made; nothing holds more than one chunk of it.
 */
function lazyReport(type: ReportType, rows: number, row: (index: number) => string[], quoted = false) {
  const join = (fields: readonly string[]) =>
    quoted ? fields.map((field) => `"${field}"`).join('\t') : fields.join('\t');
  const made = { rows: 0 };
  async function* bytes(): AsyncGenerator<Buffer> {
    yield Buffer.from(`${join(REPORT_HEADERS[type])}\r\n`);
    for (let first = 0; first < rows; first += ROWS_PER_CHUNK) {
      const lines: string[] = [];
      for (let index = first; index < Math.min(rows, first + ROWS_PER_CHUNK); index++)
        lines.push(join(row(index)));
      made.rows += lines.length;
      yield Buffer.from(`${lines.join('\r\n')}\r\n`);
    }
  }
  return { bytes, made };
}

/** Reads every line, noting how far the making of rows ever ran ahead of the reading. */
async function readAll(lines: AsyncIterable<{ ok: boolean }>, made: { rows: number }) {
  let read = 0;
  let ok = 0;
  let mostAhead = 0;
  for await (const line of lines) {
    read++;
    if (line.ok) ok++;
    mostAhead = Math.max(mostAhead, made.rows - read);
  }
  return { read, ok, mostAhead };
}

const orderLine = (index: number): string[] => {
  const values: Record<string, string> = {
    'amazon-order-id': `111-${String(index).padStart(7, '0')}-${(index * 7919) % 9_999_991}`,
    'purchase-date': `2024-0${1 + (index % 9)}-1${index % 10}T0${index % 10}:04:21+00:00`,
    'order-status': 'Shipped',
    'fulfillment-channel': index % 2 ? 'Amazon' : 'Merchant',
    'sales-channel': 'Amazon.de',
    'product-name': `Kaffeebecher ${(index * 2654435761) % 4_294_967_296} ${index % 1000 === 999 ? 'Größe L' : 'groß'}`,
    sku: `SKU-${index % 5000}`,
    quantity: String(1 + (index % 3)),
    currency: 'EUR',
    'item-price': `${index % 100}.${String(index % 97).padStart(2, '0')}`,
    'ship-country': index % 5 ? 'DE' : 'UK',
  };
  return REPORT_HEADERS[ORDERS].map((column) => values[column] ?? '');
};

describe('a long report', () => {
  it('goes through 200,000 gzipped, detected rows while they are made, never holding much of them', async () => {
    const { bytes, made } = lazyReport(ORDERS, 200_000, orderLine);
    const gzipped = Readable.from(bytes()).pipe(createGzip());
    const result = await readAll(readReport(ORDERS, decodeReport(gzipped)), made);
    expect(result).toMatchObject({ read: 200_000, ok: 200_000 });
    // The streams between (gzip, gunzip) buffer a few chunks (about 5,000 rows when measured), never the file.
    expect(result.mostAhead).toBeLessThan(20 * ROWS_PER_CHUNK);
  });

  it('pulls plain rows no more than a few chunks ahead of its reader', async () => {
    const { bytes, made } = lazyReport(ORDERS, 50_000, orderLine);
    const result = await readAll(readReport(ORDERS, decodeReport(bytes(), { charset: 'UTF-8' })), made);
    expect(result).toMatchObject({ read: 50_000, ok: 50_000 });
    expect(result.mostAhead).toBeLessThanOrEqual(2 * ROWS_PER_CHUNK);
  });

  it('streams the quoted ledger through its CSV parser the same way', async () => {
    const ledgerLine = (index: number) => [
      `0${1 + (index % 9)}/1${index % 10}/2026`,
      `X00${index % 7000}`,
      'B0G51NDRX4',
      `MSKU-${index % 7000}`,
      `Mug "${index}"`,
      index % 2 ? 'Shipments' : 'Receipts',
      '',
      String((index % 5) - 2),
      'ACY1',
      'SELLABLE',
      '',
      'US',
      '',
      '',
      `2026-0${1 + (index % 9)}-1${index % 10}T00:00:00-0700`,
      '',
    ];
    const { bytes, made } = lazyReport(LEDGER, 30_000, ledgerLine, true);
    const result = await readAll(readReport(LEDGER, decodeReport(bytes())), made);
    expect(result).toMatchObject({ read: 30_000, ok: 30_000 });
    expect(result.mostAhead).toBeLessThan(10 * ROWS_PER_CHUNK);
  });
});
