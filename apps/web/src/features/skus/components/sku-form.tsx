import { type Sku, updateSkuRequestSchema } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-bootstrap';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { asInput, blankAsNull } from '../../products/components/form-values.ts';
import { MoneyField } from '../../products/components/money-field.tsx';
import { type PickedProduct, ProductPicker } from '../../products/components/product-picker.tsx';
import { useUpdateSku } from '../api/update-sku.ts';

const shape = updateSkuRequestSchema.shape;
const skuFormSchema = z.object({
  name: blankAsNull(shape.name),
  asin: shape.asin,
  product: z.custom<PickedProduct | null>(),
  cogs: blankAsNull(shape.cogs),
  cogs_currency: shape.cogs_currency,
  is_hidden: z.boolean(),
});
const FIELDS = ['name', 'asin', 'cogs', 'cogs_currency', 'is_hidden'] as const;

export function SkuForm({
  organisation,
  sku,
  onSaved,
}: {
  organisation: string;
  sku: Sku;
  onSaved: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(skuFormSchema),
    values: {
      name: asInput(sku.name),
      asin: asInput(sku.asin),
      product: sku.product,
      cogs: asInput(sku.cogs),
      cogs_currency: sku.cogs_currency,
      is_hidden: sku.is_hidden,
    },
  });
  const { errors } = form.formState;
  const update = useUpdateSku();

  const onSubmit = form.handleSubmit(({ product, ...values }) =>
    update.mutate(
      { organisation, id: sku.id, sku: { ...values, product_id: product?.id ?? null } },
      {
        onSuccess: () => {
          notifySuccess(`SKU ${sku.sku_id} saved.`, 'SKUs');
          onSaved();
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, FIELDS);
          const productError = isApiError(error) ? error.errors.product_id : undefined;
          if (productError) form.setError('product', { type: 'server', message: productError.join(', ') });
        },
      },
    ),
  );

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Edit SKU">
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="SKU name"
        id="sku-name"
        registration={form.register('name')}
        error={errors.name?.message}
      />
      <TextField
        label="ASIN"
        id="sku-asin"
        registration={form.register('asin')}
        error={errors.asin?.message}
      />
      <Controller
        control={form.control}
        name="product"
        render={({ field }) => (
          <ProductPicker
            organisation={organisation}
            id="sku-product"
            label="Product"
            value={field.value ?? null}
            onChange={field.onChange}
            error={errors.product?.message}
          />
        )}
      />
      <MoneyField
        id="sku-cogs"
        label="COGS"
        amount={form.register('cogs')}
        currency={form.register('cogs_currency')}
        currentCurrency={sku.cogs_currency}
        error={errors.cogs?.message}
        currencyError={errors.cogs_currency?.message}
      />
      <Form.Check
        className="mb-3"
        id="sku-hidden"
        label="Hidden (left out of lists, counts and forecasts)"
        {...form.register('is_hidden')}
      />
      <SubmitButton pending={update.isPending}>Save</SubmitButton>
    </Form>
  );
}
