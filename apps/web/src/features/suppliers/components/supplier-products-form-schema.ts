import { type Supplier, supplierProductsRequestSchema } from '@backoffice/shared';
import type { Path } from 'react-hook-form';
import { z } from 'zod';

/** The shared row rule, plus the product's name for display (not sent). */
export const supplierProductsFormSchema = z.object({
  products: z.array(supplierProductsRequestSchema.shape.products.element.extend({ name: z.string() })),
});
export type SupplierProductsFormInput = z.input<typeof supplierProductsFormSchema>;
export type SupplierProductsFormOutput = z.output<typeof supplierProductsFormSchema>;

/** The supplier's products as rows; the form follows them once saved. */
export function supplierProductsFormValues(supplier: Supplier): SupplierProductsFormInput {
  return {
    products: (supplier.products ?? []).map((product) => ({
      product_id: product.id,
      name: product.name,
      buffer_days: String(product.pivot.buffer_days),
      production_lead_days: String(product.pivot.production_lead_days),
    })),
  };
}

/** Where a 422 may put its errors: each row's fields, then the list as a whole. */
export function supplierProductsErrorFields(rows: number): Path<SupplierProductsFormInput>[] {
  const perRow = Array.from({ length: rows }, (_, index) =>
    (['product_id', 'buffer_days', 'production_lead_days'] as const).map(
      (field) => `products.${index}.${field}` as Path<SupplierProductsFormInput>,
    ),
  ).flat();
  return [...perRow, 'products'];
}
