import type { Warehouse, WarehouseRequest } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Form } from 'react-bootstrap';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { referenceQueryOptions } from '../../reference/api/get-reference.ts';
import { CountryMultiSelect } from '../../reference/components/country-multi-select.tsx';
import { reportSourcesQueryOptions } from '../../report-sources/api/get-report-sources.ts';
import { WAREHOUSE_FORM_FIELDS, warehouseFormSchema, warehouseFormValues } from './warehouse-form-schema.ts';

export interface WarehouseFormProps {
  organisation: string;
  warehouse?: Warehouse;
  pending: boolean;
  submitLabel: string;
  /** Read-only for roles that may not change operational data. */
  disabled?: boolean;
  /** `showErrors` puts a failed request's 422 errors on the fields; it returns whether there were any. */
  onSubmit: (body: WarehouseRequest, showErrors: (error: unknown) => boolean) => void;
}

export function WarehouseForm({
  organisation,
  warehouse,
  pending,
  submitLabel,
  disabled = false,
  onSubmit,
}: WarehouseFormProps) {
  const reference = useQuery(referenceQueryOptions());
  const sources = useQuery(reportSourcesQueryOptions(organisation));
  const countries = useMemo(
    () => [...(reference.data?.countries ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [reference.data],
  );
  const form = useForm({
    resolver: zodResolver(warehouseFormSchema),
    defaultValues: warehouseFormValues(warehouse),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    onSubmit(body, (error) => applyServerErrors(error, form.setError, WAREHOUSE_FORM_FIELDS)),
  );

  // Selects can only show their saved value once their options exist.
  if (reference.isPending || sources.isPending) return <PageSpinner label="Loading…" />;
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
            {sources.data?.map((source) => (
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
        {!disabled && <SubmitButton pending={pending}>{submitLabel}</SubmitButton>}
      </fieldset>
    </Form>
  );
}
