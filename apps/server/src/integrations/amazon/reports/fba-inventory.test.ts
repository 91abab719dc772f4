import { describe, expect, it } from 'vitest';
import { fileOf, problemsOf, readText, rowsOf } from './testing.ts';
import { REPORT_HEADERS } from './types/index.ts';

const TYPE = 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA';
const HEADER = REPORT_HEADERS[TYPE];
/** The row Amazon's sample sandbox generates (README.md). */
const AMAZON_EXAMPLE =
  'SKU-COFFEE-401\tX0002EF2GH\tB0A7M3N5QR\tPremium Coffee Maker with Timer\tNew\t49.99\tNo\t0\tYes\t560\t535\t0\t25\t560\t820.3\t50\t20\t10\t0\t0\t0';

describe('FBA inventory report', () => {
  it("reads Amazon's example row; your-price needs the marketplace's currency to be money", async () => {
    const file = `${HEADER.join('\t')}\n${AMAZON_EXAMPLE}\n`;
    const [withCurrency] = rowsOf(await readText(TYPE, file, { currency: 'USD' }));
    expect(withCurrency).toEqual({
      sku: 'SKU-COFFEE-401',
      fnsku: 'X0002EF2GH',
      asin: 'B0A7M3N5QR',
      productName: 'Premium Coffee Maker with Timer',
      condition: 'New',
      yourPrice: 4999,
      yourPriceText: '49.99',
      mfnListingExists: false,
      mfnFulfillableQuantity: 0,
      afnListingExists: true,
      afnWarehouseQuantity: 560,
      afnFulfillableQuantity: 535,
      afnUnsellableQuantity: 0,
      afnReservedQuantity: 25,
      afnTotalQuantity: 560,
      perUnitVolume: 820.3,
      afnInboundWorkingQuantity: 50,
      afnInboundShippedQuantity: 20,
      afnInboundReceivingQuantity: 10,
      afnResearchingQuantity: 0,
      afnReservedFutureSupply: 0,
      afnFutureSupplyBuyable: 0,
      extra: {},
    });
    const [withoutCurrency] = rowsOf(await readText(TYPE, file));
    expect(withoutCurrency).toMatchObject({ yourPrice: null, yourPriceText: '49.99' });
  });

  it('reads the yen price of a JP listing in yen', async () => {
    const [row] = rowsOf(
      await readText(
        TYPE,
        fileOf(HEADER, [{ sku: 'MATCHA', 'your-price': '2,480', 'afn-fulfillable-quantity': '3' }]),
        {
          currency: 'JPY',
        },
      ),
    );
    expect(row).toMatchObject({ yourPrice: 2480, yourPriceText: '2480' });
  });

  it('reads an older file without the last columns, leaving them null', async () => {
    const header = HEADER.slice(0, 18);
    const [row] = rowsOf(
      await readText(TYPE, fileOf(header, [{ sku: 'A', 'afn-fulfillable-quantity': '7' }])),
    );
    expect(row).toMatchObject({
      afnFulfillableQuantity: 7,
      afnResearchingQuantity: null,
      afnFutureSupplyBuyable: null,
    });
  });

  it('reports a quantity or price that does not read, and a missing fulfillable quantity', async () => {
    const lines = await readText(
      TYPE,
      fileOf(HEADER, [
        { sku: 'A', 'afn-fulfillable-quantity': 'lots' },
        { sku: 'B', 'afn-fulfillable-quantity': '1', 'your-price': 'n/a' },
        { sku: 'C', 'afn-fulfillable-quantity': '' },
        { sku: 'D', 'afn-fulfillable-quantity': '2', 'afn-listing-exists': 'Yes' },
      ]),
    );
    expect(problemsOf(lines)).toEqual([
      { line: 2, message: "Line 2: afn-fulfillable-quantity 'lots' is not a whole number." },
      { line: 3, message: "Line 3: your-price 'n/a' is not an amount." },
      { line: 4, message: 'Line 4: afn-fulfillable-quantity is empty.' },
    ]);
    expect(lines.at(-1)).toMatchObject({ ok: true, line: 5, row: { sku: 'D', afnListingExists: true } });
  });
});
