import { updatePasswordRequestSchema } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUpdatePassword } from '../api/update-password.ts';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export function PasswordForm() {
  const form = useForm({ resolver: zodResolver(updatePasswordRequestSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const update = useUpdatePassword();

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (response) => {
        form.reset(EMPTY);
        notifySuccess(response?.message ?? 'Your password was changed.', 'Password');
      },
      onError: (error) =>
        applyServerErrors(error, form.setError, ['current_password', 'password', 'password_confirmation']),
    }),
  );

  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h5">
        Change password
      </Card.Header>
      <Card.Body>
        <FormAlert message={errors.root?.server?.message} />
        <Form noValidate onSubmit={onSubmit} aria-label="Change password">
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            registration={form.register('current_password')}
            error={errors.current_password?.message}
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            registration={form.register('password')}
            error={errors.password?.message}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            registration={form.register('password_confirmation')}
            error={errors.password_confirmation?.message}
          />
          <SubmitButton pending={update.isPending}>Change password</SubmitButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
