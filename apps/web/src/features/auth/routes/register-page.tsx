import { href, registerRequestSchema } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PasswordFields } from '../../../components/forms/password-fields.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useRegister } from '../api/register.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';

const FIELDS = ['name', 'email', 'password', 'password_confirmation', 'organisation_name'] as const;
/** An empty optional field means "not given", which the shared schema expresses as undefined. */
const emptyAsUndefined = (value: string) => (value.trim() === '' ? undefined : value);

export function RegisterPage() {
  const completeSignIn = useCompleteSignIn();
  const form = useForm({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { name: '', email: '', password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  // The server signs the new user in (201), so the flow ends like a login.
  const registration = useRegister({ onSuccess: () => completeSignIn() });

  const onSubmit = form.handleSubmit((values) =>
    registration.mutate(values, { onError: (error) => applyServerErrors(error, form.setError, FIELDS) }),
  );

  return (
    <AuthCard
      title="Create an account"
      footer={
        <>
          Already have an account? <Link to={href('login')}>Sign in</Link>
        </>
      }
    >
      <FormAlert message={errors.root?.server?.message} />
      <Form noValidate onSubmit={onSubmit} aria-label="Create an account">
        <TextField
          label="Name"
          autoComplete="name"
          autoFocus
          registration={form.register('name')}
          error={errors.name?.message}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          registration={form.register('email')}
          error={errors.email?.message}
        />
        <PasswordFields register={form.register} errors={errors} />
        <TextField
          label="Organisation name"
          autoComplete="organization"
          hint="Optional. You can be invited to an existing organisation instead."
          registration={form.register('organisation_name', { setValueAs: emptyAsUndefined })}
          error={errors.organisation_name?.message}
        />
        <SubmitButton pending={registration.isPending} className="w-100">
          Create account
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
