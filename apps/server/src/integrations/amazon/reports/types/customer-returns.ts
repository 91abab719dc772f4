import type { ReportSpec } from '../report-spec.ts';
import type { CustomerReturnRow } from '../rows.ts';

// Header as Amazon writes it (sources in ../README.md).
const HEADER = [
  'return-date',
  'order-id',
  'sku',
  'asin',
  'fnsku',
  'product-name',
  'quantity',
  'fulfillment-center-id',
  'detailed-disposition',
  'reason',
  'status',
  'license-plate-number',
  'customer-comments',
] as const;

export const customerReturns: ReportSpec<CustomerReturnRow> = {
  type: 'GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA',
  header: HEADER,
  required: ['return-date', 'order-id', 'sku', 'quantity'],
  quoted: false,
  read(cells) {
    return {
      returnDate: cells.timestamp('return-date', 'required'),
      orderId: cells.text('order-id', 'required'),
      sku: cells.text('sku', 'required'),
      asin: cells.text('asin'),
      fnsku: cells.text('fnsku'),
      productName: cells.text('product-name'),
      quantity: cells.count('quantity', 'required'),
      fulfillmentCenterId: cells.text('fulfillment-center-id'),
      detailedDisposition: cells.text('detailed-disposition'),
      reason: cells.text('reason'),
      status: cells.text('status'),
      licensePlateNumber: cells.text('license-plate-number'),
      customerComments: cells.text('customer-comments'),
      extra: cells.extra(),
    };
  },
};
