import type { FulfillmentCenterRequest } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { Form } from 'react-bootstrap';
import { CountryOptions, MarketplaceOptions } from '../../../components/forms/reference-options.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import type { FulfillmentCenterFormOptions } from '../hooks/use-fulfillment-center-form-options.ts';
import {
  FULFILLMENT_CENTER_FORM_FIELDS,
  type FulfillmentCenterFormValues,
  fulfillmentCenterFormSchema,
} from './fulfillment-center-form-schema.ts';

export interface FulfillmentCenterFormProps {
  options: FulfillmentCenterFormOptions;
  /** `fulfillmentCenterFormValues(center)`, or of a new one. */
  defaultValues: FulfillmentCenterFormValues;
  submitLabel: string;
  disabled?: boolean;
  onSubmit: (body: FulfillmentCenterRequest) => Promise<unknown>;
}

export function FulfillmentCenterForm({
  options: { marketplaces, countries },
  defaultValues,
  submitLabel,
  disabled = false,
  onSubmit,
}: FulfillmentCenterFormProps) {
  const form = useGuardedForm('fulfillment-center', {
    resolver: zodResolver(fulfillmentCenterFormSchema),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit((body) =>
    submitShowingServerErrors(() => onSubmit(body), form.setError, FULFILLMENT_CENTER_FORM_FIELDS),
  );

  return (
    <Form noValidate onSubmit={submit} aria-label="Fulfilment centre">
      <FormAlert message={errors.root?.server?.message} />
      <fieldset disabled={disabled}>
        <TextField
          label="Code"
          id="fc-code"
          registration={form.register('name')}
          error={errors.name?.message}
          hint="Amazon's fulfilment-centre code, e.g. PHX7."
        />
        <Form.Group className="mb-3" controlId="fc-marketplace">
          <Form.Label>Marketplace</Form.Label>
          <Form.Select isInvalid={errors.marketplace_id !== undefined} {...form.register('marketplace_id')}>
            <MarketplaceOptions marketplaces={marketplaces} />
          </Form.Select>
          <Form.Control.Feedback type="invalid">{errors.marketplace_id?.message}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="mb-3" controlId="fc-country">
          <Form.Label>Country</Form.Label>
          <Form.Select isInvalid={errors.country_id !== undefined} {...form.register('country_id')}>
            <CountryOptions countries={countries} />
          </Form.Select>
          <Form.Control.Feedback type="invalid">{errors.country_id?.message}</Form.Control.Feedback>
        </Form.Group>
        <TextField
          label="State"
          id="fc-state"
          registration={form.register('state')}
          error={errors.state?.message}
          hint="US state or region, e.g. AZ; optional."
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
