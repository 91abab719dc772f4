import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeReport } from './decode.ts';
import { readReport } from './read-report.ts';
import { collect, fileOf, inPieces, problemsOf, readText, rowsOf, tsv } from './testing.ts';
import { REPORT_HEADERS } from './types/index.ts';

const TYPE = 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2';
const HEADER = REPORT_HEADERS[TYPE];

const summary = (values: Record<string, string> = {}) => ({
  'settlement-id': '11873400031',
  'settlement-start-date': '2026-10-20 07:14:19 UTC',
  'settlement-end-date': '2026-11-03 07:14:19 UTC',
  'deposit-date': '2026-11-05 07:14:19 UTC',
  'total-amount': '1523.44',
  currency: 'USD',
  ...values,
});

const line = (values: Record<string, string>) => ({
  'settlement-id': '11873400031',
  'transaction-type': 'Order',
  'order-id': '111-4827361-9910234',
  'shipment-id': 'DkL7vNw3M',
  'marketplace-name': 'Amazon.com',
  'amount-type': 'ItemPrice',
  'amount-description': 'Principal',
  amount: '24.99',
  'fulfillment-id': 'AFN',
  'posted-date': '2026-11-02',
  'posted-date-time': '2026-11-02 07:14:19 UTC',
  'order-item-code': '60412298771830',
  sku: 'MUG-1',
  'quantity-purchased': '1',
  ...values,
});

