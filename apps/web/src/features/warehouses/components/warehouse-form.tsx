import type { WarehouseRequest } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { Form } from 'react-bootstrap';
import { Controller } from 'react-hook-form';
import { CountryMultiSelect } from '../../../components/forms/country-multi-select.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import type { WarehouseFormOptions } from '../hooks/use-warehouse-form-options.ts';
import {
  WAREHOUSE_FORM_FIELDS,
  type WarehouseFormValues,
  warehouseFormSchema,
} from './warehouse-form-schema.ts';

export interface WarehouseFormProps {
  options: WarehouseFormOptions;
  /** `warehouseFormValues(warehouse)`, or of a new one. */
  defaultValues: WarehouseFormValues;
  submitLabel: string;
  /** Read-only for roles that may not change operational data. */
  disabled?: boolean;
  onSubmit: (body: WarehouseRequest) => Promise<unknown>;
}

export function WarehouseForm({
  options: { countries, sources },
  defaultValues,
  submitLabel,
  disabled = false,
  onSubmit,
}: WarehouseFormProps) {
  const form = useGuardedForm('warehouse', { resolver: zodResolver(warehouseFormSchema), defaultValues });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((body) =>
    submitShowingServerErrors(() => onSubmit(body), form.setError, WAREHOUSE_FORM_FIELDS),
  );

  return (
    <Form noValidate onSubmit={submit} aria-label="Warehouse">
      <FormAlert message={errors.root?.server?.message} />
      <fieldset disabled={disabled}>
        <TextField label="Name" registration={form.register('name')} error={errors.name?.message} />
        <TextField
          label="Foreign ID"
          registration={form.register('foreign_id')}
          error={errors.foreign_id?.message}
          hint="The warehouse's own id in its source (e.g. a 3PL's warehouse code); optional."
        />
        <Form.Group className="mb-3" controlId="report_source_id">
          <Form.Label>Report source</Form.Label>
          <Form.Select
            isInvalid={errors.report_source_id !== undefined}
            {...form.register('report_source_id')}
          >
            <option value="">None</option>
            {sources.map((source) => (
              <option key={source.id} value={String(source.id)}>
                {source.name}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{errors.report_source_id?.message}</Form.Control.Feedback>
        </Form.Group>
        <Controller
          control={form.control}
          name="country_ids"
          render={({ field, fieldState }) => (
            <CountryMultiSelect
              id="warehouse-countries"
              label="Countries"
              countries={countries}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Form.Check
          type="switch"
          className="mb-2"
          id="is_distribution_center"
          label="Distribution centre"
          {...form.register('is_distribution_center')}
        />
        <Form.Check
          type="switch"
          className="mb-3"
          id="is_fulfillment_center"
          label="Fulfilment centre"
          {...form.register('is_fulfillment_center')}
        />
        <TextField
          label="Transit days"
          registration={form.register('transit_days')}
          error={errors.transit_days?.message}
          hint="Days goods shipped from your own warehouses take to be received here (into a fulfilment centre: received in full). Empty: planning's default, or what it learns from your transfers."
        />
        {!disabled && (
          <SubmitButton pending={isSubmitting} icon={Save}>
            {submitLabel}
          </SubmitButton>
        )}
      </fieldset>
    </Form>
  );
}
