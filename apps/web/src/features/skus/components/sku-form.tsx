import type { UpdateSkuRequest } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { Form } from 'react-bootstrap';
import { MoneyField } from '../../../components/forms/money-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import { ProductField } from './product-field.tsx';
import {
  PRODUCT_ALIAS,
  SKU_FORM_FIELDS,
  type SkuFormValues,
  skuFormSchema,
  skuRequest,
} from './sku-form-schema.ts';

export function SkuForm({
  organisationUlid,
  defaultValues,
  onSubmit,
}: {
  organisationUlid: string;
  /** `skuFormValues(sku)`; the form follows them when the SKU is refetched. */
  defaultValues: SkuFormValues;
  onSubmit: (sku: UpdateSkuRequest) => Promise<unknown>;
}) {
  const form = useGuardedForm('sku', { resolver: zodResolver(skuFormSchema), values: defaultValues });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit((values) =>
    submitShowingServerErrors(
      () => onSubmit(skuRequest(values)),
      form.setError,
      SKU_FORM_FIELDS,
      PRODUCT_ALIAS,
    ),
  );

  return (
    <Form noValidate onSubmit={submit} aria-label="Edit SKU">
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
      <ProductField
        control={form.control}
        organisationUlid={organisationUlid}
        id="sku-product"
        error={errors.product?.message}
      />
      <MoneyField
        id="sku-cogs"
        label="COGS"
        amount={form.register('cogs')}
        currency={form.register('cogs_currency')}
        currentCurrency={defaultValues.cogs_currency}
        error={errors.cogs?.message}
        currencyError={errors.cogs_currency?.message}
      />
      <Form.Check
        className="mb-3"
        id="sku-hidden"
        label="Hidden (left out of lists, counts and forecasts)"
        {...form.register('is_hidden')}
      />
      <SubmitButton pending={isSubmitting} icon={Save}>
        Save
      </SubmitButton>
    </Form>
  );
}
