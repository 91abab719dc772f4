import { skuMappingRequestSchema } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Form } from 'react-bootstrap';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { type PickedProduct, ProductPicker } from '../../products/components/product-picker.tsx';
import { useMapSkus } from '../api/map-skus.ts';

const newProductName = skuMappingRequestSchema.shape.new_product_name.unwrap();
const mappingFormSchema = z
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
type MappingFormValues = z.input<typeof mappingFormSchema>;
const EMPTY: MappingFormValues = { mode: 'existing', product: null, new_product_name: '' };

/** Where the selected SKUs go: an existing product (searched on the server) or a new one by name. */
export function MappingForm({
  organisation,
  skuIds,
  onMapped,
}: {
  organisation: string;
  skuIds: readonly number[];
  onMapped: () => void;
}) {
  const form = useForm({ resolver: zodResolver(mappingFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const mode = form.watch('mode');
  const map = useMapSkus();

  const onSubmit = form.handleSubmit((values) => {
    const request = skuMappingRequestSchema.safeParse({
      sku_ids: skuIds,
      ...(values.mode === 'existing'
        ? { product_id: values.product?.id }
        : { new_product_name: values.new_product_name }),
    });
    if (!request.success) {
      form.setError('root.server', { type: 'validate', message: request.error.issues[0]?.message });
      return;
    }
    map.mutate(
      { organisation, mapping: request.data },
      {
        onSuccess: ({ product, mapped }) => {
          notifySuccess(`Mapped ${mapped} SKU${mapped === 1 ? '' : 's'} to ${product.name}.`, 'SKU mapping');
          form.reset(EMPTY);
          onMapped();
        },
        onError: (error) => {
          if (!isApiError(error) || error.status !== 422) return;
          const { new_product_name: nameErrors, product_id: productErrors, ...rest } = error.errors;
          if (nameErrors)
            form.setError('new_product_name', { type: 'server', message: nameErrors.join(', ') });
          if (productErrors) form.setError('product', { type: 'server', message: productErrors.join(', ') });
          const other = Object.values(rest).flat();
          if (other.length) form.setError('root.server', { type: 'server', message: other.join(', ') });
        },
      },
    );
  });

  return (
    <Card className="mb-4">
      <Card.Body>
        <Form noValidate onSubmit={onSubmit} aria-label="Assign SKUs to a product">
          <h2 className="h6" aria-live="polite" data-testid="mapping-selected">
            {skuIds.length} SKU{skuIds.length === 1 ? '' : 's'} selected
          </h2>
          <FormAlert message={errors.root?.server?.message} />
          <div className="mb-3">
            <Form.Check
              inline
              type="radio"
              id="mapping-mode-existing"
              label="Existing product"
              value="existing"
              {...form.register('mode')}
            />
            <Form.Check
              inline
              type="radio"
              id="mapping-mode-new"
              label="New product"
              value="new"
              {...form.register('mode')}
            />
          </div>
          {mode === 'existing' ? (
            <Controller
              control={form.control}
              name="product"
              render={({ field }) => (
                <ProductPicker
                  organisation={organisation}
                  id="mapping-product"
                  label="Product"
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={errors.product?.message}
                />
              )}
            />
          ) : (
            <TextField
              label="New product name"
              id="mapping-new-product"
              registration={form.register('new_product_name')}
              error={errors.new_product_name?.message}
            />
          )}
          <SubmitButton pending={map.isPending} disabled={skuIds.length === 0}>
            Assign
          </SubmitButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
