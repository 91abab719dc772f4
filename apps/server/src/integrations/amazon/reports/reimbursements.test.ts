import { describe, expect, it } from 'vitest';
import { fileOf, problemsOf, readText, rowsOf } from './testing.ts';
import { REPORT_HEADERS } from './types/index.ts';

const TYPE = 'GET_FBA_REIMBURSEMENTS_DATA';
const HEADER = REPORT_HEADERS[TYPE];

const reimbursement = (values: Record<string, string>) => ({
  'approval-date': '2024-05-02T17:03:11+00:00',
  'reimbursement-id': '5432198760',
  reason: 'Lost_Warehouse',
  sku: 'MUG-1',
  'currency-unit': 'EUR',
  'amount-per-unit': '7.45',
  'amount-total': '14.90',
  'quantity-reimbursed-cash': '2',
  'quantity-reimbursed-inventory': '0',
  'quantity-reimbursed-total': '2',
  ...values,
});

describe('reimbursements report', () => {
  it('reads a reimbursement with its case, money in minor units', async () => {
    const [row] = rowsOf(
      await readText(
        TYPE,
        fileOf(HEADER, [
          reimbursement({
            'case-id': '14876543210',
            'amazon-order-id': '028-1234567-1234567',
            fnsku: 'X0001',
            asin: 'B0001',
            'product-name': 'Mug',
            condition: 'NewItem',
          }),
        ]),
      ),
    );
    expect(row).toEqual({
      approvalDate: new Date('2024-05-02T17:03:11Z'),
      reimbursementId: '5432198760',
      caseId: '14876543210',
      amazonOrderId: '028-1234567-1234567',
      reason: 'Lost_Warehouse',
      sku: 'MUG-1',
      fnsku: 'X0001',
      asin: 'B0001',
      productName: 'Mug',
      condition: 'NewItem',
      currency: 'EUR',
      amountPerUnit: 745,
      amountTotal: 1490,
      quantityReimbursedCash: 2,
      quantityReimbursedInventory: 0,
      quantityReimbursedTotal: 2,
      originalReimbursementId: null,
      originalReimbursementType: null,
      extra: {},
    });
  });

  it('reads a reversal with its negative amount and the reimbursement it reverses', async () => {
    const [row] = rowsOf(
      await readText(
        TYPE,
        fileOf(HEADER, [
          reimbursement({
            reason: 'Reimbursement_Reversal',
            'amount-total': '-14.90',
            'quantity-reimbursed-cash': '-2',
            'quantity-reimbursed-total': '-2',
            'original-reimbursement-id': '5432198760',
            'original-reimbursement-type': 'Lost_Warehouse',
          }),
        ]),
      ),
    );
    expect(row).toMatchObject({
      amountTotal: -1490,
      quantityReimbursedTotal: -2,
      originalReimbursementId: '5432198760',
      originalReimbursementType: 'Lost_Warehouse',
    });
  });

  it('reports a reimbursement without currency, amount or approval date', async () => {
    const lines = await readText(
      TYPE,
      fileOf(HEADER, [
        reimbursement({ 'currency-unit': '' }),
        reimbursement({ 'amount-total': '' }),
        reimbursement({ 'approval-date': 'last week' }),
        reimbursement({}),
      ]),
    );
    expect(problemsOf(lines)).toEqual([
      { line: 2, message: 'Line 2: currency-unit is empty.' },
      { line: 3, message: 'Line 3: amount-total is empty.' },
      { line: 4, message: "Line 4: approval-date 'last week' is not a date and time." },
    ]);
    expect(lines.at(-1)).toMatchObject({ ok: true, line: 5 });
  });
});
