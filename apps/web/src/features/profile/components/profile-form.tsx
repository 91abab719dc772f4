import { type UpdateProfileRequest, updateProfileRequestSchema } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { Card, Form } from 'react-bootstrap';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';

export function ProfileForm({
  defaultValues,
  onSubmit,
}: {
  /** The user's name and email; the form follows them once saved. */
  defaultValues: UpdateProfileRequest;
  onSubmit: (request: UpdateProfileRequest) => Promise<unknown>;
}) {
  const form = useGuardedForm('profile', {
    resolver: zodResolver(updateProfileRequestSchema),
    values: defaultValues,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((values) =>
    submitShowingServerErrors(() => onSubmit(values), form.setError, ['name', 'email']),
  );

  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h5">
        Profile information
      </Card.Header>
      <Card.Body>
        <FormAlert message={errors.root?.server?.message} />
        <Form noValidate onSubmit={submit} aria-label="Profile information">
          <TextField
            label="Name"
            autoComplete="name"
            registration={form.register('name')}
            error={errors.name?.message}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            hint="Changing your email address asks you to verify the new one."
            registration={form.register('email')}
            error={errors.email?.message}
          />
          <SubmitButton pending={isSubmitting} icon={Save}>
            Save profile
          </SubmitButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
