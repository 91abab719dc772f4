import { type UpdatePasswordRequest, updatePasswordRequestSchema } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Form } from 'react-bootstrap';
import { PasswordFields } from '../../../components/forms/password-fields.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { submitShowingServerErrors } from '../../../lib/form-errors.ts';
import { useGuardedForm } from '../../../lib/use-guarded-form.ts';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };
const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

/** The form empties once the page's `onSubmit` succeeds. */
export function PasswordForm({
  onSubmit,
}: {
  onSubmit: (request: UpdatePasswordRequest) => Promise<unknown>;
}) {
  const form = useGuardedForm('password', {
    resolver: zodResolver(updatePasswordRequestSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((values) =>
    submitShowingServerErrors(
      async () => {
        await onSubmit(values);
        form.reset(EMPTY);
      },
      form.setError,
      FIELDS,
    ),
  );

  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h5">
        Change password
      </Card.Header>
      <Card.Body>
        <FormAlert message={errors.root?.server?.message} />
        <Form noValidate onSubmit={submit} aria-label="Change password">
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            registration={form.register('current_password')}
            error={errors.current_password?.message}
          />
          <PasswordFields
            register={form.register}
            errors={errors}
            label="New password"
            confirmationLabel="Confirm new password"
          />
          <SubmitButton pending={isSubmitting}>Change password</SubmitButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
