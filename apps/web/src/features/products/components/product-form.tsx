import { type Product, productRequestSchema } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { supplierOptionsQueryOptions } from '../../suppliers/api/get-suppliers.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { asInput, blankAsNull } from './form-values.ts';
import { MoneyField } from './money-field.tsx';

const productFormSchema = z.object({
  name: productRequestSchema.shape.name,
  supplier_id: blankAsNull(productRequestSchema.shape.supplier_id),
  cogs: blankAsNull(productRequestSchema.shape.cogs),
  cogs_currency: productRequestSchema.shape.cogs_currency,
  min_stock: blankAsNull(productRequestSchema.shape.min_stock),
});
const FIELDS = ['name', 'supplier_id', 'cogs', 'cogs_currency', 'min_stock'] as const;

export function ProductForm({
  organisation,
  product,
  onSaved,
}: {
  organisation: string;
  product: Product;
  onSaved: () => void;
}) {
  const suppliers = useQuery(supplierOptionsQueryOptions(organisation));
  const form = useForm({
    resolver: zodResolver(productFormSchema),
    values: {
      name: product.name,
      supplier_id: asInput(product.supplier_id),
      cogs: asInput(product.cogs),
      cogs_currency: product.cogs_currency,
      min_stock: asInput(product.min_stock),
    },
  });
  const { errors } = form.formState;
  const update = useUpdateProduct();
  // A select shows its value only if the option exists when the value is set: wait for the options.
  if (suppliers.isPending) return <PageSpinner label="Loading suppliers…" />;
  const supplierOptions = suppliers.data?.data ?? [];
  // The current supplier stays choosable while the list loads (or if it is past the first 500).
  const missingCurrent =
    product.supplier && !supplierOptions.some((supplier) => supplier.id === product.supplier?.id)
      ? product.supplier
      : null;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { organisation, id: product.id, product: values },
      {
        onSuccess: () => {
          notifySuccess('Product saved.', 'Products');
          onSaved();
        },
        onError: (error) => applyServerErrors(error, form.setError, FIELDS),
      },
    ),
  );

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Edit product">
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
        currentCurrency={product.cogs_currency}
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
      <SubmitButton pending={update.isPending}>Save</SubmitButton>
    </Form>
  );
}
