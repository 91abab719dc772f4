import { createPasswordRequestSchema, href } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { PasswordFields } from '../../../components/forms/password-fields.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useCreatePassword } from '../api/create-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';

const emptyAsUndefined = (value: string) => (value.trim() === '' ? undefined : value);

/** The invitation mail links here with ?email=&token=; setting a password signs the user in. */
export function CreatePasswordPage() {
  const [search] = useSearchParams();
  const email = search.get('email') ?? '';
  const token = search.get('token') ?? '';
  if (!email || !token) return <IncompleteInvitationLink />;
  return <CreatePasswordForm email={email} token={token} />;
}

/** Opened without the invitation's link (or with half of it): nothing here can be filled in. */
function IncompleteInvitationLink() {
  return (
    <AuthCard
      title="Create password"
      footer={
        <>
          <Link to={href('login')}>Log in</Link>
          <span className="mx-2 text-body-secondary">·</span>
          <Link to={href('forgot-password')}>Forgot your password?</Link>
        </>
      }
    >
      <p data-testid="create-password-no-link" className="mb-0">
        This page is opened from the link in an invitation email, and this address lacks part of that link.
        Open the link from the email again (copy all of it if it was split across lines), or ask whoever
        invited you to send a new invitation.
      </p>
    </AuthCard>
  );
}

function CreatePasswordForm({ email, token }: { email: string; token: string }) {
  const completeSignIn = useCompleteSignIn();
  const form = useForm({
    resolver: zodResolver(createPasswordRequestSchema),
    defaultValues: { email, token, password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  const create = useCreatePassword({ onSuccess: () => completeSignIn() });

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onError: (error) =>
        applyServerErrors(error, form.setError, ['name', 'password', 'password_confirmation']),
    }),
  );
  // Email and token come from the link: if they are wrong the user needs a new invitation, not a field.
  const linkProblem = errors.email?.message ?? errors.token?.message;

  return (
    <AuthCard title="Create password">
      <p className="text-body-secondary">
        {email ? `You have been invited as ${email}. ` : ''}Choose a password to finish setting up your
        account.
      </p>
      <FormAlert message={errors.root?.server?.message ?? linkProblem} />
      <Form noValidate onSubmit={onSubmit} aria-label="Create password">
        <TextField
          label="Name"
          autoComplete="name"
          hint="Optional. How your team will see you."
          registration={form.register('name', { setValueAs: emptyAsUndefined })}
          error={errors.name?.message}
        />
        <PasswordFields register={form.register} errors={errors} autoFocus />
        <SubmitButton pending={create.isPending} className="w-100">
          Create password
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
