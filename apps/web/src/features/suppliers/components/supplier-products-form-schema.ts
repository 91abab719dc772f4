import { type Supplier, supplierProductsRequestSchema } from '@backoffice/shared';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { asInput, blankAsNull } from '../../../lib/form-values.ts';

const row = supplierProductsRequestSchema.shape.products.element;

/**
 * The shared row rule, plus the product's name for display (not sent). A blank minimum is none:
 * every row is sent with its minimums, so emptying a box clears it.
 */
export const supplierProductsFormSchema = z.object({
  products: z.array(
    row.extend({
      name: z.string(),
      min_order_quantity: blankAsNull(row.shape.min_order_quantity),
      min_order_value: blankAsNull(row.shape.min_order_value),
    }),
  ),
});
export type SupplierProductsFormInput = z.input<typeof supplierProductsFormSchema>;
export type SupplierProductsFormOutput = z.output<typeof supplierProductsFormSchema>;
export type SupplierProductFormRow = SupplierProductsFormInput['products'][number];

/** A product just added to the list: default lead times, no minimums. */
export function newSupplierProductRow(product: { id: number; name: string }): SupplierProductFormRow {
  return {
    product_id: product.id,
    name: product.name,
    buffer_days: '0',
    production_lead_days: '0',
    min_order_quantity: '',
    min_order_value: '',
  };
}

/** The supplier's products as rows; the form follows them once saved. */
export function supplierProductsFormValues(supplier: Supplier): SupplierProductsFormInput {
  return {
    products: (supplier.products ?? []).map((product) => ({
      product_id: product.id,
      name: product.name,
      buffer_days: String(product.pivot.buffer_days),
      production_lead_days: String(product.pivot.production_lead_days),
      min_order_quantity: asInput(product.pivot.min_order_quantity),
      min_order_value: asInput(product.pivot.min_order_value),
    })),
  };
}

/** Where a 422 may put its errors: each row's fields, then the list as a whole. */
export function supplierProductsErrorFields(rows: number): Path<SupplierProductsFormInput>[] {
  const fields = [
    'product_id',
    'buffer_days',
    'production_lead_days',
    'min_order_quantity',
    'min_order_value',
  ] as const;
  const perRow = Array.from({ length: rows }, (_, index) =>
    fields.map((field) => `products.${index}.${field}` as Path<SupplierProductsFormInput>),
  ).flat();
  return [...perRow, 'products'];
}
