import { AMAZON_CONNECT_REGION_LABELS, type AmazonConnectRegion } from '@backoffice/shared';
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
  type SellerCentralRegion,
  siteLabel,
} from './amazon-connect-form-schema.ts';

export interface AmazonConnectFormProps {
  /** The organisations the user may connect sources to; a select when there are several. */
  organisations: { ulid: string; name: string }[];
  defaultValues: AmazonConnectFormValues;
  /** Connecting an existing source again: its organisation is shown, not chosen. */
  organisationFixed?: boolean;
  /** …and so is its region, when it has one: only that region's sites are offered. */
  region?: AmazonConnectRegion;
  /** Every Seller Central site, by region. */
  regions: SellerCentralRegion[];
  onSubmit: (values: AmazonConnectFormOutput) => Promise<unknown>;
}

export function AmazonConnectForm({
  organisations,
  defaultValues,
  organisationFixed = false,
  region,
  regions,
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
  const offered = regions.filter((group) => region === undefined || group.region === region);
  const chosen = offered
    .flatMap((group) => group.sites)
    .find((site) => site.code === form.watch('home_site'));
  const chosenRegion = offered.find((group) => group.region === chosen?.region);

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
      {region !== undefined && (
        <p className="mb-3">
          Region: <strong>{AMAZON_CONNECT_REGION_LABELS[region]}</strong>
        </p>
      )}
      <Form.Group className="mb-3" controlId="amazon-connect-home-site">
        <Form.Label>Home site</Form.Label>
        <Form.Select
          isInvalid={errors.home_site !== undefined}
          aria-describedby="amazon-connect-home-site-hint"
          {...form.register('home_site')}
        >
          <option value="">Choose where you sell from…</option>
          {offered.map((group) => (
            <optgroup key={group.region} label={group.label}>
              {group.sites.map((site) => (
                <option key={site.code} value={site.code}>
                  {siteLabel(site)}
                </option>
              ))}
            </optgroup>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.home_site?.message}</Form.Control.Feedback>
        <Form.Text id="amazon-connect-home-site-hint" muted data-testid="amazon-connect-site-hint">
          {chosen && chosenRegion ? (
            <>
              You sign in at <strong>{chosen.host}</strong>. The authorization covers every marketplace of{' '}
              {chosenRegion.label} you sell in: {chosenRegion.sites.map((site) => site.country).join(', ')}.
            </>
          ) : (
            'The Amazon site where you sign in to Seller Central. The authorization covers every marketplace of its region.'
          )}
        </Form.Text>
      </Form.Group>
      <SubmitButton pending={isSubmitting} icon={ExternalLink}>
        Connect
      </SubmitButton>
    </Form>
  );
}
