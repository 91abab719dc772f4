import { minStockSchema, type Product, productRequestSchema } from '@backoffice/shared';
import { z } from 'zod';
import { asInput, blankAsNull } from '../../../lib/form-values.ts';

const shape = productRequestSchema.shape;

/** Editing a product: the shared request rules over what the inputs hold. */
export const productFormSchema = z.object({
  name: shape.name,
  supplier_id: blankAsNull(shape.supplier_id),
  cogs: blankAsNull(shape.cogs),
  cogs_currency: shape.cogs_currency,
  min_stock: blankAsNull(shape.min_stock),
});
export type ProductFormValues = z.input<typeof productFormSchema>;
export const PRODUCT_FORM_FIELDS = ['name', 'supplier_id', 'cogs', 'cogs_currency', 'min_stock'] as const;

export function productFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    supplier_id: asInput(product.supplier_id),
    cogs: asInput(product.cogs),
    cogs_currency: product.cogs_currency,
    min_stock: asInput(product.min_stock),
  };
}

/** "New product": a name and optionally its COGS; the rest is edited on the product's pages. */
export const newProductFormSchema = z.object({
  name: shape.name,
  cogs: blankAsNull(shape.cogs),
  cogs_currency: shape.cogs_currency,
});
export type NewProductFormValues = z.input<typeof newProductFormSchema>;
export const NEW_PRODUCT_FORM_FIELDS = ['name', 'cogs', 'cogs_currency'] as const;
export const EMPTY_NEW_PRODUCT: NewProductFormValues = { name: '', cogs: '', cogs_currency: 'USD' };

/** The product's minimum stock; blank means none. */
export const minStockFormSchema = z.object({ min_stock: blankAsNull(minStockSchema.shape.min_stock) });
export type MinStockFormValues = z.input<typeof minStockFormSchema>;
