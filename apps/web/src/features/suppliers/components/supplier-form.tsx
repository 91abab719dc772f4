import type { Supplier, SupplierRequest } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'react-bootstrap';
import { type Path, useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { asInput } from '../../products/components/form-values.ts';
import { referenceQueryOptions } from '../../reference/api/get-reference.ts';
import { warehouseOptionsQueryOptions } from '../api/get-warehouse-options.ts';
import {
  type SupplierFormInput,
  supplierErrorFields,
  supplierFormSchema,
  toShippingTimeRows,
} from './shipping-times.ts';
import { ShippingTimesEditor } from './shipping-times-editor.tsx';

interface SupplierFormProps {
  organisation: string;
  /** The supplier being edited; a new one when absent. */
  supplier?: Supplier;
  submitLabel: string;
  pending: boolean;
  /** Sends the request; rejects with the API error so the form can show a 422's field errors. */
  onSubmit: (request: SupplierRequest) => Promise<unknown>;
}

export function SupplierForm({ organisation, supplier, submitLabel, pending, onSubmit }: SupplierFormProps) {
  const warehouses = useQuery(warehouseOptionsQueryOptions(organisation));
  const reference = useQuery(referenceQueryOptions());
  const form = useForm<SupplierFormInput, unknown, SupplierRequest>({
    resolver: zodResolver(supplierFormSchema),
    values: {
      name: supplier?.name ?? '',
      warehouse_id: asInput(supplier?.warehouse?.id),
      shipping_times: toShippingTimeRows(supplier?.shipping_times ?? []),
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  // A select shows its value only if the option exists when the value is set: wait for the options.
  if (warehouses.isPending || reference.isPending) return <PageSpinner label="Loading…" />;
  const options = warehouses.data ?? [];
  const current = supplier?.warehouse;
  const missingCurrent =
    current && !options.some((warehouse) => warehouse.id === current.id) ? current : null;

  const submit = form.handleSubmit(async (request) => {
    try {
      await onSubmit(request);
    } catch (error) {
      const fields = supplierErrorFields(request.shipping_times?.length ?? 0) as Path<SupplierFormInput>[];
      applyServerErrors(error, form.setError, fields);
    }
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
          {warehouses.isError
            ? 'Warehouses could not be loaded; the supplier can be saved without one.'
            : 'The warehouse the supplier ships from, if it is one of yours.'}
        </Form.Text>
      </Form.Group>
      <ShippingTimesEditor form={form} />
      <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
    </Form>
  );
}
