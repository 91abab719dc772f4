import {
  type CreateSkuRequest,
  createSkuRequestSchema,
  type Sku,
  type UpdateSkuRequest,
  updateSkuRequestSchema,
} from '@backoffice/shared';
import { z } from 'zod';
import type { PickedProduct } from '../../../components/forms/product-picker.tsx';
import type { ServerFieldAliases } from '../../../lib/form-errors.ts';
import { asInput, blankAsNull } from '../../../lib/form-values.ts';

/** The forms hold the picked product; the server names the field product_id. */
export const PRODUCT_ALIAS: ServerFieldAliases<{ product: PickedProduct | null }> = { product_id: 'product' };

const shape = updateSkuRequestSchema.shape;

/** Editing a SKU: the shared request rules over what the inputs hold. */
export const skuFormSchema = z.object({
  name: blankAsNull(shape.name),
  asin: shape.asin,
  product: z.custom<PickedProduct | null>(),
  cogs: blankAsNull(shape.cogs),
  cogs_currency: shape.cogs_currency,
  is_hidden: z.boolean(),
});
export type SkuFormValues = z.input<typeof skuFormSchema>;
export const SKU_FORM_FIELDS = ['name', 'asin', 'product', 'cogs', 'cogs_currency', 'is_hidden'] as const;

export function skuFormValues(sku: Sku): SkuFormValues {
  return {
    name: asInput(sku.name),
    asin: asInput(sku.asin),
    product: sku.product,
    cogs: asInput(sku.cogs),
    cogs_currency: sku.cogs_currency,
    is_hidden: sku.is_hidden,
  };
}

export function skuRequest({ product, ...values }: z.output<typeof skuFormSchema>): UpdateSkuRequest {
  return { ...values, product_id: product?.id ?? null };
}

/** "New SKU" by hand: its id, a name and optionally its product. */
export const newSkuFormSchema = z.object({
  sku_id: createSkuRequestSchema.shape.sku_id,
  name: blankAsNull(createSkuRequestSchema.shape.name),
  product: z.custom<PickedProduct | null>(),
});
export type NewSkuFormValues = z.input<typeof newSkuFormSchema>;
export const NEW_SKU_FORM_FIELDS = ['sku_id', 'name', 'product'] as const;
export const EMPTY_NEW_SKU: NewSkuFormValues = { sku_id: '', name: '', product: null };

export function newSkuRequest({
  sku_id,
  name,
  product,
}: z.output<typeof newSkuFormSchema>): CreateSkuRequest {
  return { sku_id, name, product_id: product?.id ?? null };
}