describe('settlement report', () => {
  it('reads the summary row with the settlement’s period, deposit and total', async () => {
    const [row] = rowsOf(await readText(TYPE, fileOf(HEADER, [summary()])));
    expect(row).toEqual({
      kind: 'summary',
      settlementId: '11873400031',
      settlementStartDate: new Date('2026-10-20T07:14:19Z'),
      settlementEndDate: new Date('2026-11-03T07:14:19Z'),
      depositDate: new Date('2026-11-05T07:14:19Z'),
      totalAmount: 152344,
      currency: 'USD',
      extra: {},
    });
  });

  it('reads an order’s price and fees, signed, in the summary’s currency when the row names none', async () => {
    const rows = rowsOf(
      await readText(
        TYPE,
        fileOf(HEADER, [
          summary(),
          line({}),
          line({ 'amount-type': 'ItemFees', 'amount-description': 'Commission', amount: '-3.75' }),
          line({
            'amount-type': 'ItemFees',
            'amount-description': 'FBAPerUnitFulfillmentFee',
            amount: '-4.24',
          }),
        ]),
      ),
    );
    expect(rows[1]).toEqual({
      kind: 'transaction',
      settlementId: '11873400031',
      transactionType: 'Order',
      currency: 'USD',
      orderId: '111-4827361-9910234',
      merchantOrderId: null,
      adjustmentId: null,
      shipmentId: 'DkL7vNw3M',
      marketplaceName: 'Amazon.com',
      amountType: 'ItemPrice',
      amountDescription: 'Principal',
      amount: 2499,
      fulfillmentId: 'AFN',
      postedAt: new Date('2026-11-02T07:14:19Z'),
      orderItemCode: '60412298771830',
      merchantOrderItemId: null,
      merchantAdjustmentItemId: null,
      sku: 'MUG-1',
      quantityPurchased: 1,
      promotionId: null,
      extra: {},
    });
    expect(
      rows.slice(2).map((row) => row.kind === 'transaction' && [row.amountDescription, row.amount]),
    ).toEqual([
      ['Commission', -375],
      ['FBAPerUnitFulfillmentFee', -424],
    ]);
  });

  it('reads a refund with its adjustment id, a negative principal and no quantity', async () => {
    const [, refund, fee] = rowsOf(
      await readText(
        TYPE,
        fileOf(HEADER, [
          summary(),
          line({
            'transaction-type': 'Refund',
            'adjustment-id': 'amzn1.adj.7723',
            'shipment-id': '',
            amount: '-24.99',
            'quantity-purchased': '',
            'merchant-adjustment-item-id': 'MAI-1',
          }),
          line({
            'transaction-type': 'Refund',
            'adjustment-id': 'amzn1.adj.7723',
            'amount-type': 'ItemFees',
            'amount-description': 'RefundCommission',
            amount: '0.75',
            'quantity-purchased': '',
          }),
        ]),
      ),
    );
    expect(refund).toMatchObject({
      transactionType: 'Refund',
      adjustmentId: 'amzn1.adj.7723',
      amount: -2499,
      quantityPurchased: null,
      merchantAdjustmentItemId: 'MAI-1',
    });
    expect(fee).toMatchObject({ amountDescription: 'RefundCommission', amount: 75 });
  });

  it('reads the European file: dotted day-first dates and decimal commas', async () => {
    const rows = rowsOf(
      await readText(
        TYPE,
        fileOf(HEADER, [
          summary({
            'settlement-start-date': '20.10.2026 07:14:19 UTC',
            'settlement-end-date': '03.11.2026 07:14:19 UTC',
            'deposit-date': '05.11.2026',
            'total-amount': '1.523,44',
            currency: 'EUR',
          }),
          line({
            'marketplace-name': 'Amazon.de',
            'posted-date': '02.11.2026',
            'posted-date-time': '02.11.2026 07:14:19 UTC',
            amount: '-4,24',
            'amount-type': 'ItemFees',
            'amount-description': 'FBAPerUnitFulfillmentFee',
          }),
          line({ 'posted-date': '2.11.2026', 'posted-date-time': '' }),
        ]),
      ),
    );
    expect(rows[0]).toMatchObject({
      settlementStartDate: new Date('2026-10-20T07:14:19Z'),
      depositDate: new Date('2026-11-05T00:00:00Z'),
      totalAmount: 152344,
      currency: 'EUR',
    });
    expect(rows[1]).toMatchObject({
      currency: 'EUR',
      amount: -424,
      postedAt: new Date('2026-11-02T07:14:19Z'),
    });
    // Without posted-date-time, the posted day at midnight UTC.
    expect(rows[2]).toMatchObject({ postedAt: new Date('2026-11-02T00:00:00Z') });
  });

  it('reads a summary row that stops after its currency (the rest of its cells empty)', async () => {
    const text = tsv([
      [...HEADER],
      [
        '11873400031',
        '2026-10-20 07:14:19 UTC',
        '2026-11-03 07:14:19 UTC',
        '2026-11-05 07:14:19 UTC',
        '10.00',
        'GBP',
      ],
    ]);
    const [row] = rowsOf(await readText(TYPE, text));
    expect(row).toMatchObject({ kind: 'summary', totalAmount: 1000, currency: 'GBP' });
  });

  it('reports malformed lines with their numbers and reads on', async () => {
    const lines = await readText(
      TYPE,
      fileOf(HEADER, [
        summary(),
        line({ amount: 'twelve' }),
        line({ 'posted-date-time': '2026-13-45 07:14:19 UTC' }),
        line({ amount: '' }),
        summary({ currency: '', 'total-amount': '' }),
        line({}),
      ]),
    );
    expect(problemsOf(lines)).toEqual([
      { line: 3, message: "Line 3: amount 'twelve' is not an amount in USD." },
      { line: 4, message: "Line 4: posted-date-time '2026-13-45 07:14:19 UTC' is not a date and time." },
      { line: 5, message: 'Line 5: amount is empty.' },
      { line: 6, message: 'Line 6: total-amount is empty.' },
    ]);
    expect(lines.at(-1)).toMatchObject({ ok: true, line: 7 });
  });

  it('refuses an amount when neither the row nor a summary names the currency', async () => {
    const lines = await readText(TYPE, fileOf(HEADER, [line({})]));
    expect(problemsOf(lines)).toEqual([{ line: 2, message: "Line 2: amount '24.99' has no currency." }]);
  });

  it('reads Japan’s whole yen exactly, from CP932 bytes as Amazon JP serves them', async () => {
    const jp = { 'marketplace-name': 'Amazon.co.jp', 'order-id': '503-1234567-7654321', sku: '抹茶-100' };
    const bytes = iconv.encode(
      fileOf(HEADER, [
        summary({ 'total-amount': '312060', currency: 'JPY' }),
        line({ ...jp, amount: '2980' }),
        line({ ...jp, 'amount-description': 'Tax', amount: '271' }),
        line({ ...jp, 'amount-type': 'ItemFees', 'amount-description': 'Commission', amount: '-447' }),
      ]),
      'cp932',
    );
    const lines = await collect(
      readReport(TYPE, decodeReport(inPieces(bytes, 5), { charset: 'Windows-31J' })),
    );
    expect(rowsOf(lines).map((row) => (row.kind === 'summary' ? row.totalAmount : row.amount))).toEqual([
      312060, 2980, 271, -447,
    ]);
    expect(rowsOf(lines)[1]).toMatchObject({ currency: 'JPY', sku: '抹茶-100' });
    expect(lines.some((read) => read.ok && read.rounded)).toBe(false);
  });

  it('rounds yen written with decimals half to even, keeps the line and counts the rounded amounts', async () => {
    const lines = await readText(
      TYPE,
      fileOf(HEADER, [
        summary({ 'total-amount': '312059.80', currency: 'JPY' }),
        line({ 'amount-type': 'ItemFees', 'amount-description': 'Commission', amount: '-216.37' }),
        line({ 'amount-description': 'Tax', amount: '270.50' }),
        line({ amount: '2980' }),
        line({ amount: '2980.5.1' }),
      ]),
    );
    expect(
      lines.map((read) => (read.ok ? [read.line, read.rounded ?? 0] : [read.line, read.message])),
    ).toEqual([
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 0],
      [6, "Line 6: amount '2980.5.1' is not an amount in JPY."],
    ]);
    const rows = rowsOf(lines.slice(0, 4));
    expect(rows.map((row) => (row.kind === 'summary' ? row.totalAmount : row.amount))).toEqual([
      312060, -216, 270, 2980,
    ]);
  });
});
