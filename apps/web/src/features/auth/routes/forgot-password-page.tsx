import { forgotPasswordRequestSchema, href } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard } from '../components/auth-card.tsx';

export function ForgotPasswordPage() {
  const form = useForm({ resolver: zodResolver(forgotPasswordRequestSchema), defaultValues: { email: '' } });
  const { errors } = form.formState;
  const forgot = useForgotPassword();

  const onSubmit = form.handleSubmit((values) =>
    forgot.mutate(values, { onError: (error) => applyServerErrors(error, form.setError, ['email']) }),
  );

  return (
    <AuthCard title="Forgot password" footer={<Link to={href('login')}>Back to sign in</Link>}>
      {forgot.isSuccess ? (
        <Alert variant="success" data-testid="forgot-password-sent">
          {forgot.data.message}
        </Alert>
      ) : (
        <p className="text-body-secondary">
          Enter your email address and we will send you a link to reset your password.
        </p>
      )}
      <Form noValidate onSubmit={onSubmit} aria-label="Forgot password">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          registration={form.register('email')}
          error={errors.email?.message}
        />
        <SubmitButton pending={forgot.isPending} className="w-100">
          Send reset link
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
