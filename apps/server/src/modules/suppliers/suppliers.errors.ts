import { FIELD_MESSAGES } from '@backoffice/shared';
import { fieldError } from '../../lib/app-error.ts';

/** The suppliers' errors, each with its stable code. */
export const supplierErrors = {
  nameTaken: () => fieldError('suppliers.name_taken', 'name', FIELD_MESSAGES.taken('name')),
  invalidWarehouse: () =>
    fieldError(
      'suppliers.invalid_warehouse',
      'warehouse_id',
      FIELD_MESSAGES.invalidSelection('warehouse id'),
    ),
  /** PUT /suppliers/{id}/products: the `index`th link names a product not of the organisation. */
  invalidProduct: (index: number) =>
    fieldError(
      'suppliers.invalid_product',
      `products.${index}.product_id`,
      FIELD_MESSAGES.invalidSelection('product id'),
    ),
  productListedTwice: (index: number) =>
    fieldError(
      'suppliers.product_listed_twice',
      `products.${index}.product_id`,
      'The product is listed twice.',
    ),
  /** Purchase orders name the supplier (their foreign key has no ON DELETE action). */
  inUse: () =>
    fieldError('suppliers.in_use', 'supplier', 'Purchase orders name this supplier; it cannot be deleted.'),
  /** CSV import: the warehouse cell names no warehouse of the organisation. */
  unknownWarehouse: (name: string) =>
    fieldError('suppliers.unknown_warehouse', 'warehouse', `No warehouse named "${name}".`),
};
