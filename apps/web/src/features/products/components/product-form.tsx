import type { Product, ProductRequest } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { Form } from 'react-bootstrap';
import { MoneyField } from '../../../components/forms/money-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import type { ProductFormOptions } from '../hooks/use-product-form-options.ts';
import { PRODUCT_FORM_FIELDS, type ProductFormValues, productFormSchema } from './product-form-schema.ts';

export function ProductForm({
  options,
  product,
  defaultValues,
  onSubmit,
}: {
  options: ProductFormOptions;
  /** The product being edited: its main supplier stays choosable even when not among the options. */
  product: Product;
  /** `productFormValues(product)`; the form follows them when the product is refetched. */
  defaultValues: ProductFormValues;
  onSubmit: (product: ProductRequest) => Promise<unknown>;
}) {
  const form = useGuardedForm('product', { resolver: zodResolver(productFormSchema), values: defaultValues });
  const { errors, isSubmitting } = form.formState;
  const supplierOptions = options.suppliers;
  // The current supplier stays choosable if it is past the first 500.
  const missingCurrent =
    product.supplier && !supplierOptions.some((supplier) => supplier.id === product.supplier?.id)
      ? product.supplier
      : null;

  const submit = form.handleSubmit((values) =>
    submitShowingServerErrors(() => onSubmit(values), form.setError, PRODUCT_FORM_FIELDS),
  );

  return (
    <Form noValidate onSubmit={submit} aria-label="Edit product">
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="Name"
        id="product-name"
        registration={form.register('name')}
        error={errors.name?.message}
      />
      <Form.Group className="mb-3" controlId="product-supplier">
        <Form.Label>Main supplier</Form.Label>
        <Form.Select isInvalid={errors.supplier_id !== undefined} {...form.register('supplier_id')}>
          <option value="">None</option>
          {missingCurrent && <option value={String(missingCurrent.id)}>{missingCurrent.name}</option>}
          {supplierOptions.map((supplier) => (
            <option key={supplier.id} value={String(supplier.id)}>
              {supplier.name}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.supplier_id?.message}</Form.Control.Feedback>
      </Form.Group>
      <MoneyField
        id="product-cogs"
        label="COGS"
        amount={form.register('cogs')}
        currency={form.register('cogs_currency')}
        currentCurrency={defaultValues.cogs_currency}
        error={errors.cogs?.message}
        currencyError={errors.cogs_currency?.message}
      />
      <TextField
        label="Min stock"
        id="product-min-stock"
        registration={form.register('min_stock')}
        error={errors.min_stock?.message}
        hint="Units below which the product needs reordering; leave blank for none."
      />
      <SubmitButton pending={isSubmitting} icon={Save}>
        Save
      </SubmitButton>
    </Form>
  );
}
