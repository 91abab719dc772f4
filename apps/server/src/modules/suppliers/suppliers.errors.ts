import { currencyDecimals, FIELD_MESSAGES } from '@backoffice/shared';
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
  /** PUT /suppliers/{id}/products: a minimum order value is in the supplier's currency, so it needs one. */
  minOrderValueWithoutCurrency: (index: number) =>
    fieldError(
      'suppliers.min_order_value_without_currency',
      `products.${index}.min_order_value`,
      "Set the supplier's currency before a min order value.",
    ),
  minOrderValueDecimals: (index: number, currency: string) => {
    const decimals = currencyDecimals(currency);
    return fieldError(
      'suppliers.min_order_value_decimals',
      `products.${index}.min_order_value`,
      decimals === 0
        ? `The min order value must be a whole amount in ${currency}.`
        : `The min order value must have at most ${decimals} decimals in ${currency}.`,
    );
  },
  /** The currency cannot go while products have a minimum order value in it. */
  currencyNeeded: (products: number) =>
    fieldError(
      'suppliers.currency_needed',
      'currency',
      `${products === 1 ? 'A product has' : `${products} products have`} a min order value in this currency; clear ${products === 1 ? 'it' : 'them'} first.`,
    ),
  /** A new currency keeps each minimum order value's amount; one it cannot hold is refused. */
  minOrderValueUnfit: (amount: string, currency: string) =>
    fieldError(
      'suppliers.min_order_value_unfit',
      'currency',
      `A product's min order value of ${amount} cannot be written in ${currency}; change it first.`,
    ),
  /** Purchase orders name the supplier (their foreign key has no ON DELETE action). */
  inUse: () =>
    fieldError('suppliers.in_use', 'supplier', 'Purchase orders name this supplier; it cannot be deleted.'),
  /** CSV import: the warehouse cell names no warehouse of the organisation. */
  unknownWarehouse: (name: string) =>
    fieldError('suppliers.unknown_warehouse', 'warehouse', `No warehouse named "${name}".`),
};
