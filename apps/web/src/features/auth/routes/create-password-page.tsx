import { createPasswordRequestSchema } from '@backoffice/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
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
  const completeSignIn = useCompleteSignIn();
  const form = useForm({
    resolver: zodResolver(createPasswordRequestSchema),
    defaultValues: { email, token: search.get('token') ?? '', password: '', password_confirmation: '' },
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
