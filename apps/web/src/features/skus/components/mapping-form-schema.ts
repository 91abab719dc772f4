import { skuMappingRequestSchema } from '@backoffice/shared';
import { z } from 'zod';
import type { PickedProduct } from '../../../components/forms/product-picker.tsx';

const newProductName = skuMappingRequestSchema.shape.new_product_name.unwrap();

/** Where the selected SKUs go: the product picked, or the name of a new one. */
export const mappingFormSchema = z
  .object({
    mode: z.enum(['existing', 'new']),
    product: z.custom<PickedProduct | null>(),
    new_product_name: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.mode === 'existing' && !values.product)
      ctx.addIssue({ code: 'custom', path: ['product'], message: 'Choose a product.' });
    if (values.mode === 'new') {
      const name = newProductName.safeParse(values.new_product_name);
      if (!name.success)
        ctx.addIssue({
          code: 'custom',
          path: ['new_product_name'],
          message: name.error.issues[0]?.message ?? '',
        });
    }
  });
export type MappingFormValues = z.input<typeof mappingFormSchema>;
export const MAPPING_FORM_FIELDS = ['new_product_name', 'product'] as const;
export const EMPTY_MAPPING: MappingFormValues = { mode: 'existing', product: null, new_product_name: '' };

/** The request for these SKUs, checked by the shared rule (e.g. at least one SKU selected). */
export function mappingRequest(skuIds: readonly number[], values: MappingFormValues) {
  return skuMappingRequestSchema.safeParse({
    sku_ids: skuIds,
    ...(values.mode === 'existing'
      ? { product_id: values.product?.id }
      : { new_product_name: values.new_product_name }),
  });
}
