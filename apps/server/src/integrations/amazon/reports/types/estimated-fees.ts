import type { Cells } from '../cells.ts';
import type { ReportSpec } from '../report-spec.ts';
import type { EstimatedFeeRow } from '../rows.ts';

// The North American file's header (sources in ../README.md). European files differ: they add
// `has-local-inventory`, call the size tier `product-size-weight-band`, and state the fulfilment
// fee as `expected-domestic-fulfilment-fee-per-unit` (beside one per other EFN country); those
// two are read as the same fields (`alsoRead`), the rest is kept in `extra`.
const HEADER = [
  'sku',
  'fnsku',
  'asin',
  'product-name',
  'product-group',
  'brand',
  'fulfilled-by',
  'your-price',
  'sales-price',
  'longest-side',
  'median-side',
  'shortest-side',
  'length-and-girth',
  'unit-of-dimension',
  'item-package-weight',
  'unit-of-weight',
  'product-size-tier',
  'currency',
  'estimated-fee-total',
  'estimated-referral-fee-per-unit',
  'estimated-variable-closing-fee',
  'estimated-order-handling-fee-per-order',
  'estimated-pick-pack-fee-per-unit',
  'estimated-weight-handling-fee-per-unit',
  'expected-fulfillment-fee-per-unit',
  'estimated-future-fee (Current Selling on Amazon + Future Fulfillment fees)',
  'estimated-future-order-handling-fee-per-order',
  'estimated-future-pick-pack-fee-per-unit',
  'estimated-future-weight-handling-fee-per-unit',
  'expected-future-fulfillment-fee-per-unit',
  'estimated-future-referral-fee-per-unit',
  'current-fee-category',
  'future-fee-category',
  'future-fee-category-effective-date',
] as const;

/** Amazon writes `--` where a fee does not apply (no sale price, a merchant-fulfilled SKU). */
function amount(cells: Cells, column: string, currency: string): number | null {
  return cells.text(column) === '--' ? null : cells.money(column, currency);
}

export const estimatedFees: ReportSpec<EstimatedFeeRow> = {
  type: 'GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA',
  header: HEADER,
  alsoRead: ['product-size-weight-band', 'expected-domestic-fulfilment-fee-per-unit'],
  required: ['sku', 'currency', 'estimated-fee-total'],
  quoted: false,
  read(cells) {
    const currency = cells.currency('currency', 'required');
    const total = amount(cells, 'estimated-fee-total', currency);
    if (total === null) cells.invalid('estimated-fee-total', '--', 'is not an amount');
    return {
      sku: cells.text('sku', 'required'),
      fnsku: cells.text('fnsku'),
      asin: cells.text('asin'),
      productName: cells.text('product-name'),
      productGroup: cells.text('product-group'),
      brand: cells.text('brand'),
      fulfilledBy: cells.text('fulfilled-by'),
      yourPrice: amount(cells, 'your-price', currency),
      salesPrice: amount(cells, 'sales-price', currency),
      productSizeTier: cells.text('product-size-tier') ?? cells.text('product-size-weight-band'),
      currency,
      estimatedFeeTotal: total as number,
      estimatedReferralFeePerUnit: amount(cells, 'estimated-referral-fee-per-unit', currency),
      estimatedVariableClosingFee: amount(cells, 'estimated-variable-closing-fee', currency),
      estimatedOrderHandlingFeePerOrder: amount(cells, 'estimated-order-handling-fee-per-order', currency),
      estimatedPickPackFeePerUnit: amount(cells, 'estimated-pick-pack-fee-per-unit', currency),
      estimatedWeightHandlingFeePerUnit: amount(cells, 'estimated-weight-handling-fee-per-unit', currency),
      expectedFulfillmentFeePerUnit:
        amount(cells, 'expected-fulfillment-fee-per-unit', currency) ??
        amount(cells, 'expected-domestic-fulfilment-fee-per-unit', currency),
      currentFeeCategory: cells.text('current-fee-category'),
      extra: cells.extra(),
    };
  },
};
