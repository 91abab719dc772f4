import { FIELD_MESSAGES } from '@backoffice/shared';
import { fieldError } from '../../lib/app-error.ts';

/** The SKUs' errors (and the mapping screen's), each with its stable code. */
export const skuErrors = {
  skuIdTaken: () => fieldError('skus.sku_id_taken', 'sku_id', FIELD_MESSAGES.taken('sku id')),
  invalidProduct: () =>
    fieldError('skus.invalid_product', 'product_id', FIELD_MESSAGES.invalidSelection('product id')),
  invalidSalesChannels: () =>
    fieldError(
      'skus.invalid_sales_channels',
      'sales_channel_ids',
      FIELD_MESSAGES.invalidSelections('sales channel ids'),
    ),
  /** The ledger has movements of the SKU: it stays, and may be hidden. */
  hasHistory: () => fieldError('skus.has_history', 'sku', 'This SKU has stock history; hide it instead.'),
  inUse: () =>
    fieldError('skus.in_use', 'sku', 'Transfers or purchase orders carry this SKU; hide it instead.'),
  /** Mapping: some selected SKUs are not the organisation's. */
  invalidSkus: () => fieldError('skus.invalid_skus', 'sku_ids', FIELD_MESSAGES.invalidSelections('sku ids')),
  /** Mapping: the new product's name is taken by another product. */
  newProductNameTaken: () =>
    fieldError('skus.new_product_name_taken', 'new_product_name', FIELD_MESSAGES.taken('name')),
  /** CSV import: the product cell names no product of the organisation. */
  unknownProduct: (name: string) =>
    fieldError('skus.unknown_product', 'product', `No product named "${name}".`),
};
