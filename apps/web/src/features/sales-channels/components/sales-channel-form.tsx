import { SALES_CHANNEL_TYPES, type SalesChannelRequest } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { Form } from 'react-bootstrap';
import { MarketplaceOptions } from '../../../components/forms/reference-options.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { SALES_CHANNEL_TYPE_LABELS } from '../../../lib/sales-channel-types.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import type { SalesChannelFormOptions } from '../hooks/use-sales-channel-form-options.ts';
import {
  SALES_CHANNEL_FORM_FIELDS,
  type SalesChannelFormValues,
  salesChannelFormSchema,
} from './sales-channel-form-schema.ts';

export interface SalesChannelFormProps {
  options: SalesChannelFormOptions;
  /** `salesChannelFormValues(channel)`, or of a new one. */
  defaultValues: SalesChannelFormValues;
  /** The sources feeding the channel now (one per region selling on its marketplace). */
  linkedSources?: readonly { id: number; name: string }[];
  submitLabel: string;
  onSubmit: (body: SalesChannelRequest) => Promise<unknown>;
}

export function SalesChannelForm({
  options,
  defaultValues,
  linkedSources = [],
  submitLabel,
  onSubmit,
}: SalesChannelFormProps) {
  const form = useGuardedForm('sales-channel', {
    resolver: zodResolver(salesChannelFormSchema),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit((body) =>
    submitShowingServerErrors(() => onSubmit(body), form.setError, SALES_CHANNEL_FORM_FIELDS),
  );

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
          <MarketplaceOptions marketplaces={options.marketplaces} />
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.marketplace_id?.message}</Form.Control.Feedback>
      </Form.Group>
      <LinkedSources sources={linkedSources} />
      <Form.Group className="mb-3" controlId="sales-channel-source">
        <Form.Label>Report source</Form.Label>
        <Form.Select isInvalid={errors.report_source_id !== undefined} {...form.register('report_source_id')}>
          <option value="">None</option>
          {options.sources.map((source) => (
            <option key={source.id} value={String(source.id)}>
              {source.name}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.report_source_id?.message}</Form.Control.Feedback>
        {linkedSources.length > 1 && (
          <Form.Text>Another source here replaces all of them; None unlinks them all.</Form.Text>
        )}
      </Form.Group>
      <SubmitButton pending={isSubmitting} icon={Save}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}

/** Every source feeding the channel: the select below can show only one of them. */
function LinkedSources({ sources }: { sources: readonly { id: number; name: string }[] }) {
  if (sources.length === 0) return null;
  return (
    <section className="mb-3" aria-labelledby="sales-channel-linked-sources">
      <h3 id="sales-channel-linked-sources" className="form-label fs-6 fw-normal mb-1">
        Linked report sources
      </h3>
      <ul className="list-unstyled mb-0 fw-semibold text-break">
        {sources.map((source) => (
          <li key={source.id}>{source.name}</li>
        ))}
      </ul>
    </section>
  );
}
