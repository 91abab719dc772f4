import type { SupplierProductsRequest } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Save } from 'lucide-react';
import { useState } from 'react';
import { Button, Form, Table } from 'react-bootstrap';
import { useFieldArray } from 'react-hook-form';
import { type PickedProduct, ProductPicker } from '../../../components/forms/product-picker.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import { SupplierProductRow } from './supplier-product-row.tsx';
import {
  newSupplierProductRow,
  type SupplierProductsFormInput,
  supplierProductsErrorFields,
  supplierProductsFormSchema,
} from './supplier-products-form-schema.ts';

/**
 * The products a supplier supplies, each with its buffer and production lead days and the least it
 * takes in one order (units, value in its currency); saved all at once.
 */
export function SupplierProductsForm({
  organisationUlid,
  currency,
  defaultValues,
  onSubmit,
}: {
  organisationUlid: string;
  /** The supplier's currency: minimum order values are in it (none can be saved without one). */
  currency: string | null;
  /** `supplierProductsFormValues(supplier)`. */
  defaultValues: SupplierProductsFormInput;
  onSubmit: (products: SupplierProductsRequest['products']) => Promise<unknown>;
}) {
  const form = useGuardedForm('supplier-products', {
    resolver: zodResolver(supplierProductsFormSchema),
    values: defaultValues,
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'products' });
  const [picked, setPicked] = useState<PickedProduct | null>(null);
  const { errors } = form.formState;
  const listed = fields.map((field) => Number(field.product_id));

  const add = () => {
    if (!picked || listed.includes(picked.id)) return;
    append(newSupplierProductRow(picked));
    setPicked(null);
  };

  const submit = form.handleSubmit(({ products }) =>
    submitShowingServerErrors(
      () => onSubmit(products.map(({ name: _name, ...row }) => row)),
      form.setError,
      supplierProductsErrorFields(products.length),
    ),
  );

  return (
    <Form noValidate onSubmit={submit} aria-label="Supplier products">
      <FormAlert message={errors.root?.server?.message ?? errors.products?.message} />
      {fields.length === 0 ? (
        <p className="text-body-secondary">This supplier supplies no products yet. Add some below.</p>
      ) : (
        <Table responsive className="align-top" aria-label="Products supplied">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Buffer days</th>
              <th scope="col">Production lead days</th>
              <th scope="col">Min. order qty</th>
              <th scope="col">Min. order value{currency ? ` (${currency})` : ''}</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, index) => (
              <SupplierProductRow
                key={field.id}
                form={form}
                index={index}
                name={field.name}
                currency={currency}
                onRemove={() => remove(index)}
              />
            ))}
          </tbody>
        </Table>
      )}
      <div className="d-flex flex-wrap align-items-end gap-2 mb-4">
        <div className="flex-grow-1" style={{ maxWidth: '28rem' }}>
          <ProductPicker
            organisationUlid={organisationUlid}
            id="supplier-add-product"
            label="Add a product"
            value={picked}
            onChange={setPicked}
            exclude={listed}
          />
        </div>
        <Button variant="outline-primary" className="mb-3" disabled={!picked} onClick={add}>
          <Plus aria-hidden="true" />
          Add product
        </Button>
      </div>
      <SubmitButton pending={form.formState.isSubmitting} icon={Save}>
        Save
      </SubmitButton>
    </Form>
  );
}
