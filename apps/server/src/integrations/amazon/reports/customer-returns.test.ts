import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeReport } from './decode.ts';
import { readReport } from './read-report.ts';
import { collect, fileOf, inPieces, problemsOf, readText, rowsOf } from './testing.ts';
import { REPORT_HEADERS } from './types/index.ts';

const TYPE = 'GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA';
const HEADER = REPORT_HEADERS[TYPE];
/** The sample row published with an open-source tool (README.md). */
const EXAMPLE =
  '2025-06-05T15:31:40+00:00\t114-2962899-5762619\tLVA1004-UPC\tB00TZ73MUY\tB00TZ73MUY\tVive Alternating Air Pressure Mattress Pad\t1\tLEX1\tCUSTOMER_DAMAGED\tNOT_COMPATIBLE\tIMMEDIATE_DONATION\tLPNNC5N165ZVR\t';

describe('customer returns report', () => {
  it('reads a return', async () => {
    const [row] = rowsOf(await readText(TYPE, `${HEADER.join('\t')}\n${EXAMPLE}\n`));
    expect(row).toEqual({
      returnDate: new Date('2025-06-05T15:31:40Z'),
      orderId: '114-2962899-5762619',
      sku: 'LVA1004-UPC',
      asin: 'B00TZ73MUY',
      fnsku: 'B00TZ73MUY',
      productName: 'Vive Alternating Air Pressure Mattress Pad',
      quantity: 1,
      fulfillmentCenterId: 'LEX1',
      detailedDisposition: 'CUSTOMER_DAMAGED',
      reason: 'NOT_COMPATIBLE',
      status: 'IMMEDIATE_DONATION',
      licensePlateNumber: 'LPNNC5N165ZVR',
      customerComments: null,
      extra: {},
    });
  });

  it("keeps a customer's comment with quotes and umlauts from an ISO-8859-1 upload", async () => {
    const comment = 'Der "Bezug" ist zu groß, Größe passt nicht';
    const text = fileOf(HEADER, [
      {
        'return-date': '2025-01-03T09:00:00+01:00',
        'order-id': '302-1-1',
        sku: 'BZ-1',
        quantity: '2',
        'customer-comments': comment,
      },
    ]);
    const [row] = rowsOf(
      await collect(readReport(TYPE, decodeReport(inPieces(iconv.encode(text, 'latin1'), 16)))),
    );
    expect(row).toMatchObject({
      returnDate: new Date('2025-01-03T08:00:00Z'),
      quantity: 2,
      customerComments: comment,
    });
  });

  it('reports a return without order or with a quantity that does not read', async () => {
    const base = { 'return-date': '2025-06-05T15:31:40+00:00', 'order-id': '1', sku: 'A', quantity: '1' };
    const lines = await readText(
      TYPE,
      fileOf(HEADER, [{ ...base, 'order-id': '' }, { ...base, quantity: 'one' }, base]),
    );
    expect(problemsOf(lines)).toEqual([
      { line: 2, message: 'Line 2: order-id is empty.' },
      { line: 3, message: "Line 3: quantity 'one' is not a whole number." },
    ]);
    expect(lines).toHaveLength(3);
  });
});
