import {
  AMAZON_CONNECT_REGION_LABELS,
  AMAZON_CONNECT_REGIONS,
  type AmazonConnectRegion,
} from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink } from 'lucide-react';
import { Form } from 'react-bootstrap';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';
import {
  AMAZON_CONNECT_FORM_FIELDS,
  type AmazonConnectFormOutput,
  type AmazonConnectFormValues,
  amazonConnectFormSchema,
} from './amazon-connect-form-schema.ts';

export interface AmazonConnectFormProps {
  /** The organisations the user may connect sources to; a select when there are several. */
  organisations: { ulid: string; name: string }[];
  defaultValues: AmazonConnectFormValues;
  /** Connecting an existing source again: its organisation is shown, not chosen. */
  organisationFixed?: boolean;
  /** …and so is its region, when it has one. */
  regionFixed?: boolean;
  /** The countries each region covers; null while the reference data loads. */
  countries: Record<AmazonConnectRegion, string[]> | null;
  onSubmit: (values: AmazonConnectFormOutput) => Promise<unknown>;
}

export function AmazonConnectForm({
  organisations,
  defaultValues,
  organisationFixed = false,
  regionFixed = false,
  countries,
  onSubmit,
}: AmazonConnectFormProps) {
  const form = useGuardedForm('amazon-connect', {
    resolver: zodResolver(amazonConnectFormSchema),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit((values) =>
    submitShowingServerErrors(() => onSubmit(values), form.setError, AMAZON_CONNECT_FORM_FIELDS),
  );
  const only = organisations.length === 1 ? organisations[0] : undefined;

  return (
    <Form noValidate onSubmit={submit} aria-label="Connect Amazon">
      <FormAlert message={errors.root?.server?.message} />
      {only || organisationFixed ? (
        <p className="mb-3">
          Organisation:{' '}
          <strong>
            {organisations.find((organisation) => organisation.ulid === defaultValues.organisation)?.name}
          </strong>
        </p>
      ) : (
        <Form.Group className="mb-3" controlId="amazon-connect-organisation">
          <Form.Label>Organisation</Form.Label>
          <Form.Select isInvalid={errors.organisation !== undefined} {...form.register('organisation')}>
            {organisations.map((organisation) => (
              <option key={organisation.ulid} value={organisation.ulid}>
                {organisation.name}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{errors.organisation?.message}</Form.Control.Feedback>
        </Form.Group>
      )}
      <TextField
        label="Name"
        id="amazon-connect-name"
        registration={form.register('name')}
        error={errors.name?.message}
        hint="How the source is called here, e.g. Amazon EU."
      />
      {regionFixed ? (
        <p className="mb-3">
          Region: <strong>{AMAZON_CONNECT_REGION_LABELS[defaultValues.region as AmazonConnectRegion]}</strong>
        </p>
      ) : (
        <fieldset className="mb-3">
          <legend className="form-label fs-6">Region</legend>
          {AMAZON_CONNECT_REGIONS.map((region) => (
            <Form.Check
              key={region}
              type="radio"
              id={`amazon-connect-region-${region}`}
              className="mb-2"
              value={region}
              isInvalid={errors.region !== undefined}
              {...form.register('region')}
              label={
                <>
                  {AMAZON_CONNECT_REGION_LABELS[region]}
                  {countries && (
                    <span className="d-block small text-body-secondary">{countries[region].join(', ')}</span>
                  )}
                </>
              }
            />
          ))}
          {errors.region && <div className="invalid-feedback d-block">{errors.region.message}</div>}
        </fieldset>
      )}
      <SubmitButton pending={isSubmitting} icon={ExternalLink}>
        Connect
      </SubmitButton>
    </Form>
  );
}
