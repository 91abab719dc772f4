import { SALES_CHANNEL_TYPES, type SalesChannelRequest } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { Form } from 'react-bootstrap';
import { MarketplaceOptions } from '../../../components/forms/reference-options.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { LoadingState } from '../../../components/ui/query-states.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { referenceQueryOptions } from '../../../lib/api/get-reference.ts';
import { reportSourcesQueryOptions } from '../../../lib/api/get-report-sources.ts';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { SALES_CHANNEL_TYPE_LABELS } from '../../../lib/sales-channel-types.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import {
  SALES_CHANNEL_FORM_FIELDS,
  type SalesChannelFormValues,
  salesChannelFormSchema,
} from './sales-channel-form-schema.ts';

export interface SalesChannelFormProps {
  organisationUlid: string;
  /** `salesChannelFormValues(channel)`, or of a new one. */
  defaultValues: SalesChannelFormValues;
  submitLabel: string;
  onSubmit: (body: SalesChannelRequest) => Promise<unknown>;
}

export function SalesChannelForm({
  organisationUlid,
  defaultValues,
  submitLabel,
  onSubmit,
}: SalesChannelFormProps) {
  const reference = useQuery(referenceQueryOptions());
  const sources = useQuery(reportSourcesQueryOptions(organisationUlid));
  const form = useGuardedForm('sales-channel', {
    resolver: zodResolver(salesChannelFormSchema),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit((body) =>
    submitShowingServerErrors(() => onSubmit(body), form.setError, SALES_CHANNEL_FORM_FIELDS),
  );

  // Selects can only show their saved value once their options exist.
  if (reference.isPending || sources.isPending) return <LoadingState label="Loading…" />;
  return (
    <Form noValidate onSubmit={submit} aria-label="Sales channel">
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="Name"
        id="sales-channel-name"
        registration={form.register('name')}
        error={errors.name?.message}
      />
      <Form.Group className="mb-3" controlId="sales-channel-type">
        <Form.Label>Type</Form.Label>
        <Form.Select isInvalid={errors.type !== undefined} {...form.register('type')}>
          {SALES_CHANNEL_TYPES.map((type) => (
            <option key={type} value={type}>
              {SALES_CHANNEL_TYPE_LABELS[type]}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.type?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="sales-channel-marketplace">
        <Form.Label>Marketplace</Form.Label>
        <Form.Select isInvalid={errors.marketplace_id !== undefined} {...form.register('marketplace_id')}>
          <MarketplaceOptions marketplaces={reference.data?.marketplaces ?? []} />
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.marketplace_id?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="sales-channel-source">
        <Form.Label>Report source</Form.Label>
        <Form.Select isInvalid={errors.report_source_id !== undefined} {...form.register('report_source_id')}>
          <option value="">None</option>
          {sources.data?.map((source) => (
            <option key={source.id} value={String(source.id)}>
              {source.name}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.report_source_id?.message}</Form.Control.Feedback>
      </Form.Group>
      <SubmitButton pending={isSubmitting} icon={Save}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
