import { href, loginRequestSchema } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useLogin } from '../api/login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';

function notice(search: URLSearchParams): string | undefined {
  if (search.get('verified') === '1') return 'Your email address has been verified. You can sign in now.';
  if (search.get('reset') === '1') return 'Your password has been reset. Sign in with your new password.';
  return undefined;
}

export function LoginPage() {
  const [search] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const form = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '', remember: false },
  });
  const { errors } = form.formState;
  const login = useLogin({ onSuccess: () => completeSignIn(search.get('redirect')) });

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onError: (error) => applyServerErrors(error, form.setError, ['email', 'password']),
    }),
  );
  const message = notice(search);

  return (
    <AuthCard
      title="Sign in"
      footer={
        <>
          New here? <Link to={href('register')}>Create an account</Link>
        </>
      }
    >
      {message && (
        <Alert variant="success" data-testid="login-notice">
          {message}
        </Alert>
      )}
      <FormAlert message={errors.root?.server?.message} />
      <Form noValidate onSubmit={onSubmit} aria-label="Sign in">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          registration={form.register('email')}
          error={errors.email?.message}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          registration={form.register('password')}
          error={errors.password?.message}
        />
        <div className="d-flex justify-content-between align-items-center mb-3">
          <Form.Check id="remember" label="Remember me" {...form.register('remember')} />
          <Link to={href('forgot-password')} className="small">
            Forgot your password?
          </Link>
        </div>
        <SubmitButton pending={login.isPending} className="w-100">
          Sign in
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
