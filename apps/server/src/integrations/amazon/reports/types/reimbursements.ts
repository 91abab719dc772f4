import type { ReportSpec } from '../report-spec.ts';
import type { ReimbursementRow } from '../rows.ts';

// Header as Amazon writes it (sources in ../README.md).
const HEADER = [
  'approval-date',
  'reimbursement-id',
  'case-id',
  'amazon-order-id',
  'reason',
  'sku',
  'fnsku',
  'asin',
  'product-name',
  'condition',
  'currency-unit',
  'amount-per-unit',
  'amount-total',
  'quantity-reimbursed-cash',
  'quantity-reimbursed-inventory',
  'quantity-reimbursed-total',
  'original-reimbursement-id',
  'original-reimbursement-type',
] as const;

export const reimbursements: ReportSpec<ReimbursementRow> = {
  type: 'GET_FBA_REIMBURSEMENTS_DATA',
  header: HEADER,
  required: [
    'approval-date',
    'reimbursement-id',
    'reason',
    'currency-unit',
    'amount-total',
    'quantity-reimbursed-total',
  ],
  quoted: false,
  read(cells) {
    const currency = cells.currency('currency-unit', 'required');
    return {
      approvalDate: cells.timestamp('approval-date', 'required'),
      reimbursementId: cells.text('reimbursement-id', 'required'),
      caseId: cells.text('case-id'),
      amazonOrderId: cells.text('amazon-order-id'),
      reason: cells.text('reason', 'required'),
      sku: cells.text('sku'),
      fnsku: cells.text('fnsku'),
      asin: cells.text('asin'),
      productName: cells.text('product-name'),
      condition: cells.text('condition'),
      currency,
      amountPerUnit: cells.money('amount-per-unit', currency),
      amountTotal: cells.money('amount-total', currency, 'required'),
      quantityReimbursedCash: cells.wholeNumber('quantity-reimbursed-cash'),
      quantityReimbursedInventory: cells.wholeNumber('quantity-reimbursed-inventory'),
      quantityReimbursedTotal: cells.wholeNumber('quantity-reimbursed-total', 'required'),
      originalReimbursementId: cells.text('original-reimbursement-id'),
      originalReimbursementType: cells.text('original-reimbursement-type'),
      extra: cells.extra(),
    };
  },
};
