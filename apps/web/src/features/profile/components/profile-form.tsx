import { updateProfileRequestSchema } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUser } from '../../auth/hooks/use-user.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

export function ProfileForm() {
  const user = useUser();
  const form = useForm({
    resolver: zodResolver(updateProfileRequestSchema),
    values: { name: user.name, email: user.email },
  });
  const { errors } = form.formState;
  const update = useUpdateProfile();

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => notifySuccess('Your profile was saved.', 'Profile'),
      onError: (error) => applyServerErrors(error, form.setError, ['name', 'email']),
    }),
  );

  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h5">
        Profile information
      </Card.Header>
      <Card.Body>
        <FormAlert message={errors.root?.server?.message} />
        <Form noValidate onSubmit={onSubmit} aria-label="Profile information">
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
          <SubmitButton pending={update.isPending}>Save profile</SubmitButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
