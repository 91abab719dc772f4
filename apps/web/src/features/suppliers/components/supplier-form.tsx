import type { Supplier, SupplierRequest } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { Form } from 'react-bootstrap';
import type { Path } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { currencyOptions } from '../../../lib/money.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import type { SupplierFormOptions } from '../hooks/use-supplier-form-options.ts';
import { type SupplierFormInput, supplierErrorFields, supplierFormSchema } from './shipping-times.ts';
import { ShippingTimesEditor } from './shipping-times-editor.tsx';

interface SupplierFormProps {
  options: SupplierFormOptions;
  /** The supplier being edited (its warehouse stays choosable); absent for a new one. */
  supplier?: Supplier;
  /** `supplierFormValues(supplier)`; the form follows them when the supplier is refetched. */
  defaultValues: SupplierFormInput;
  submitLabel: string;
  onSubmit: (request: SupplierRequest) => Promise<unknown>;
}

export function SupplierForm({
  options: formOptions,
  supplier,
  defaultValues,
  submitLabel,
  onSubmit,
}: SupplierFormProps) {
  const form = useGuardedForm<SupplierFormInput, unknown, SupplierRequest>('supplier', {
    resolver: zodResolver(supplierFormSchema),
    values: defaultValues,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;
  const options = formOptions.warehouses;
  const current = supplier?.warehouse;
  const missingCurrent =
    current && !options.some((warehouse) => warehouse.id === current.id) ? current : null;

  const submit = form.handleSubmit((request) => {
    const fields = supplierErrorFields(request.shipping_times?.length ?? 0) as Path<SupplierFormInput>[];
    return submitShowingServerErrors(() => onSubmit(request), form.setError, fields);
  });

  return (
    <Form noValidate onSubmit={submit} aria-label={supplier ? 'Edit supplier' : 'New supplier'}>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="Name"
        id="supplier-name"
        registration={form.register('name')}
        error={errors.name?.message}
      />
      <Form.Group className="mb-3" controlId="supplier-warehouse">
        <Form.Label>Warehouse</Form.Label>
        <Form.Select isInvalid={errors.warehouse_id !== undefined} {...form.register('warehouse_id')}>
          <option value="">None</option>
          {missingCurrent && <option value={String(missingCurrent.id)}>{missingCurrent.name}</option>}
          {options.map((warehouse) => (
            <option key={warehouse.id} value={String(warehouse.id)}>
              {warehouse.name}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.warehouse_id?.message}</Form.Control.Feedback>
        <Form.Text muted>
          {formOptions.warehousesFailed
            ? 'Warehouses could not be loaded; the supplier can be saved without one.'
            : 'The warehouse the supplier ships from, if it is one of yours.'}
        </Form.Text>
      </Form.Group>
      <SelectField
        label="Currency"
        id="supplier-currency"
        registration={form.register('currency')}
        error={errors.currency?.message}
        hint="What the supplier invoices in: its suggested orders and minimum order values are in it."
      >
        <option value="">None</option>
        {currencyOptions(supplier?.currency).map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
      <ShippingTimesEditor
        form={form}
        countries={formOptions.countries}
        countriesFailed={formOptions.countriesFailed}
      />
      <SubmitButton pending={isSubmitting} icon={Save}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
