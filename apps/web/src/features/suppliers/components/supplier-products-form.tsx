import {
  type Supplier,
  type SupplierProductsRequest,
  supplierProductsRequestSchema,
} from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Save } from 'lucide-react';
import { useState } from 'react';
import { Button, Form, Table } from 'react-bootstrap';
import { type Path, useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { type PickedProduct, ProductPicker } from '../../../components/forms/product-picker.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';

/** The shared row rule, plus the product's name for display (not sent). */
const supplierProductsFormSchema = z.object({
  products: z.array(supplierProductsRequestSchema.shape.products.element.extend({ name: z.string() })),
});
type FormInput = z.input<typeof supplierProductsFormSchema>;

/** The supplier's products as rows; the form follows them once saved. */
export function supplierProductsFormValues(supplier: Supplier): FormInput {
  return {
    products: (supplier.products ?? []).map((product) => ({
      product_id: product.id,
      name: product.name,
      buffer_days: String(product.pivot.buffer_days),
      production_lead_days: String(product.pivot.production_lead_days),
    })),
  };
}

function errorFields(rows: number): Path<FormInput>[] {
  const perRow = Array.from({ length: rows }, (_, index) =>
    (['product_id', 'buffer_days', 'production_lead_days'] as const).map(
      (field) => `products.${index}.${field}` as Path<FormInput>,
    ),
  ).flat();
  return [...perRow, 'products'];
}

/** The products a supplier supplies, each with its buffer and production lead days; saved all at once. */
export function SupplierProductsForm({
  organisationUlid,
  defaultValues,
  onSubmit,
}: {
  organisationUlid: string;
  /** `supplierProductsFormValues(supplier)`. */
  defaultValues: FormInput;
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
    append({ product_id: picked.id, name: picked.name, buffer_days: '0', production_lead_days: '0' });
    setPicked(null);
  };

  const submit = form.handleSubmit(({ products }) =>
    submitShowingServerErrors(
      () => onSubmit(products.map(({ name: _name, ...row }) => row)),
      form.setError,
      errorFields(products.length),
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
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, index) => {
              const rowErrors = errors.products?.[index];
              return (
                <tr key={field.id} data-testid="supplier-product-row">
                  <td className="align-middle">
                    {field.name}
                    {rowErrors?.product_id && (
                      <div className="small text-danger">{rowErrors.product_id.message}</div>
                    )}
                  </td>
                  <td style={{ maxWidth: '9rem' }}>
                    <Form.Control
                      type="text"
                      inputMode="numeric"
                      aria-label={`Buffer days for ${field.name}`}
                      isInvalid={rowErrors?.buffer_days !== undefined}
                      {...form.register(`products.${index}.buffer_days`)}
                    />
                    <Form.Control.Feedback type="invalid">
                      {rowErrors?.buffer_days?.message}
                    </Form.Control.Feedback>
                  </td>
                  <td style={{ maxWidth: '9rem' }}>
                    <Form.Control
                      type="text"
                      inputMode="numeric"
                      aria-label={`Production lead days for ${field.name}`}
                      isInvalid={rowErrors?.production_lead_days !== undefined}
                      {...form.register(`products.${index}.production_lead_days`)}
                    />
                    <Form.Control.Feedback type="invalid">
                      {rowErrors?.production_lead_days?.message}
                    </Form.Control.Feedback>
                  </td>
                  <td className="text-end">
                    <Button
                      variant="outline-danger"
                      size="sm"
                      aria-label={`Remove ${field.name}`}
                      onClick={() => remove(index)}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              );
            })}
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
