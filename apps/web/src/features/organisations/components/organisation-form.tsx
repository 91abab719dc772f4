import { can, type Organisation, updateOrganisationFieldsSchema } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { Card, Form, Image } from 'react-bootstrap';
import { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { mapServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';

/** The shared name rule; the logo is a file kept outside the form values, remove_logo a checkbox. */
const organisationFormSchema = z.object({
  name: updateOrganisationFieldsSchema.shape.name,
  remove_logo: z.boolean(),
});

export interface OrganisationSettings {
  name: string;
  logo: File | null;
  removeLogo: boolean;
}

/** Name and logo of the organisation; the chosen file is cleared once the page's `onSubmit` succeeds. */
export function OrganisationForm({
  organisation,
  onSubmit,
}: {
  organisation: Organisation;
  onSubmit: (settings: OrganisationSettings) => Promise<unknown>;
}) {
  const editable = can(organisation.role, 'manageSettings');
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string>();
  const [fileInputKey, setFileInputKey] = useState(0);
  const form = useGuardedForm('organisation', {
    resolver: zodResolver(organisationFormSchema),
    values: { name: organisation.name, remove_logo: false },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({ name: values.name, logo, removeLogo: values.remove_logo });
      setLogo(null);
      setFileInputKey((key) => key + 1);
    } catch (error) {
      if (!isApiError(error)) throw error;
      // Not saved (the query client toasted why): the form keeps its changes and its guard.
      if (error.status !== 422) return false;
      // The logo is no form value, so the 422 errors are sorted here rather than by applyServerErrors.
      const { byField, unmatched } = mapServerErrors(error.errors, ['name', 'logo', 'remove_logo']);
      if (byField.name) form.setError('name', { type: 'server', message: byField.name });
      setLogoError(byField.logo);
      const other = [byField.remove_logo, ...unmatched].filter(Boolean).join(', ');
      if (other) form.setError('root.server', { type: 'server', message: other });
    }
  });

  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h5">
        Organisation
      </Card.Header>
      <Card.Body>
        <FormAlert message={errors.root?.server?.message} />
        <Form noValidate onSubmit={submit} aria-label="Organisation settings">
          <fieldset disabled={!editable}>
            <TextField
              label="Organisation name"
              id="organisation-name"
              registration={form.register('name')}
              error={errors.name?.message}
            />
            <Form.Group className="mb-3" controlId="organisation-logo">
              <Form.Label>Logo</Form.Label>
              {organisation.logo && (
                <div className="mb-2">
                  <Image
                    src={organisation.logo}
                    alt={`${organisation.name} logo`}
                    thumbnail
                    style={{ maxHeight: 96 }}
                  />
                </div>
              )}
              <Form.Control
                key={fileInputKey}
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                isInvalid={logoError !== undefined}
                onChange={(event) => {
                  setLogo((event.target as HTMLInputElement).files?.[0] ?? null);
                  setLogoError(undefined);
                }}
              />
              <Form.Control.Feedback type="invalid">{logoError}</Form.Control.Feedback>
              <Form.Text muted>PNG, JPEG, WebP or GIF, up to 2 MB.</Form.Text>
            </Form.Group>
            {organisation.logo && (
              <Form.Check
                className="mb-3"
                id="organisation-remove-logo"
                label="Remove current logo"
                {...form.register('remove_logo')}
              />
            )}
            <SubmitButton pending={isSubmitting} icon={Save}>
              Save
            </SubmitButton>
          </fieldset>
          {!editable && (
            <p className="text-body-secondary small mt-3 mb-0">Only admins and owners can change these.</p>
          )}
        </Form>
      </Card.Body>
    </Card>
  );
}
