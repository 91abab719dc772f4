import { describe, expect, it } from 'vitest';
import { problemsOf, readText, rowsOf } from './testing.ts';
import { REPORT_HEADERS } from './types/index.ts';

const TYPE = 'GET_LEDGER_DETAIL_VIEW_DATA';
const quoted = (fields: readonly string[]) =>
  fields.map((field) => `"${field.replaceAll('"', '""')}"`).join('\t');
const HEADER_WITHOUT_STORE = REPORT_HEADERS[TYPE].filter((column) => column !== 'Store');
/** From a regression fixture of a real export (README.md), as Amazon's TSV writes it: every field quoted. */
const AMAZON_EXAMPLE =
  '"07/06/2026"\t"X004XONY53"\t"B0G51NDRX4"\t"FB-COF-HGE-250"\t"Coffee"\t"Shipments"\t""\t"-1"\t"ACY1"\t"SELLABLE"\t""\t"US"\t""\t""\t"2026-07-06T00:00:00-0700"';

const event = (values: Partial<Record<string, string>>) =>
  HEADER_WITHOUT_STORE.map(
    (column) =>
      values[column] ??
      (
        {
          Date: '07/06/2026',
          FNSKU: 'X004XONY53',
          MSKU: 'FB-COF',
          'Event Type': 'Adjustments',
          Quantity: '1',
        } as Record<string, string>
      )[column] ??
      '',
  );

describe('inventory ledger detail report', () => {
  it("reads Amazon's example row: its day, its instant with a colon-less offset, a signed quantity", async () => {
    const [row] = rowsOf(await readText(TYPE, `${quoted(HEADER_WITHOUT_STORE)}\n${AMAZON_EXAMPLE}\n`));
    expect(row).toEqual({
      date: '2026-07-06',
      occurredAt: new Date('2026-07-06T07:00:00Z'),
      fnsku: 'X004XONY53',
      asin: 'B0G51NDRX4',
      msku: 'FB-COF-HGE-250',
      title: 'Coffee',
      eventType: 'Shipments',
      referenceId: null,
      quantity: -1,
      fulfillmentCenter: 'ACY1',
      disposition: 'SELLABLE',
      reason: null,
      country: 'US',
      reconciledQuantity: null,
      unreconciledQuantity: null,
      store: null,
      extra: {},
    });
  });

  it('keeps tabs, doubled quotes and line breaks inside quoted fields, and counts lines right after them', async () => {
    const file = [
      quoted(REPORT_HEADERS[TYPE]),
      quoted([
        ...event({ Title: 'Mug\t12" "Classic"', 'Event Type': 'Receipts', 'Reference ID': 'FBA15DJ9S3J5' }),
        'Store A',
      ]),
      quoted([...event({ Title: 'Two\r\nline title' }), '']),
      quoted([...event({ Quantity: 'x' }), '']),
      '',
      quoted([...event({ Country: 'UK' }), '']),
    ].join('\r\n');
    const lines = await readText(TYPE, `${file}\r\n`);
    expect(lines.map((line) => line.line)).toEqual([2, 3, 5, 7]);
    const [receipt, twoLines, , uk] = lines.map((line) => (line.ok ? line.row : null));
    expect(receipt).toMatchObject({
      title: 'Mug\t12" "Classic"',
      eventType: 'Receipts',
      referenceId: 'FBA15DJ9S3J5',
      store: 'Store A',
    });
    expect(twoLines?.title).toBe('Two\r\nline title');
    expect(problemsOf(lines)).toEqual([{ line: 5, message: "Line 5: Quantity 'x' is not a whole number." }]);
    expect(uk?.country).toBe('GB');
  });

  it('reads quotes Amazon leaves undoubled inside a quoted title as part of it', async () => {
    const unescaped = (fields: readonly string[]) => fields.map((field) => `"${field}"`).join('\t');
    const file = [
      quoted(HEADER_WITHOUT_STORE),
      unescaped(event({ Title: 'Webcam for PC/Mac, 1/2" Sensor' })),
      unescaped(event({ Title: 'a "big"mug' })),
      quoted(event({ Title: 'a "doubled" mug' })),
    ].join('\n');
    const rows = rowsOf(await readText(TYPE, `${file}\n`));
    expect(rows.map((row) => row.title)).toEqual([
      'Webcam for PC/Mac, 1/2" Sensor',
      'a "big"mug',
      'a "doubled" mug',
    ]);
  });

  it('reads files without Date and Time from their day, at midnight UTC', async () => {
    const header = HEADER_WITHOUT_STORE.filter((column) => column !== 'Date and Time');
    const row = event({ Date: '12/31/2025' }).slice(0, header.length);
    const [read] = rowsOf(await readText(TYPE, `${quoted(header)}\n${quoted(row)}\n`));
    expect(read).toMatchObject({ date: '2025-12-31', occurredAt: new Date('2025-12-31T00:00:00Z') });
  });

  it('reads the comma-separated export Seller Central offers, quoted the same way', async () => {
    const toCsv = (fields: readonly string[]) => fields.map((field) => `"${field}"`).join(',');
    const file = `${toCsv(HEADER_WITHOUT_STORE)}\n${toCsv(event({ Title: 'Mug, large', Quantity: '-2' }))}\n`;
    const [row] = rowsOf(await readText(TYPE, file));
    expect(row).toMatchObject({ title: 'Mug, large', quantity: -2 });
  });

  it('reports a day that does not exist and an empty FNSKU', async () => {
    const lines = await readText(
      TYPE,
      [
        quoted(HEADER_WITHOUT_STORE),
        quoted(event({ Date: '02/30/2026' })),
        quoted(event({ FNSKU: '' })),
      ].join('\n'),
    );
    expect(problemsOf(lines)).toEqual([
      { line: 2, message: "Line 2: Date '02/30/2026' is not a date." },
      { line: 3, message: 'Line 3: FNSKU is empty.' },
    ]);
  });
});
