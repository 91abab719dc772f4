import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeReport } from './decode.ts';
import { readReport } from './read-report.ts';
import { collect, fileOf, inPieces, problemsOf, readText, rowsOf } from './testing.ts';
import { REPORT_HEADERS } from './types/index.ts';

const TYPE = 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL';
const HEADER = REPORT_HEADERS[TYPE];
/** A real row, scrubbed (README.md): a cancelled AFN line of an Amazon.it order shipped to the US. */
const AMAZON_EXAMPLE =
  'scrubbed\tscrubbed\t2017-06-17T08:04:21+00:00\t2017-06-18T22:07:59+00:00\tShipped\tAmazon\tAmazon.it\t\t\tSecondDay\tscrubbed\tscrubbed\tscrubbed\tCancelled\t1\tEUR\t89.95\t\t\t\t\t\t\t\tTOWNNAME\tGA\t30041-8435\tUS\t\tfalse\t\t';

const order = (values: Record<string, string>) => ({
  'amazon-order-id': '028-1234567-1234567',
  'purchase-date': '2024-03-01T10:00:00+00:00',
  'order-status': 'Shipped',
  'fulfillment-channel': 'Amazon',
  sku: 'MUG-1',
  quantity: '1',
  ...values,
});

describe('all orders report', () => {
  it("reads Amazon's own example row, typed, money in minor units", async () => {
    const [row] = rowsOf(await readText(TYPE, `${HEADER.join('\t')}\n${AMAZON_EXAMPLE}\n`));
    expect(row).toEqual({
      amazonOrderId: 'scrubbed',
      merchantOrderId: 'scrubbed',
      purchaseDate: new Date('2017-06-17T08:04:21Z'),
      lastUpdatedDate: new Date('2017-06-18T22:07:59Z'),
      orderStatus: 'Shipped',
      fulfillmentChannel: 'AFN',
      salesChannel: 'Amazon.it',
      orderChannel: null,
      url: null,
      shipServiceLevel: 'SecondDay',
      productName: 'scrubbed',
      sku: 'scrubbed',
      asin: 'scrubbed',
      itemStatus: 'Cancelled',
      quantity: 1,
      currency: 'EUR',
      itemPrice: 8995,
      itemTax: null,
      shippingPrice: null,
      shippingTax: null,
      giftWrapPrice: null,
      giftWrapTax: null,
      itemPromotionDiscount: null,
      shipPromotionDiscount: null,
      shipCity: 'TOWNNAME',
      shipState: 'GA',
      shipPostalCode: '30041-8435',
      shipCountry: 'US',
      promotionIds: null,
      isBusinessOrder: false,
      purchaseOrderNumber: null,
      priceDesignation: null,
      extra: {},
    });
  });

  it('reads Merchant as MFN, AFN and MFN as they are, and UK as GB', async () => {
    const rows = rowsOf(
      await readText(
        TYPE,
        fileOf(HEADER, [
          order({ 'fulfillment-channel': 'Merchant', 'ship-country': 'UK' }),
          order({ 'fulfillment-channel': 'AFN', 'ship-country': 'GB' }),
          order({ 'fulfillment-channel': 'mfn', 'ship-country': 'de' }),
        ]),
      ),
    );
    expect(rows.map((row) => [row.fulfillmentChannel, row.shipCountry])).toEqual([
      ['MFN', 'GB'],
      ['AFN', 'GB'],
      ['MFN', 'DE'],
    ]);
  });

  it('leaves the prices of a cancelled line without prices null, not 0', async () => {
    const [row] = rowsOf(
      await readText(TYPE, fileOf(HEADER, [order({ 'order-status': 'Cancelled', quantity: '0' })])),
    );
    expect(row).toMatchObject({
      quantity: 0,
      currency: null,
      itemPrice: null,
      itemTax: null,
      shippingPrice: null,
    });
  });

  it('reads amounts in the decimals of their currency, negative discounts included', async () => {
    const [yen, euro] = rowsOf(
      await readText(
        TYPE,
        fileOf(HEADER, [
          order({ currency: 'JPY', 'item-price': '1500', 'item-tax': '150' }),
          order({
            currency: 'EUR',
            'item-price': '19.90',
            'item-promotion-discount': '-2.00',
            'gift-wrap-price': '3',
          }),
        ]),
      ),
    );
    expect(yen).toMatchObject({ itemPrice: 1500, itemTax: 150 });
    expect(euro).toMatchObject({ itemPrice: 1990, itemPromotionDiscount: -200, giftWrapPrice: 300 });
  });

  it('keeps marketplace-specific columns in extra, wherever they are', async () => {
    const header = [...HEADER.slice(0, 29), 'cpf', ...HEADER.slice(29), 'is-sold-by-ab'];
    const [row] = rowsOf(
      await readText(
        TYPE,
        fileOf(header, [
          order({ cpf: '123.456.789-00', 'is-sold-by-ab': 'false', 'is-business-order': 'true' }),
        ]),
      ),
    );
    expect(row?.extra).toEqual({ cpf: '123.456.789-00', 'is-sold-by-ab': 'false' });
    expect(row?.isBusinessOrder).toBe(true);
  });

  it('reports each line it cannot read in words a seller understands', async () => {
    const lines = await readText(
      TYPE,
      fileOf(HEADER, [
        order({ 'fulfillment-channel': 'Warehouse' }),
        order({ quantity: '-1' }),
        order({ 'item-price': '9.99' }),
        order({ currency: 'EURO', 'item-price': '9.99' }),
        order({ currency: 'USD', 'item-price': '9.999' }),
        order({ 'is-business-order': 'maybe' }),
        order({}),
      ]),
    );
    expect(problemsOf(lines)).toEqual([
      { line: 2, message: "Line 2: fulfillment-channel 'Warehouse' is neither Amazon nor Merchant." },
      { line: 3, message: "Line 3: quantity '-1' is negative." },
      { line: 4, message: "Line 4: item-price '9.99' has no currency." },
      { line: 5, message: "Line 5: currency 'EURO' is not a currency code." },
      { line: 6, message: "Line 6: item-price '9.999' is not an amount in USD." },
      { line: 7, message: "Line 7: is-business-order 'maybe' is neither true nor false." },
    ]);
    expect(lines.at(-1)).toMatchObject({ ok: true, line: 8 });
  });

  it('reads a CP932 document of Japanese titles as Amazon JP sends it', async () => {
    const text = fileOf(HEADER, [
      order({
        'product-name': '京都宇治 抹茶 100g（有機栽培）',
        currency: 'JPY',
        'item-price': '2,480',
        'sales-channel': 'Amazon.co.jp',
      }),
    ]);
    const bytes = iconv.encode(text, 'cp932');
    for (const charset of ['windows-31j', null]) {
      const [row] = rowsOf(await collect(readReport(TYPE, decodeReport(inPieces(bytes, 3), { charset }))));
      expect(row).toMatchObject({
        productName: '京都宇治 抹茶 100g（有機栽培）',
        itemPrice: 2480,
        currency: 'JPY',
      });
    }
  });
});
