import { describe, expect, it } from 'vitest';
import { fileOf, problemsOf, readText, rowsOf } from './testing.ts';
import { REPORT_HEADERS } from './types/index.ts';

const STORAGE = 'GET_FBA_STORAGE_FEE_CHARGES_DATA';
const ESTIMATED = 'GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA';

/** The example values of Seller Central's help page on the monthly storage fees report (README.md). */
const HELP_PAGE_ROW = {
  asin: '0991519108',
  fnsku: 'X000A8GG1A',
  product_name: 'Stylish hat for pets',
  fulfillment_center: 'FTW3',
  country_code: 'UK',
  longest_side: '8.43',
  median_side: '5.81',
  shortest_side: '0.73',
  measurement_units: 'centimeters',
  weight: '0.79',
  weight_units: 'kilograms',
  item_volume: '0.0208',
  volume_units: 'cubic meters',
  product_size_tier: 'Standard',
  average_quantity_on_hand: '0.71',
  average_quantity_pending_removal: '0.0',
  estimated_total_item_volume: '0.0148',
  month_of_charge: '2026-10',
  storage_rate: '0.51',
  currency: 'GBP',
  estimated_monthly_storage_fee: '5.373',
  dangerous_goods_storage_type: '--',
  eligible_for_inventory_discount: 'N',
  qualifies_for_inventory_discount: 'N',
};

describe('FBA storage fees report', () => {
  it('reads a row of the Reports API file, keeping the fee and the averages as Amazon wrote them', async () => {
    const [row] = rowsOf(await readText(STORAGE, fileOf(REPORT_HEADERS[STORAGE], [HELP_PAGE_ROW])));
    expect(row).toEqual({
      asin: '0991519108',
      fnsku: 'X000A8GG1A',
      sellerSku: null,
      productName: 'Stylish hat for pets',
      fulfillmentCenter: 'FTW3',
      countryCode: 'GB',
      longestSide: 8.43,
      medianSide: 5.81,
      shortestSide: 0.73,
      measurementUnits: 'centimeters',
      weight: 0.79,
      weightUnits: 'kilograms',
      itemVolume: 0.0208,
      volumeUnits: 'cubic meters',
      productSizeTier: 'Standard',
      averageQuantityOnHand: '0.71',
      averageQuantityPendingRemoval: '0.0',
      estimatedTotalItemVolume: 0.0148,
      monthOfCharge: '2026-10',
      storageRate: '0.51',
      currency: 'GBP',
      estimatedMonthlyStorageFee: '5.373',
      dangerousGoodsStorageType: '--',
      eligibleForInventoryDiscount: 'N',
      qualifiesForInventoryDiscount: 'N',
      averageQuantityCustomerOrders: null,
      extra: {},
    });
  });

  it("reads Seller Central's hyphenated download, a month written as a day, and a sku column when there is one", async () => {
    const header = [...REPORT_HEADERS[STORAGE].map((name) => name.replaceAll('_', '-')), 'sku', 'base-rate'];
    const row = Object.fromEntries(
      Object.entries({ ...HELP_PAGE_ROW, month_of_charge: '2026-09-01' }).map(([name, value]) => [
        name.replaceAll('_', '-'),
        value,
      ]),
    );
    const [read] = rowsOf(
      await readText(STORAGE, fileOf(header, [{ ...row, sku: 'HAT-1', 'base-rate': '0.48' }])),
    );
    expect(read).toMatchObject({
      sellerSku: 'HAT-1',
      monthOfCharge: '2026-09',
      estimatedMonthlyStorageFee: '5.373',
      extra: { 'base-rate': '0.48' },
    });
  });

  it('refuses a line whose month, fee or identifiers do not read, and goes on', async () => {
    const lines = await readText(
      STORAGE,
      fileOf(REPORT_HEADERS[STORAGE], [
        { ...HELP_PAGE_ROW, month_of_charge: 'autumn' },
        { ...HELP_PAGE_ROW, estimated_monthly_storage_fee: 'n/a' },
        { ...HELP_PAGE_ROW, asin: '', fnsku: '' },
        { ...HELP_PAGE_ROW, currency: '' },
        HELP_PAGE_ROW,
      ]),
    );
    expect(problemsOf(lines)).toEqual([
      { line: 2, message: "Line 2: month_of_charge 'autumn' is not a month." },
      { line: 3, message: "Line 3: estimated_monthly_storage_fee 'n/a' is not a number." },
      { line: 4, message: 'Line 4: fnsku is empty.' },
      { line: 5, message: 'Line 5: currency is empty.' },
    ]);
    expect(lines.at(-1)).toMatchObject({ ok: true, line: 6 });
  });
});

