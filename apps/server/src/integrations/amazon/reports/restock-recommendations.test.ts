import { describe, expect, it } from 'vitest';
import { fileOf, problemsOf, readText, rowsOf } from './testing.ts';
import { REPORT_HEADERS } from './types/index.ts';

const TYPE = 'GET_RESTOCK_INVENTORY_RECOMMENDATIONS_REPORT';
const HEADER = REPORT_HEADERS[TYPE];
/** The synthetic row Amazon's sample sandbox generates (README.md), without the two last columns. */
const EXAMPLE =
  'US\tNext-Gen Gaming Console\tX0001AB1CD\tSKU-CONSOLE-2025\tB0F4X2K9LM\tNew\t\t\tUSD\t599.99\t17999.70\t30\t168\t40\t156\t3\t1\t8\t0\t25\t10\t5\tAmazon\t45\t40\t\t60\t2025-01-15';

describe('restock recommendations report', () => {
  it("reads Amazon's advice, and a line with no recommendation as nulls", async () => {
    const older = [...HEADER.slice(0, 23), 'Total Days of Supply', ...HEADER.slice(24, 28)];
    const blank =
      'UK\tMug\tX0002\tMUG-1\tB0002\tNew\t\t\tGBP\t9.99\t0.00\t0\t12\t0\t12\t0\t0\t0\t0\t0\t0\t0\tAmazon\t\t\t\t\t';
    const rows = rowsOf(await readText(TYPE, `${older.join('\t')}\n${EXAMPLE}\n${blank}\n`));
    expect(rows[0]).toEqual({
      country: 'US',
      productName: 'Next-Gen Gaming Console',
      fnsku: 'X0001AB1CD',
      sku: 'SKU-CONSOLE-2025',
      asin: 'B0F4X2K9LM',
      condition: 'New',
      supplier: null,
      supplierPartNo: null,
      currency: 'USD',
      price: 59999,
      salesLast30Days: 1799970,
      unitsSoldLast30Days: 30,
      totalUnits: 168,
      inbound: 40,
      available: 156,
      fcTransfer: 3,
      fcProcessing: 1,
      customerOrder: 8,
      unfulfillable: 0,
      working: 25,
      shipped: 10,
      receiving: 5,
      fulfilledBy: 'Amazon',
      // The older files' name for it is kept as it is; the days at Amazon are read.
      totalDaysOfSupply: null,
      daysOfSupplyAtAmazon: 40,
      alert: null,
      recommendedReplenishmentQty: 60,
      recommendedShipDate: '2025-01-15',
      recommendedAction: null,
      unitStorageSize: null,
      extra: { 'Total Days of Supply': '45' },
    });
    expect(rows[1]).toMatchObject({
      country: 'GB',
      sku: 'MUG-1',
      available: 12,
      recommendedReplenishmentQty: null,
      recommendedShipDate: null,
      daysOfSupplyAtAmazon: null,
    });
  });

  it('reads the current header with the alert, a US date, a country name and a size class', async () => {
    const [row] = rowsOf(
      await readText(
        TYPE,
        fileOf(HEADER, [
          {
            Country: 'United Kingdom',
            'Merchant SKU': 'OD045085UK',
            'Currency code': 'GBP',
            'Total Days of Supply (including units from open shipments)': '15',
            'Days of Supply at Amazon Fulfillment Network': '10.4',
            Alert: 'reorder_now',
            'Recommended replenishment qty': '18',
            'Recommended ship date': '07/08/2026',
            'Unit storage size': 'Small',
          },
        ]),
      ),
    );
    expect(row).toMatchObject({
      country: 'United Kingdom',
      totalDaysOfSupply: 15,
      daysOfSupplyAtAmazon: 10,
      alert: 'reorder_now',
      recommendedReplenishmentQty: 18,
      recommendedShipDate: '2026-07-08',
      unitStorageSize: 'Small',
      extra: {},
    });
  });

  it('reports a line without SKU, or with a quantity or date that does not read', async () => {
    const base = { 'Merchant SKU': 'A', 'Recommended replenishment qty': '5' };
    const lines = await readText(
      TYPE,
      fileOf(HEADER, [
        { ...base, 'Merchant SKU': '' },
        { ...base, 'Recommended replenishment qty': '-3' },
        { ...base, 'Recommended ship date': 'soon' },
        base,
      ]),
    );
    expect(problemsOf(lines)).toEqual([
      { line: 2, message: 'Line 2: Merchant SKU is empty.' },
      { line: 3, message: "Line 3: Recommended replenishment qty '-3' is negative." },
      { line: 4, message: "Line 4: Recommended ship date 'soon' is not a date." },
    ]);
    expect(lines).toHaveLength(4);
  });
});
