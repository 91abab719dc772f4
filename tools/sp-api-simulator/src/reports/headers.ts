/**
 * Header lines of the flat-file reports, exactly as in /work/shared/reference/sp-api.md §3
 * (there with their sources). The order matters: parsers that check the header line compare it.
 */
export const ALL_ORDERS_HEADER = [
  'amazon-order-id', 'merchant-order-id', 'purchase-date', 'last-updated-date', 'order-status',
  'fulfillment-channel', 'sales-channel', 'order-channel', 'url', 'ship-service-level', 'product-name',
  'sku', 'asin', 'item-status', 'quantity', 'currency', 'item-price', 'item-tax', 'shipping-price',
  'shipping-tax', 'gift-wrap-price', 'gift-wrap-tax', 'item-promotion-discount', 'ship-promotion-discount',
  'ship-city', 'ship-state', 'ship-postal-code', 'ship-country', 'promotion-ids', 'is-business-order',
  'purchase-order-number', 'price-designation',
] as const;

export const FBA_MYI_UNSUPPRESSED_INVENTORY_HEADER = [
  'sku', 'fnsku', 'asin', 'product-name', 'condition', 'your-price', 'mfn-listing-exists',
  'mfn-fulfillable-quantity', 'afn-listing-exists', 'afn-warehouse-quantity', 'afn-fulfillable-quantity',
  'afn-unsellable-quantity', 'afn-reserved-quantity', 'afn-total-quantity', 'per-unit-volume',
  'afn-inbound-working-quantity', 'afn-inbound-shipped-quantity', 'afn-inbound-receiving-quantity',
  'afn-researching-quantity', 'afn-reserved-future-supply', 'afn-future-supply-buyable',
] as const;

export const LEDGER_DETAIL_HEADER = [
  'Date', 'FNSKU', 'ASIN', 'MSKU', 'Title', 'Event Type', 'Reference ID', 'Quantity', 'Fulfillment Center',
  'Disposition', 'Reason', 'Country', 'Reconciled Quantity', 'Unreconciled Quantity', 'Date and Time',
] as const;

export const REIMBURSEMENTS_HEADER = [
  'approval-date', 'reimbursement-id', 'case-id', 'amazon-order-id', 'reason', 'sku', 'fnsku', 'asin',
  'product-name', 'condition', 'currency-unit', 'amount-per-unit', 'amount-total', 'quantity-reimbursed-cash',
  'quantity-reimbursed-inventory', 'quantity-reimbursed-total', 'original-reimbursement-id',
  'original-reimbursement-type',
] as const;

export const CUSTOMER_RETURNS_HEADER = [
  'return-date', 'order-id', 'sku', 'asin', 'fnsku', 'product-name', 'quantity', 'fulfillment-center-id',
  'detailed-disposition', 'reason', 'status', 'license-plate-number', 'customer-comments',
] as const;
