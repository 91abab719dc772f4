import { href, resetPasswordRequestSchema } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PasswordFields } from '../../../components/forms/password-fields.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { token, email: search.get('email') ?? '', password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  const reset = useResetPassword({
    onSuccess: () => navigate(href('login', {}, { reset: 1 }), { replace: true }),
  });

  // The token is not a field the user can fix, so its errors go to the form alert.
  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onError: (error) =>
        applyServerErrors(error, form.setError, ['email', 'password', 'password_confirmation']),
    }),
  );

  return (
    <AuthCard title="Reset password" footer={<Link to={href('forgot-password')}>Request a new link</Link>}>
      <FormAlert message={errors.root?.server?.message ?? errors.token?.message} />
      <Form noValidate onSubmit={onSubmit} aria-label="Reset password">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          registration={form.register('email')}
          error={errors.email?.message}
        />
        <PasswordFields register={form.register} errors={errors} autoFocus />
        <SubmitButton pending={reset.isPending} className="w-100">
          Reset password
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