const FEE_PREVIEW_ROW = {
  sku: 'MUG-BLUE',
  fnsku: 'X001ABCDEF',
  asin: 'B0C1234567',
  'product-name': 'Stoneware mug, blue',
  'product-group': 'Kitchen',
  brand: 'Stockroom',
  'fulfilled-by': 'Amazon',
  'your-price': '19.99',
  'sales-price': '--',
  'product-size-tier': 'Small standard-size',
  currency: 'USD',
  'estimated-fee-total': '6.22',
  'estimated-referral-fee-per-unit': '3.00',
  'estimated-variable-closing-fee': '0.00',
  'estimated-order-handling-fee-per-order': '--',
  'estimated-pick-pack-fee-per-unit': '3.22',
  'estimated-weight-handling-fee-per-unit': '--',
  'expected-fulfillment-fee-per-unit': '3.22',
};

describe('FBA fee preview (estimated fees) report', () => {
  it('reads the North American file, `--` as no amount', async () => {
    const [row] = rowsOf(await readText(ESTIMATED, fileOf(REPORT_HEADERS[ESTIMATED], [FEE_PREVIEW_ROW])));
    expect(row).toEqual({
      sku: 'MUG-BLUE',
      fnsku: 'X001ABCDEF',
      asin: 'B0C1234567',
      productName: 'Stoneware mug, blue',
      productGroup: 'Kitchen',
      brand: 'Stockroom',
      fulfilledBy: 'Amazon',
      yourPrice: 1999,
      salesPrice: null,
      productSizeTier: 'Small standard-size',
      currency: 'USD',
      estimatedFeeTotal: 622,
      estimatedReferralFeePerUnit: 300,
      estimatedVariableClosingFee: 0,
      estimatedOrderHandlingFeePerOrder: null,
      estimatedPickPackFeePerUnit: 322,
      estimatedWeightHandlingFeePerUnit: null,
      expectedFulfillmentFeePerUnit: 322,
      currentFeeCategory: null,
      extra: {},
    });
  });

  it("reads the European file's own columns: its size band and domestic fulfilment fee", async () => {
    const header = [
      'sku',
      'fnsku',
      'asin',
      'product-name',
      'fulfilled-by',
      'has-local-inventory',
      'your-price',
      'product-size-weight-band',
      'currency',
      'estimated-fee-total',
      'estimated-referral-fee-per-unit',
      'estimated-variable-closing-fee',
      'expected-domestic-fulfilment-fee-per-unit',
      'expected-efn-fulfilment-fee-per-unit-uk',
    ];
    const [row] = rowsOf(
      await readText(
        ESTIMATED,
        fileOf(header, [
          {
            sku: 'MUG-BLUE',
            'fulfilled-by': 'Amazon',
            'has-local-inventory': 'Yes',
            'your-price': '17,99',
            'product-size-weight-band': 'Small envelope',
            currency: 'EUR',
            'estimated-fee-total': '5,60',
            'estimated-referral-fee-per-unit': '2,70',
            'estimated-variable-closing-fee': '0,00',
            'expected-domestic-fulfilment-fee-per-unit': '2,90',
            'expected-efn-fulfilment-fee-per-unit-uk': '4,10',
          },
        ]),
      ),
    );
    expect(row).toMatchObject({
      yourPrice: 1799,
      productSizeTier: 'Small envelope',
      estimatedFeeTotal: 560,
      estimatedReferralFeePerUnit: 270,
      expectedFulfillmentFeePerUnit: 290,
      extra: { 'has-local-inventory': 'Yes', 'expected-efn-fulfilment-fee-per-unit-uk': '4,10' },
    });
  });

  it('reads whole yen, and refuses a line without a total or with an amount that does not read', async () => {
    const lines = await readText(
      ESTIMATED,
      fileOf(REPORT_HEADERS[ESTIMATED], [
        { ...FEE_PREVIEW_ROW, currency: 'JPY', 'estimated-fee-total': '612', 'your-price': '1,980' },
        { ...FEE_PREVIEW_ROW, 'estimated-fee-total': '--' },
        { ...FEE_PREVIEW_ROW, 'estimated-referral-fee-per-unit': 'three' },
        { ...FEE_PREVIEW_ROW, sku: '' },
      ]),
    );
    expect(lines[0]).toMatchObject({ ok: true, row: { estimatedFeeTotal: 612, yourPrice: 1980 } });
    expect(problemsOf(lines)).toEqual([
      { line: 3, message: "Line 3: estimated-fee-total '--' is not an amount." },
      { line: 4, message: "Line 4: estimated-referral-fee-per-unit 'three' is not an amount in USD." },
      { line: 5, message: 'Line 5: sku is empty.' },
    ]);
  });
});
